import { expect, test } from '@playwright/test';

const brandColour = { sf: 'rgb(19, 122, 63)', mf: 'rgb(184, 23, 95)' } as const;

test('home renders in Russian with the tenant brand and no console errors', async ({ page }, testInfo) => {
  const tenant = testInfo.project.metadata.tenant as 'sf' | 'mf';
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('data-tenant', tenant);
  const cta = page.getByTestId('cta');
  await expect(cta).toBeVisible();
  await expect(cta).toHaveCSS('background-color', brandColour[tenant]);
  expect(errors).toEqual([]);
});

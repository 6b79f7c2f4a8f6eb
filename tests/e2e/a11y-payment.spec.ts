// Accessibility and layout of the payment screens (issue 14), in both brands, at 1280 px and at
// 375 px: the amount (with the partial field), the methods, the SBP banks with logos, a declined
// payment and a paid one — no serious or critical axe violation, no sideways scrolling.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers';
import { clientWithLoan, payOnProviderPage } from './payment-helpers';
import { DESKTOP, MOBILE } from './shell-helpers';

async function checked(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
  const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(width[0], `${what}: no sideways scrolling`).toBeLessThanOrEqual(width[1]!);
}

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test(`payment screens at ${device}`, async ({ browser, baseURL }, info) => {
    test.setTimeout(90_000);
    const { locale, timezoneId } = info.project.use;
    // No default client-key header: the logos load as an <img> asks for them.
    const context = await browser.newContext({ ...options, baseURL, locale, timezoneId, extraHTTPHeaders: {} });
    const page = await context.newPage();
    await clientWithLoan(context, baseURL!);
    await page.goto('/lk/payment');
    await expect(page.getByTestId('payment-state-amount')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Другая сумма' }).check();
    await page.getByLabel('Сумма, ₽').fill('1');
    await page.getByTestId('payment-amount-next').click();
    await expect(page.getByText('Минимальная сумма платежа — 100\u00a0₽')).toBeVisible();
    await checked(page, 'amount');
    await page.getByLabel('Сумма, ₽').fill('1000');
    await page.getByTestId('payment-amount-next').click();
    await page.getByRole('radio', { name: 'Через СБП из приложения банка' }).check();
    await checked(page, 'method');
    await page.getByTestId('payment-pay').click();
    await expect(page.getByRole('list', { name: 'Банки СБП' }).getByRole('button').first()).toBeVisible();
    await checked(page, 'SBP banks');
    await page.getByRole('button', { name: 'Другой способ оплаты' }).click();
    await page.getByRole('radio', { name: 'Картой через SBC' }).check();
    await page.getByTestId('payment-pay').click();
    await payOnProviderPage(page, 'Банк отклоняет: недостаточно средств');
    await expect(page.getByTestId('payment-reason')).toBeVisible();
    await checked(page, 'declined');
    await page.getByTestId('payment-retry').click();
    await payOnProviderPage(page, 'Оплата проходит');
    await expect(page.getByTestId('payment-paid')).toBeVisible();
    await checked(page, 'paid');
    await context.close();
  });
}

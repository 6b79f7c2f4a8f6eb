// requirements §2.4 mobile home back trap.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, signIn } from './shell-helpers';

const historyLength = (page: Page) => page.evaluate(() => history.length);

test.describe('on a mobile device', () => {
  test.use(MOBILE);

  test('the first touch pushes two entries; going back leaves for the partner page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('calculator')).toBeVisible();
    const before = await historyLength(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => historyLength(page)).toBe(before + 2);
    // A second interaction pushes nothing more.
    await page.getByRole('heading', { level: 1 }).tap();
    expect(await historyLength(page)).toBe(before + 2);
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await page.waitForURL(/\/sandbox\/partner/);
  });

  test('a visitor who logged in meanwhile is taken back two steps instead', async ({ page, context, baseURL }) => {
    await page.goto('/Faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    await page.getByTestId('brand').tap();
    await expect(page.getByTestId('calculator')).toBeVisible();
    const before = await historyLength(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => historyLength(page)).toBe(before + 2);
    await signIn(context, baseURL!);
    await page.goBack();
    await expect(page).toHaveURL(/\/Faq$/);
  });

  test('a key press arms it too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('calculator')).toBeVisible();
    const before = await historyLength(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => historyLength(page)).toBe(before + 2);
  });

  test('an authenticated visitor is not trapped', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    await page.goto('/');
    await expect(page.getByTestId('calculator')).toBeVisible();
    const before = await historyLength(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await page.waitForTimeout(300);
    expect(await historyLength(page)).toBe(before);
  });

  test('other pages do not trap', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    const before = await historyLength(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await page.waitForTimeout(300);
    expect(await historyLength(page)).toBe(before);
  });
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('the home page does not trap', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('calculator')).toBeVisible();
    const before = await historyLength(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(300);
    expect(await historyLength(page)).toBe(before);
  });
});

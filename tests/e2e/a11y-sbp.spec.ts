// Issue 27, "Must show 4": the SBP screens in both brands at 1280 px and at 375 px — choosing the
// bank (logos loaded without the client key, as an <img> asks; names inside their tiles; the
// heading says what the step is) and paying (on a computer the QR code, on a phone the button to
// the bank's app; a way out) — with no serious or critical axe violation and no broken image.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers';
import { clientWithLoan } from './payment-helpers';
import { DESKTOP, MOBILE } from './shell-helpers';

async function checked(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
  const broken = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.filter((img) => img.getClientRects().length > 0 && !(img.complete && img.naturalWidth > 0)).map((img) => img.src),
  );
  expect(broken, `${what}: broken images`).toEqual([]);
}

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test(`SBP screens at ${device}`, async ({ browser, baseURL }, info) => {
    test.setTimeout(90_000);
    const { locale, timezoneId } = info.project.use;
    // A context of its own, without the tests' default client key header: images load as in a browser.
    const context = await browser.newContext({ ...options, baseURL, locale, timezoneId, extraHTTPHeaders: {} });
    const page = await context.newPage();
    await clientWithLoan(context, baseURL!);
    await page.goto('/lk/payment-sbp');
    await expect(page.getByTestId('payment-state-amount')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('payment-amount-next').click();
    await page.getByTestId('payment-pay').click();

    const banks = page.getByRole('list', { name: 'Банки СБП' });
    await expect(banks.getByRole('button', { name: 'Райффайзенбанк' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата через СБП');
    await expect.poll(() => banks.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
    const spilled = await banks.getByRole('button').evaluateAll((buttons) =>
      buttons.filter((b) => b.scrollWidth > b.clientWidth + 1 || [...b.children].some((c) => c.getBoundingClientRect().right > b.getBoundingClientRect().right + 0.5)).map((b) => b.textContent),
    );
    expect(spilled, 'bank names inside their tiles').toEqual([]);
    await checked(page, 'SBP banks');

    await banks.getByRole('button', { name: 'Т-Банк', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Подтвердите оплату в приложении банка' })).toBeVisible();
    if (options === MOBILE) {
      await expect(page.getByRole('link', { name: 'Открыть приложение банка' })).toBeVisible();
      await expect(page.getByText('Отсканируйте QR-код камерой телефона', { exact: false })).toBeHidden();
      await expect(page.getByTestId('sbp-qr')).toBeHidden();
    } else {
      await expect(page.getByTestId('sbp-qr')).toBeVisible();
      await expect.poll(() => page.getByTestId('sbp-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Открыть приложение банка' })).toBeHidden();
    }
    await checked(page, 'SBP payment');

    // The way out: the payment is cancelled and another method can be chosen.
    await page.getByRole('button', { name: 'Другой способ оплаты' }).click();
    await expect(page.getByTestId('payment-state-method')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Через СБП из приложения банка' })).not.toBeChecked();
    await checked(page, 'after leaving SBP');
    await context.close();
  });
}

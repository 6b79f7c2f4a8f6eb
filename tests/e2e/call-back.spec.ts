import { expect, test, type Page } from '@playwright/test';

/** A mobile number no other test uses, never ending in 0000 (the sandbox's force-v2 switch). */
function uniquePhone(): string {
  const rest = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const digits = `9${rest.slice(0, 5)}${rest.endsWith('0000') ? '1234' : rest.slice(5)}`;
  return digits;
}

async function openCallBack(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Мобильный телефон')).toBeVisible();
  return dialog;
}

const CALL_BACK = '/api/Info/PhoneCallbackHelp';

test.describe('call-back modal', () => {
  test('shows the SPEC messages, lazily, and converts a name typed in the Latin layout', async ({ page }) => {
    const dialog = await openCallBack(page);
    const phone = dialog.getByLabel('Мобильный телефон');
    const phoneError = dialog.getByTestId('call-back-phone-error');

    await phone.pressSequentially('800');
    await expect(phoneError).toBeEmpty();
    await dialog.getByTestId('call-back-submit').click();
    await expect(phoneError).toHaveText('Укажите мобильный телефон');

    await phone.fill('');
    await phone.pressSequentially('8001234567');
    await expect(phone).toHaveValue('+7 (800) 123-45-67');
    await expect(phoneError).toHaveText('Номер телефона должен начинаться с +7 9');

    const name = dialog.getByLabel('Имя');
    await name.pressSequentially('Bdfy');
    await expect(name).toHaveValue('Иван');
    await name.fill('Я'.repeat(51));
    await name.blur();
    await expect(dialog.getByTestId('call-back-name-error')).toHaveText('Не более 50 символов');

    const question = dialog.getByLabel('Вопрос');
    await question.fill('в'.repeat(501));
    await question.blur();
    await expect(dialog.getByTestId('call-back-question-error')).toHaveText('Не более 500 символов');
  });

  test('loads the captcha only on opening, succeeds with a v3 token and closes itself after 5 s', async ({ page }) => {
    const captchaRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sandbox/captcha/api.js')) captchaRequests.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(captchaRequests).toEqual([]);

    await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => captchaRequests.length).toBe(1);
    expect(captchaRequests[0]).toMatch(/[?&]render=[^&]+&hl=ru$/);

    await dialog.getByLabel('Мобильный телефон').pressSequentially(uniquePhone());
    await dialog.getByLabel('Имя').fill('Иван');
    await dialog.getByLabel('Вопрос').fill('Как продлить заём?');
    const request = page.waitForRequest((r) => r.url().endsWith(CALL_BACK) && r.method() === 'POST');
    await dialog.getByTestId('call-back-submit').click();
    const sent = await request;
    const body = sent.postDataJSON() as { Phone: string; Name: string; Question: string; CaptchaToken: string };
    expect(body.Phone).toMatch(/^79\d{9}$/);
    expect(body.Name).toBe('Иван');
    expect(body.CaptchaToken).toMatch(/^sbx3\.homepage\./);
    expect((await sent.response())?.status()).toBe(200);

    await expect(dialog.getByText('Мы позвоним вам в течении получаса')).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    // Closing takes the captcha script and its badge away again.
    await expect(page.locator('.grecaptcha-badge')).toHaveCount(0);
    await expect(page.locator('script[src*="/sandbox/captcha/api.js"]')).toHaveCount(0);
  });

  test('shows the server message under the captcha field when the server refuses', async ({ page, request }) => {
    const phone = uniquePhone();
    // Three accepted requests for one number in an hour: the fourth is refused (429).
    for (let i = 0; i < 3; i += 1) {
      const { token } = (await (await request.get('/sandbox/captcha/token?kind=v3&action=homepage')).json()) as { token: string };
      const accepted = await request.post(CALL_BACK, { data: { Phone: `7${phone}`, Name: '', Question: '', CaptchaToken: token } });
      expect(accepted.status()).toBe(200);
    }
    const dialog = await openCallBack(page);
    await dialog.getByLabel('Мобильный телефон').pressSequentially(phone);
    await dialog.getByTestId('call-back-submit').click();
    await expect(dialog.getByTestId('call-back-form-error')).toHaveText('Слишком много заявок на звонок. Попробуйте позже');
    await expect(dialog.getByTestId('call-back-submit')).toBeEnabled();
    await expect(dialog.getByTestId('call-back-success')).toHaveCount(0);
  });

  test('RECAPTCHA_V2_REQUIRED shows the visible challenge and the retry carries the stored x-nonceid', async ({ page }) => {
    const dialog = await openCallBack(page);
    // The sandbox demands the v2 challenge for numbers ending in 00-00.
    await dialog.getByLabel('Мобильный телефон').pressSequentially('9001230000');
    const refused = page.waitForResponse((r) => r.url().endsWith(CALL_BACK) && r.status() === 400);
    await dialog.getByTestId('call-back-submit').click();
    const refusal = await refused;
    const nonce = refusal.headers()['x-nonceid'];
    expect(nonce).toBeTruthy();
    expect(((await refusal.json()) as { Errors: { ErrorCode: string }[] }).Errors[0]?.ErrorCode).toBe('RECAPTCHA_V2_REQUIRED');

    const checkbox = dialog.getByRole('checkbox', { name: 'Я не робот' });
    await expect(checkbox).toBeVisible();
    const retry = page.waitForRequest((r) => r.url().endsWith(CALL_BACK) && r.method() === 'POST');
    // click, not check(): solving the challenge sends the form, and the widget goes with it.
    await checkbox.click();
    const retried = await retry;
    expect(retried.headers()['x-nonceid']).toBe(nonce);
    expect((retried.postDataJSON() as { CaptchaToken: string }).CaptchaToken).toMatch(/^sbx2\./);
    expect((await retried.response())?.status()).toBe(200);
    await expect(dialog.getByText('Мы позвоним вам в течении получаса')).toBeVisible();
  });

  test('Escape closes the modal and gives focus back to the opener', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Заказать звонок' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' });
    await expect(dialog.getByLabel('Мобильный телефон')).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

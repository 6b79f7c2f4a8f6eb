// Failed logins for a phone never lock its owner out: after three failures the server asks for
// the visible captcha with the password (RECAPTCHA_V2_REQUIRED), the login screen shows it, and
// solving it signs in (here: on to the SMS code, the browser being a new device).
import { expect, test } from '@playwright/test';
import { CLIENT_PASSWORD, freshNational, registerClient } from './account-helpers';

test('after three wrong passwords the login asks for the captcha, and solving it goes on', async ({ page, request }) => {
  const national = freshNational();
  await registerClient(request, `7${national}`);
  await page.goto('/login');
  await page.getByLabel('Мобильный телефон').pressSequentially(national);
  const password = page.getByLabel('Пароль');
  for (let i = 0; i < 3; i++) {
    await password.fill(`Wrong-${i}-pass`);
    await page.getByTestId('screen-submit').click();
    await expect(page.getByText('Неверный номер телефона или пароль')).toBeVisible();
  }
  await expect(page.getByTestId('captcha-v2')).toHaveCount(0);

  await password.fill(CLIENT_PASSWORD);
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('Подтвердите, что вы не робот');
  const checkbox = page.getByRole('checkbox', { name: 'Я не робот' });
  await expect(checkbox).toBeVisible();
  const retry = page.waitForRequest((r) => r.url().endsWith('/api/Account/Login') && r.method() === 'POST');
  await checkbox.click();
  expect(((await retry).postDataJSON() as { CaptchaToken: string }).CaptchaToken).toMatch(/^sbx2\./);
  await expect(page.getByTestId('screen-loginCode')).toBeVisible();
});

// Password recovery after three wrong codes (issue 11, defect 7): the screen counts the server's
// resend pause down, then offers a new code, and recovery finishes with that code. A client of
// its own (registered through the API), so no other test's demo client loses its password.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshNational, outbox, recoverBySmsToCodeScreen, registerClient } from './account-helpers';

const recoveryCodes = async (request: APIRequestContext, phone: string): Promise<string[]> =>
  (await outbox(request, phone)).filter((m) => m.text.includes('восстановление')).map((m) => m.code);

test('after three wrong codes a new code can be requested once the pause is over, and recovery finishes with it', async ({ page, request }, testInfo) => {
  // The server's resend pause is 60 s of real time, and nothing here depends on the brand: one
  // brand is enough to keep the suite within its time.
  test.skip(testInfo.project.name !== 'sf', 'brand-independent flow that waits out the real 60 s resend pause; run on sf only');
  test.setTimeout(150_000);
  const national = freshNational();
  const phone = `7${national}`;
  await registerClient(request, phone);

  await page.goto('/password_recovery');
  await expect(page.getByTestId('screen-recovery')).toBeVisible();
  // One heading names the screen.
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toHaveCount(1);
  await recoverBySmsToCodeScreen(page, national);

  let first = '';
  await expect(async () => {
    first = (await recoveryCodes(request, phone)).at(-1) ?? '';
    expect(first).not.toBe('');
  }).toPass({ timeout: 5000 });
  // The pause is shown as a countdown on a disabled button, not as a button that refuses when pressed.
  await expect(page.getByTestId('resend-code')).toHaveText(/^Отправить код ещё раз через \d+ с$/);
  await expect(page.getByTestId('resend-code')).toBeDisabled();

  const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 3; i++) {
    await page.locator('#recovery-code').fill('');
    await page.locator('#recovery-code').pressSequentially(wrong);
    await page.getByTestId('screen-submit').click();
    await expect(page.getByTestId('recovery-code-error')).toContainText(i < 2 ? 'Осталось попыток' : 'Попытки закончились, запросите новый код');
  }

  await expect(page.getByTestId('resend-code')).toHaveText('Отправить код ещё раз', { timeout: 75_000 });
  await page.getByTestId('resend-code').click();
  await expect(page.getByTestId('code-resent')).toContainText('Новый код отправлен на');
  // A fresh form: the old error and the typed code are gone, and the pause starts again.
  await expect(page.getByTestId('recovery-code-error')).toHaveText('');
  await expect(page.locator('#recovery-code')).toHaveValue('');
  await expect(page.getByTestId('resend-code')).toBeDisabled();

  let second = '';
  await expect(async () => {
    const codes = await recoveryCodes(request, phone);
    expect(codes.length).toBe(2);
    second = codes.at(-1)!;
  }).toPass({ timeout: 5000 });
  await page.locator('#recovery-code').pressSequentially(second);
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-newPassword')).toBeVisible();
  await page.locator('#new-password').fill('Another-2026');
  await page.locator('#new-password-repeat').fill('Another-2026');
  await page.getByTestId('screen-submit').click();
  // Registration not finished (post-login rule 1).
  await expect(page).toHaveURL(/\/registration/);
});

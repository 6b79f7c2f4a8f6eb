// Issue 29 in the browser: a browser that signed in with the SMS code is listed in the profile as
// a trusted device («Доверенные устройства»), signs in again with the password alone, and after
// «Забыть» its next sign-in asks for the SMS code again.
import { expect, test, type Page } from '@playwright/test';
import { CLIENT_PASSWORD, codeFor, freshNational, registerClient } from './account-helpers';

async function passwordStep(page: Page, national: string) {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially(national);
  await page.locator('#login-password').fill(CLIENT_PASSWORD);
  await page.getByTestId('screen-submit').click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('the profile lists this browser as trusted; «Забыть» makes its next sign-in ask for the SMS code', async ({ page, request }) => {
  const national = freshNational();
  const phone = `7${national}`;
  await registerClient(request, phone);

  // First sign-in in this browser: the SMS code is asked for, and then the browser is trusted.
  await passwordStep(page, national);
  await expect(page.getByTestId('screen-loginCode')).toBeVisible();
  await page.locator('#login-code').fill(await codeFor(request, phone, 'вход'));
  await page.getByTestId('screen-submit').click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/lk/profile-edit');
  const devices = page.getByTestId('trusted-device');
  await expect(page.getByRole('heading', { name: 'Доверенные устройства' })).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('это устройство');

  // Trusted: the password alone signs in.
  await signOut(page);
  await passwordStep(page, national);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('screen-loginCode')).toHaveCount(0);

  await page.goto('/lk/profile-edit');
  await devices.first().getByRole('button', { name: 'Забыть' }).click();
  await expect(page.getByTestId('trusted-devices-notice')).toHaveText('Устройство забыто: при следующем входе с него понадобится код из SMS.');
  await expect(page.getByTestId('trusted-devices-empty')).toBeVisible();

  await signOut(page);
  await passwordStep(page, national);
  await expect(page.getByTestId('screen-loginCode')).toBeVisible();
});

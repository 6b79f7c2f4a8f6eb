// Issue 11 (forms): every message of the account forms is Russian (defect 5); the birth date
// must give an age of 18 to 75; «Отправить код ещё раз» is disabled and counts down from the
// start; the photo steps and the address suggestions look like the site; form controls use
// the page's font.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CLIENT_PASSWORD, codeFor, fillFirstRegistrationStep, registerClient, recoverBySmsToCodeScreen } from './account-helpers';

const DEMO_PASSWORD = 'Demo-2026';
const ENGLISH = /Value is required|This field should be/;

const uniqueNational = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A finished sign-up made through the API, so the browser is a new device (login asks for an SMS code). */
async function registeredClient(request: APIRequestContext): Promise<string> {
  const national = uniqueNational();
  await registerClient(request, `7${national}`);
  return national;
}

async function expectCountdown(button: Locator) {
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/^Отправить код ещё раз через (60|59|58|57|56|55) с$/);
}

test('registration step 1: Russian messages', async ({ page }) => {
  await page.goto('/registration');
  const step = page.getByTestId('step-REGISTRATION');
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('reg-last-name-error')).toHaveText('Заполните это поле');
  await expect(page.getByTestId('reg-password-error')).toHaveText('Заполните это поле');
  await page.locator('#reg-password').fill('abc1');
  await page.locator('#reg-password').blur();
  await expect(page.getByTestId('reg-password-error')).toHaveText('Не менее 8 символов');
  await expect(step).not.toContainText(ENGLISH);
});

test('registration step 1: a birth date outside 18–75 years is refused with a Russian message', async ({ page }) => {
  await page.goto('/registration');
  const birth = page.locator('#reg-birth-date');
  await birth.pressSequentially('01011940');
  await birth.blur();
  await expect(page.getByTestId('reg-birth-date-error')).toHaveText('Заём можно получить до 75 лет включительно');
  await birth.fill('');
  const year = new Date().getFullYear();
  await birth.pressSequentially(`0101${year - 17}`);
  await expect(page.getByTestId('reg-birth-date-error')).toHaveText('Заём можно получить с 18 лет');
  await birth.fill('');
  await birth.pressSequentially(`0101${year - 40}`);
  await expect(page.getByTestId('reg-birth-date-error')).toBeEmpty();
});

test('registration SMS step: «Отправить код ещё раз» is disabled and counts down from the start', async ({ page }) => {
  const national = uniqueNational();
  await fillFirstRegistrationStep(page, national);
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('step-REGISTRATION-code')).toBeVisible();
  await expectCountdown(page.getByTestId('resend-code'));
  // The pause survives a reload, as the step does.
  await page.reload();
  await expectCountdown(page.getByTestId('resend-code'));
});

test('login SMS screen: a resend button, disabled with the countdown until the server allows a new code', async ({ page, request }) => {
  const national = await registeredClient(request);
  await page.clock.install();
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially(national);
  await page.locator('#login-password').fill(CLIENT_PASSWORD);
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-loginCode')).toBeVisible();
  const resend = page.getByTestId('resend-code');
  await expectCountdown(resend);
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveText('Отправить код ещё раз');
});

test('new password screen: Russian messages', async ({ page, request }) => {
  const national = await registeredClient(request);
  await page.goto('/password_recovery');
  await recoverBySmsToCodeScreen(page, national);
  await page.locator('#recovery-code').pressSequentially(await codeFor(request, `7${national}`, 'восстановление'));
  await page.getByTestId('screen-submit').click();
  const screen = page.getByTestId('screen-newPassword');
  await expect(screen).toBeVisible();
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('new-password-error')).toHaveText('Заполните это поле');
  await expect(page.getByTestId('new-password-repeat-error')).toHaveText('Заполните это поле');
  await page.locator('#new-password').fill('abc1');
  await expect(page.getByTestId('new-password-error')).toHaveText('Не менее 8 символов');
  await expect(screen).not.toContainText(ENGLISH);
});

async function signInAsUnfinished(page: Page) {
  // Demo client 04: registration not finished, resumed at the address step.
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially('9000000004');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
}

test('address step: Russian messages', async ({ page }) => {
  await signInAsUnfinished(page);
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('address-registration-error')).toHaveText('Заполните это поле');
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).not.toContainText(ENGLISH);
});

test('address step: suggestions drop down over the form instead of pushing it down', async ({ page }) => {
  await signInAsUnfinished(page);
  const flat = page.locator('#address-registration-flat');
  const before = (await flat.boundingBox())!;
  await page.locator('#address-registration').fill('Москва Тверская');
  const suggestions = page.getByTestId('address-registration-suggestions');
  await expect(suggestions.getByRole('button').first()).toBeVisible();
  expect((await flat.boundingBox())!.y).toBe(before.y);
  // A menu with a shadow over the page, not a bordered box like an input.
  await expect(suggestions).toHaveCSS('position', 'absolute');
  await suggestions.getByRole('button').first().click();
  await expect(suggestions).toHaveCount(0);
});

test('passport photo: a button and a Russian file line instead of the browser’s «Choose File»', async ({ page }) => {
  await signInAsUnfinished(page);
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  const input = page.locator('#passport-photo');
  // The browser's own control is out of sight (its text is in the browser's language).
  const box = await input.boundingBox();
  expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  await expect(page.getByTestId('passport-photo-pick')).toBeVisible();
  await expect(page.getByTestId('passport-photo-pick')).toHaveText('Выбрать фото');
  await expect(page.getByTestId('passport-photo-name')).toHaveText('Файл не выбран');
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="step-PASSPORT_REGISTRATION"]').setLegacyMode(true).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // The button opens the file chooser, and the chosen file is named.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('passport-photo-pick').click();
  await (await chooser).setFiles({ name: 'pasport.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('passport-photo-name')).toHaveText('pasport.gif');
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toContainText('Загрузите фото в формате JPG или PNG');
});

test('the call-back submit button uses the page font, not the browser’s', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
  const submit = page.getByTestId('call-back-submit');
  await expect(submit).toBeVisible();
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect(submit).toHaveCSS('font-family', bodyFont);
  await expect(page.getByRole('dialog').getByLabel('Мобильный телефон')).toHaveCSS('font-family', bodyFont);
});

// Issue 11 defect 4: a phone written with a leading 8 («8 912 345-67-89», «89123456789»,
// «8 (912) 345-67-89») became +7 (891) 234-56-78 in every phone field. Typed digit by digit,
// pasted, or filled in at once (as autofill does), it must be +7 (912) 345-67-89; ten digits
// (8001234567) keep requirements §5: +7 (800) 123-45-67.
import { expect, test, type Locator, type Page } from '@playwright/test';

const SPELLINGS = ['8 912 345-67-89', '89123456789', '8 (912) 345-67-89'];
const EXPECTED = '+7 (912) 345-67-89';

type Way = 'typed' | 'pasted' | 'autofilled';

async function enter(page: Page, field: Locator, text: string, way: Way) {
  await field.fill('');
  await field.focus();
  if (way === 'typed') await field.pressSequentially(text);
  else if (way === 'autofilled') await field.fill(text);
  else {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.keyboard.press('ControlOrMeta+V');
  }
}

async function checkSpellings(page: Page, field: Locator) {
  for (const way of ['typed', 'pasted', 'autofilled'] as const) {
    for (const text of SPELLINGS) {
      await enter(page, field, text, way);
      await expect(field, `${way} «${text}»`).toHaveValue(EXPECTED);
    }
    // The 8 of a ten-digit number is the number's own first digit (requirements §5).
    await enter(page, field, '8001234567', way);
    await expect(field, `${way} «8001234567»`).toHaveValue('+7 (800) 123-45-67');
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
});

test('login: a phone with a leading 8 is read as the whole number', async ({ page }) => {
  await page.goto('/login');
  await checkSpellings(page, page.locator('#login-phone'));
});

test('registration: a phone with a leading 8 is read as the whole number', async ({ page }) => {
  await page.goto('/registration');
  await checkSpellings(page, page.locator('#reg-phone'));
});

test('call-back: a phone with a leading 8 is read as the whole number, and 800… keeps the SPEC message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' });
  const phone = dialog.getByLabel('Мобильный телефон');
  await expect(phone).toBeVisible();
  await checkSpellings(page, phone);
  await phone.blur();
  await expect(dialog.getByTestId('call-back-phone-error')).toHaveText('Номер телефона должен начинаться с +7 9');
  await enter(page, phone, '8 912 345-67-89', 'pasted');
  await phone.blur();
  await expect(dialog.getByTestId('call-back-phone-error')).toBeEmpty();
});

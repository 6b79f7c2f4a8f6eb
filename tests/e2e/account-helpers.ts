// Helpers of the account specs: a client of its own (so no other test's demo client changes) and
// the codes the sandbox sent (/dev/outbox.json, newest last).
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_HEADERS } from './shell-helpers';

export interface OutboxMessage {
  to: string;
  code: string;
  text: string;
}

export const CLIENT_PASSWORD = 'Secret-2026';
export const CLIENT_BIRTH_DATE = '1990-04-12';

/** A fresh 10-digit national number (9XXXXXXXXX). */
/** The smallest PNG (1×1): a card photo the server accepts. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a3bb0000000049454e44ae426082', 'hex');

export const freshNational = (): string => `9${String(Date.now()).slice(-9)}`;

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[];
  return messages.filter((m) => m.to === to);
}

/** Registers `phone` (11 digits) through the API up to the confirmed SMS code; answers the token. */
export async function registerClient(request: APIRequestContext, phone: string): Promise<{ Token: string; Expires: string }> {
  const started = await request.post('/api/Account/Registration', {
    headers: API_HEADERS,
    data: {
      Phone: phone,
      Password: CLIENT_PASSWORD,
      LastName: 'Смирнова',
      FirstName: 'Ольга',
      BirthDate: CLIENT_BIRTH_DATE,
      Email: `olga${phone}@example.ru`,
      AcceptAgreements: true,
      CaptchaToken: '',
    },
  });
  expect(started.status()).toBe(200);
  const code = (await outbox(request, phone)).at(-1)?.code;
  const confirmed = await request.post('/api/Account/Registration/Confirm', { headers: API_HEADERS, data: { Phone: phone, Code: code } });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as { Token: string; Expires: string };
}

/** Puts a token where the SPA reads it. */
export async function useToken(context: BrowserContext, baseURL: string, token: { Token: string; Expires: string }): Promise<void> {
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'auth_token', value: token.Token, domain: hostname, path: '/', expires: Math.floor(Date.parse(token.Expires) / 1000), secure: true },
  ]);
}

/** The newest code sent to `to` whose text mentions `about` ('восстановление', 'регистрация' …), once it is there. */
export async function codeFor(request: APIRequestContext, to: string, about: string): Promise<string> {
  let code = '';
  await expect(async () => {
    code = (await outbox(request, to)).filter((m) => m.text.includes(about)).at(-1)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  return code;
}

/** From the recovery screen to the code screen: phone and birth date of a registerClient client, code by SMS. */
export async function recoverBySmsToCodeScreen(page: Page, national: string): Promise<void> {
  await page.locator('#recovery-phone').pressSequentially(national);
  await page.locator('#recovery-birth-day').pressSequentially(CLIENT_BIRTH_DATE.split('-').reverse().join(''));
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryMethod')).toBeVisible();
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryCode')).toBeVisible();
}

/** The first registration step's personal data as a new client types it, all but the password (never kept over a reload). */
export async function fillPersonalData(page: Page, national: string): Promise<void> {
  await page.locator('#reg-phone').pressSequentially(national);
  await page.locator('#reg-last-name').fill('Тестова');
  await page.locator('#reg-first-name').fill('Анна');
  await page.locator('#reg-birth-date').pressSequentially('12041990');
  await page.locator('#reg-email').fill(`anna${national}@example.ru`);
  await page.locator('#reg-accept-rules').check();
  await page.locator('#reg-accept-personal-data').check();
}

/** The first registration step filled in as a new client would (not sent). */
export async function fillFirstRegistrationStep(page: Page, national: string): Promise<void> {
  await page.goto('/registration');
  await fillPersonalData(page, national);
  await page.locator('#reg-password').fill(CLIENT_PASSWORD);
}

/** The passport step filled in with the demo passport 4510 123456 (not sent). */
export async function fillPassportStep(page: Page): Promise<void> {
  await page.locator('#passport-number').pressSequentially('4510123456');
  await page.locator('#passport-issue-date').pressSequentially('20062015');
  await page.locator('#passport-department-code').pressSequentially('770001');
  await page.locator('#passport-issued-by').fill('ГУ МВД России по г. Москве');
  await page.locator('#passport-birth-place').fill('г. Москва');
}

/** The address step: a Moscow address picked from the suggestions, flat 12 (not sent). */
export async function fillAddressStep(page: Page): Promise<void> {
  await page.locator('#address-registration').fill('Москва Тверская');
  await page.getByTestId('address-registration-suggestions').getByRole('button').first().click();
  await page.locator('#address-registration-flat').fill('12');
}

/** The passport step filled in and sent. */
export async function submitPassportStep(page: Page): Promise<void> {
  await fillPassportStep(page);
  await page.getByTestId('step-submit').click();
}

/** A signed-in new client to whom the sandbox has offered the new general conditions: its phone and the document's id. */
export async function clientWithDocument(page: Page, baseURL: string): Promise<{ phone: string; id: number }> {
  const national = freshNational();
  await useToken(page.context(), baseURL, await registerClient(page.request, `7${national}`));
  const offered = await page.request.post(`${baseURL}/sandbox/agreements/terms-update`, { data: { Phone: `7${national}` } });
  expect(offered.status()).toBe(200);
  return { phone: `7${national}`, id: ((await offered.json()) as { Id: number }).Id };
}

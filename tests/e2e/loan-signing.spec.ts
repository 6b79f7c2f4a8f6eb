// Issue 11: defect 1 (no loan without the client's signature; the server's refusal is shown),
// defect 2 (the calculator's number is the loan's number) and defect 6 (a blocked client is told
// so before any step; an application carries the amount and term the client chose).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signingCode } from './outbox-helpers';
import { DEMO_PASSWORD } from './shell-helpers';
import { newSignedInClient } from './payment-helpers';

const STEPS = ['REGISTRATION', 'PASSPORT_REGISTRATION', 'ADDRESS_REGISTRATION', 'BANK_CARD_REGISTRATION', 'BANK_CARD_PHOTO_REGISTRATION', 'EMPLOYMENT_REGISTRATION', 'SCORING'];

interface Loan {
  Id: number;
  Status: number;
  ExpenseToPay: { ExpenseType: number; ExpenseAmount: number }[];
}

/** A new client made through the API (each test its own phone), signed in in the browser. */
async function newClient(context: BrowserContext, baseURL: string) {
  const { phone, headers } = await newSignedInClient(context, baseURL);
  const loans = async (): Promise<Loan[]> => (await (await context.request.get(`${baseURL}/api/Loans?inActualState=false&v=1`, { headers })).json()) as Loan[];
  return { phone, loans };
}

/** The registration as the browser keeps it, at the application step with the chosen loan. */
async function atScoringStep(page: Page, choice: { amount: number; term: number }) {
  const data = {
    steps: STEPS.map((stepName) => ({ stepName, data: stepName === 'REGISTRATION' ? choice : {} })),
    currentStep: 'SCORING',
    stepCount: 5,
    bankCardId: null,
    scoringRequestId: null,
    skipRegistrationCheckStep: false,
    scoringStatus: 'not_started',
  };
  await page.evaluate((stored) => localStorage.setItem('registration.v1', stored), JSON.stringify({ version: 1, data }));
  await page.goto('/registration');
}

const sumOf = (loan: Loan) => loan.ExpenseToPay.reduce((sum, e) => sum + e.ExpenseAmount, 0);
const rubText = (kopecks: number) => `${(kopecks / 100).toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`;

test('defect 1: an approved application is an offer; only the SMS code issues the loan; a second application shows the server\'s reason', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const client = await newClient(context, baseURL!);
  await atScoringStep(page, { amount: 10_000, term: 10 });

  await expect(page.getByTestId('offer-terms')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Деньги отправлены на вашу карту')).toHaveCount(0);
  await expect(page.getByTestId('offer-amount')).toHaveText('10\u00a0000\u00a0₽');
  expect((await client.loans()).map((l) => l.Status)).toEqual([3]);

  // No code before the consent.
  await expect(page.getByTestId('offer-request-code')).toBeDisabled();
  await page.getByTestId('offer-consent').check();
  await page.getByTestId('offer-request-code').click();
  const code = await signingCode(request, client.phone);
  const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  await page.getByTestId('offer-code').fill(wrong);
  await page.getByTestId('offer-sign').click();
  await expect(page.getByTestId('offer-error')).toHaveText('Неверный код. Осталось попыток: 2');
  expect((await client.loans()).map((l) => l.Status)).toEqual([3]);

  await page.getByTestId('offer-code').fill(code);
  await page.getByTestId('offer-sign').click();
  await expect(page.getByTestId('loan-issued')).toHaveText('Договор подписан. Деньги отправлены на вашу карту.');
  expect((await client.loans()).map((l) => l.Status)).toEqual([4]);

  // Applying again: the server refuses, and its own message is shown.
  await atScoringStep(page, { amount: 10_000, term: 10 });
  await expect(page.getByTestId('scoring-error')).toHaveText('Сначала погасите действующий заём', { timeout: 20_000 });
});

test('defect 2: the calculator\'s number is the offer\'s and the issued loan\'s; the 0 % stops at 15 000 ₽ and 21 days', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const calculator = page.getByTestId('calculator');
  const amount = calculator.locator('input[type="range"]').first();
  const term = calculator.locator('input[type="range"]').nth(1);
  await expect(amount).toBeEnabled();
  await amount.fill('30000');
  await term.fill('21');
  await expect(page.getByTestId('calc-psk')).not.toHaveText(/^0,000/);
  await expect(page.getByTestId('calc-repay')).toHaveText(rubText(3_000_000 + 504_000));
  await amount.fill('15000');
  await term.fill('20');
  await expect(page.getByTestId('calc-amount')).toHaveText('15\u00a0000\u00a0₽');
  const shown = await page.getByTestId('calc-repay').innerText();

  const client = await newClient(context, baseURL!);
  await atScoringStep(page, { amount: 15_000, term: 20 });
  await expect(page.getByTestId('offer-total')).toHaveText(shown, { timeout: 20_000 });
  await page.getByTestId('offer-consent').check();
  await page.getByTestId('offer-request-code').click();
  await page.getByTestId('offer-code').fill(await signingCode(request, client.phone));
  await page.getByTestId('offer-sign').click();
  await expect(page.getByTestId('loan-issued')).toBeVisible();
  const [loan] = await client.loans();
  expect(rubText(sumOf(loan!))).toBe(shown);
});

test('defect 1: a client who left the scoring step signs the offer in the cabinet', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const client = await newClient(context, baseURL!);
  await atScoringStep(page, { amount: 5_000, term: 7 });
  await expect(page.getByTestId('offer-terms')).toBeVisible({ timeout: 20_000 });

  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('offer-amount')).toHaveText('5\u00a0000\u00a0₽');
  await page.getByTestId('offer-consent').check();
  await page.getByTestId('offer-request-code').click();
  await page.getByTestId('offer-code').fill(await signingCode(request, client.phone));
  await page.getByTestId('offer-sign').click();
  await expect(page.getByTestId('loan-issued')).toBeVisible();
  expect((await client.loans()).map((l) => l.Status)).toEqual([4]);
});

async function logIn(page: Page, national: string) {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially(national);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
}

test('defect 6: a blocked client is told so with the reasons, before any step', async ({ page }) => {
  await logIn(page, '9000000005');
  await expect(page.getByTestId('application-blocked')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('block-reasons')).toContainText('Учётная запись заморожена. Обратитесь в службу поддержки');
  await expect(page.getByTestId('progress-caption')).toHaveCount(0);
  await expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toHaveCount(0);
});

test('defect 6: a client who chose nothing is asked to choose; the step shows the choice, with a way to change it', async ({ page }) => {
  await logIn(page, '9000000003');
  // requirements §2.5 rule 3: a new client goes back to the bank-card step.
  await expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('carried-choice')).toHaveCount(0);
  const editor = page.getByTestId('choice-editor');
  await expect(editor).toBeVisible();
  await editor.locator('input[type="range"]').first().fill('7000');
  await editor.locator('input[type="range"]').nth(1).fill('12');
  await page.getByTestId('choice-save').click();
  await expect(page.getByTestId('carried-choice')).toHaveText('Выбрано: 7\u00a0000\u00a0₽ на 12\u00a0дней');
  await page.getByTestId('choice-change').click();
  await expect(editor).toBeVisible();
});

test("minor: the card step's title, text and button do not touch", async ({ page }) => {
  await logIn(page, '9000000003');
  await expect(page.getByTestId('link-card')).toBeVisible({ timeout: 15_000 });
  const step = page.getByTestId('step-BANK_CARD_REGISTRATION');
  const title = await step.getByRole('heading').boundingBox();
  const text = await step.locator('p').first().boundingBox();
  const button = await page.getByTestId('link-card').boundingBox();
  expect(text!.y - (title!.y + title!.height)).toBeGreaterThanOrEqual(8);
  expect(button!.y - (text!.y + text!.height)).toBeGreaterThanOrEqual(8);
});

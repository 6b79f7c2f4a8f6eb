// Steps of the payment journeys: a new client with an issued loan (through the API: apply, the
// sandbox scoring, the SMS signature), its loan answers, and the sandbox provider's card page.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signingCode } from './outbox-helpers';
import { API_HEADERS } from './shell-helpers';

/** Kopecks as the screens write roubles: «1\u00a0500\u00a0₽», «2\u00a0345,67\u00a0₽». */
export const rub = (kopecks: number) => `${(kopecks / 100).toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`;

export interface LoanClient {
  phone: string;
  loanId: number;
  /** GETs an /api path with the client's token. */
  get: <T = unknown>(path: string) => Promise<T>;
}

/** A client of its own (fresh phone, made through the API), signed in in the browser; the headers call the API as the client. */
export async function newSignedInClient(context: BrowserContext, baseURL: string): Promise<{ phone: string; headers: Record<string, string> }> {
  const phone = `79${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
  const made = await context.request.post(`${baseURL}/api/Account/RegisterUser`, { headers: API_HEADERS, data: { Phone: phone, Password: 'Secret-2026', CaptchaToken: '' } });
  expect(made.status()).toBe(200);
  const { Token, Expires } = (await made.json()) as { Token: string; Expires: string };
  await context.addCookies([{ name: 'auth_token', value: Token, domain: new URL(baseURL).hostname, path: '/', expires: Math.floor(Date.parse(Expires) / 1000) }]);
  return { phone, headers: { ...API_HEADERS, Authorization: `Bearer ${Token}` } };
}

/** A client of its own (fresh phone) with a loan of `rubles` issued, signed in in the browser. */
export async function clientWithLoan(context: BrowserContext, baseURL: string, rubles = 10_000): Promise<LoanClient> {
  return clientWithOffer(context, baseURL, rubles, { sign: true });
}

/** A client of its own whose application of `rubles` is approved: the offer waits for the SMS signature (unless `sign`). */
export async function clientWithOffer(context: BrowserContext, baseURL: string, rubles = 10_000, { sign = false } = {}): Promise<LoanClient> {
  const { phone, headers } = await newSignedInClient(context, baseURL);
  const request = context.request;
  const get = async <T,>(path: string) => (await (await request.get(`${baseURL}${path}`, { headers })).json()) as T;
  const post = (path: string, data: unknown) => request.post(`${baseURL}${path}`, { headers, data });
  const applied = await post('/api/Loans/RequestScoringAnswer', { Amount: rubles * 100, Term: 20 });
  expect(applied.status()).toBe(200);
  const { Id } = (await applied.json()) as { Id: number };
  let loanId = 0;
  // The sandbox scoring answers after its delay (SCORING_DELAY_MS).
  await expect(async () => {
    const answer = await get<{ Status: string; LoanId: number | null }>(`/api/Loans/CheckScoringAnswer/${Id}`);
    expect(answer.Status).toBe('approved');
    loanId = answer.LoanId!;
    // Asked every 200 ms: the answer is there a moment after the delay, not a second after.
  }).toPass({ timeout: 15_000, intervals: [100, 200] });
  if (sign) {
    expect((await post('/api/Loans/SmsCodeOnGetLoan', { LoanId: loanId })).status()).toBe(200);
    expect((await post('/api/Loans/AcceptLoanByClient', { LoanId: loanId, Code: await signingCode(request, phone) })).status()).toBe(200);
  }
  return { phone, loanId, get };
}

interface Expense {
  ExpenseAmount: number;
}

/** What every answer about the loan says is owed, and what was paid. */
export async function loanAnswers(client: LoanClient) {
  const sum = (list: Expense[]) => list.reduce((s, e) => s + e.ExpenseAmount, 0);
  const id = client.loanId;
  const [loan, toPay, next, balance, schedule, payments] = await Promise.all([
    client.get<{ Status: number; ExpenseToPay: Expense[] }>(`/api/Loans/${id}`),
    client.get<Expense[]>(`/api/Loans/${id}/ExpensesToPay`),
    client.get<{ PaymentAmount: number }>(`/api/Loans/${id}/NextPayment`),
    client.get<{ Total: number }>(`/api/Loans/LoanBalance/${id}`),
    client.get<{ Total: number }[]>(`/api/Loans/${id}/GetLoanSchedule`),
    client.get<{ Amount: number }[]>(`/api/Loans/${id}/Payments`),
  ]);
  return {
    status: loan.Status,
    owed: [sum(loan.ExpenseToPay), sum(toPay), next.PaymentAmount, balance.Total],
    schedule: schedule.map((r) => r.Total),
    paid: payments.map((p) => p.Amount),
  };
}

/** Fills the sandbox provider's card page and picks what the bank answers. */
export async function payOnProviderPage(page: Page, outcome: 'Оплата проходит' | 'Оплата проходит, уведомление приходит через 5 секунд' | 'Нужно подтверждение 3-D Secure' | 'Банк отклоняет: недостаточно средств') {
  await expect(page.getByText('песочница', { exact: true })).toBeVisible();
  await page.locator('#pan').fill('2200 0000 0000 4242');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

/** From the payment screen: a partial amount (roubles) or the whole debt, then the method, then pay. */
export async function startPayment(page: Page, amount: number | 'full', method: 'Картой через SBC' | 'Картой через Тинькофф' | 'Через СБП из приложения банка') {
  await expect(page.getByTestId('payment-state-amount')).toBeVisible({ timeout: 15_000 });
  if (amount === 'full') await page.getByRole('radio', { name: /Погасить заём полностью/ }).check();
  else {
    await page.getByRole('radio', { name: 'Другая сумма' }).check();
    await page.getByLabel('Сумма, ₽').fill(String(amount));
  }
  await page.getByTestId('payment-amount-next').click();
  await page.getByRole('radio', { name: method }).check();
}

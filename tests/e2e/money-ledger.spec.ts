// Issue 26, "Must show 2": one truth for a loan's debt, as clients see it. Client 07 (nine days
// overdue) sees the penalty as a line of «К оплате» and pays exactly that; client 01 repays in full
// on day 10 of 30 and pays less than the contract's «Сумма к возврату» (interest for the days
// used); client 10 prolongs after a partial payment at the price of the principal left, and the
// original contract stays as signed while the prolongation agreement is a PDF of its own.
// On a server of its own: these journeys close and prolong demo loans other specs read.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { formatRub } from '../../src/domain/money';
import { outboxCode } from './money-helpers';
import { payOnProviderPage, startPayment } from './payment-helpers';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

let node: SpawnedNode;
test.beforeAll(async () => {
  node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf' });
});
test.afterAll(() => killAllNodes());

interface Expense {
  ExpenseType: number;
  ExpenseAmount: number;
  Name?: string;
}
interface Loan {
  Id: number;
  Status: number;
  Offer: { Total: number; Interest: number; Fees?: { Amount: number }[] } | null;
}

/** Signs a demo client in (API), puts the token where the SPA reads it, and reads the API with it. */
async function demoClient(context: BrowserContext, phone: string) {
  const response = await context.request.post(`${node.base}/api/Account/Login`, { headers: API_HEADERS, data: { Phone: phone, Password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const { Token, Expires } = (await response.json()) as { Token: string; Expires: string };
  await context.addCookies([{ name: 'auth_token', value: Token, domain: new URL(node.base).hostname, path: '/', expires: Math.floor(Date.parse(Expires) / 1000) }]);
  const headers = { ...API_HEADERS, Authorization: `Bearer ${Token}` };
  const get = async <T,>(path: string) => (await (await context.request.get(`${node.base}${path}`, { headers })).json()) as T;
  const bytes = async (path: string) => {
    const res = await context.request.get(`${node.base}${path}`, { headers });
    expect(res.headers()['content-type']).toContain('application/pdf');
    return res.body();
  };
  const loan = (await get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4 || l.Status === 5)!;
  return { get, bytes, loan };
}

const total = (list: Expense[]) => list.reduce((s, e) => s + e.ExpenseAmount, 0);

/** Pays on the payment screen and waits for the result; answers what the loan's payments now add up to. */
async function pay(page: Page, loanId: number, amount: number | 'full') {
  await page.goto(`/lk/payment?loanId=${loanId}`);
  await startPayment(page, amount, 'Картой через SBC');
  await page.getByTestId('payment-pay').click();
  await payOnProviderPage(page, 'Оплата проходит');
  await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 15_000 });
}

test('client 07, nine days overdue, sees the penalty as a line of «К оплате» and pays exactly that amount', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const page = await context.newPage();
  const { get, loan } = await demoClient(context, '79000000007');
  const owed = await get<Expense[]>(`/api/Loans/${loan.Id}/ExpensesToPay`);
  const penalty = owed.find((e) => e.Name === 'Пени')!;
  // 7 000 ₽ × 0,05 % a day × 9 days.
  expect(penalty).toEqual({ ExpenseType: 4, ExpenseAmount: 3_150, Name: 'Пени' });

  await page.goto('/lk/Dashboard');
  const card = page.getByTestId('active-loan');
  await expect(card.getByTestId('loan-expired')).toContainText('Заём просрочен на 9 дней');
  await expect(card.getByTestId('expense-penalty')).toHaveText(formatRub(3_150));
  await expect(card.getByTestId('amount-to-pay')).toHaveText(formatRub(total(owed)));

  await page.goto(`/lk/payment?loanId=${loan.Id}`);
  await expect(page.getByTestId('payment-full')).toHaveText(formatRub(total(owed)));
  await pay(page, loan.Id, 'full');
  const payments = await get<{ Amount: number }[]>(`/api/Loans/${loan.Id}/Payments`);
  expect(payments.map((p) => p.Amount)).toEqual([total(owed)]);
  expect((await get<Loan>(`/api/Loans/${loan.Id}`)).Status).toBe(7);
  await context.close();
});

test('client 01 repays in full on day 10 of 30: the interest of ten days, less than the contract\'s «Сумма к возврату»', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const page = await context.newPage();
  const { get, loan } = await demoClient(context, '79000000001');
  const offer = loan.Offer!;
  await page.goto(`/lk/loans/${loan.Id}`);
  await page.getByTestId('loan-documents').locator('summary', { hasText: 'Индивидуальные условия' }).click();
  await expect(page.getByTestId('loan-documents')).toContainText(`Сумма к возврату${formatRub(offer.Total)}`);

  const history = await get<{ Date: string; Total: number }[]>(`/api/Loans/${loan.Id}/DailyHistory`);
  expect(history).toHaveLength(11); // the day of issue and ten days of use
  const fees = (offer.Fees ?? []).reduce((s, f) => s + f.Amount, 0);
  const daily = offer.Interest / 30;
  const owed = 1_000_000 + 10 * daily + fees;
  expect(history.at(-1)!.Total).toBe(owed);
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('amount-to-pay')).toHaveText(formatRub(owed));

  await pay(page, loan.Id, 'full');
  const paid = (await get<{ Amount: number }[]>(`/api/Loans/${loan.Id}/Payments`)).reduce((s, p) => s + p.Amount, 0);
  expect(paid).toBe(owed);
  expect(paid).toBeLessThan(offer.Total);
  expect((await get<Loan>(`/api/Loans/${loan.Id}`)).Status).toBe(7);
  await context.close();
});

test('client 10 pays 1 000 ₽, then prolongs at the price of the principal left; the contract stays as signed, the agreement is a PDF of its own', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const page = await context.newPage();
  const { get, bytes, loan } = await demoClient(context, '79000000010');
  const contractBefore = await bytes(`/api/Loans/${loan.Id}/Contract`);

  await pay(page, loan.Id, 1_000);
  const principal = (await get<Expense[]>(`/api/Loans/${loan.Id}/ExpensesToPay`)).find((e) => e.ExpenseType === 1)!.ExpenseAmount;
  // A first loan at 0 %: no interest has accrued, the 1 000 ₽ goes to the principal.
  expect(principal).toBe(500_000 - 100_000);
  const price = Math.floor((principal * 8) / 1000) * 17;

  await page.goto(`/lk/loans/${loan.Id}/prolongation`);
  await page.getByLabel(/Срок продления/).fill('17');
  // The price to pay is the interest owed by the new due date; the added days' share is the agreement's row.
  const offer = await get<{ Fee: number }>(`/api/Loans/${loan.Id}/ProlongedInfo?days=17`);
  expect(offer.Fee).toBe(price);
  await expect(page.getByTestId('prolongation-fee')).toHaveText(formatRub(offer.Fee));
  await page.getByTestId('prolongation-next').click();
  await expect(page.getByTestId('prolongation-agreement').getByRole('region')).toContainText(`Проценты за дни продления${formatRub(price)}`);
  await page.getByTestId('prolongation-consent').check();
  const before = new Date().toISOString();
  await page.getByTestId('prolongation-request-code').click();
  await page.getByLabel('Код из SMS').fill(await outboxCode(context.request, '79000000010', 'продление займа', before));
  await page.getByTestId('prolongation-sign').click();
  await expect(page.getByTestId('prolongation-new-due')).toBeVisible();

  // The contract is byte for byte the one signed; the prolongation has its own signed document.
  expect((await bytes(`/api/Loans/${loan.Id}/Contract`)).equals(contractBefore)).toBe(true);
  const documents = await get<{ Name: string; Url: string }[]>(`/api/Loans/AgreementList?loanId=${loan.Id}`);
  const additional = documents.find((d) => d.Url.includes('/ProlongationAgreement/'))!;
  expect(additional.Name).toBe(`Дополнительное соглашение о продлении срока возврата займа по договору № ${loan.Id}`);
  expect((await bytes(additional.Url)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.goto(`/lk/loans/${loan.Id}`);
  await expect(page.getByTestId('loan-prolongation-agreement')).toHaveText(`${additional.Name} (PDF)`);
  await expect(page.getByTestId('loan-prolongations')).toContainText('подписано');
  await context.close();
});

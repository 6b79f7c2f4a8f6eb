// Issue 47, Must show 4: a prolongation paid from its screen («Оплатить N ₽») leaves only the
// principal owed at the new due date. Its own node: the sandbox clock moves client 10's loan.
import { expect, test } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { formatRub } from '../../src/domain/money';
import { MONEY_PHONE, outboxCode, signInMoneyClient } from './money-helpers';
import { payOnProviderPage } from './payment-helpers';

interface Loan {
  Id: number;
  Status: number;
  DueDate: string;
}
interface Expense {
  ExpenseType: number;
  ExpenseAmount: number;
}

let node: SpawnedNode;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf' });
});
test.afterAll(() => killAllNodes());

test('client 10 prolongs by 10 days and pays the price on the prolongation screen: at the new due date only the principal is owed', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const page = await context.newPage();
  const client = await signInMoneyClient(context, node.base);
  const loan = (await client.get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
  const principal = (await client.get<Expense[]>(`/api/Loans/${loan.Id}/ExpensesToPay`)).find((e) => e.ExpenseType === 1)!.ExpenseAmount;

  await page.goto(`/lk/loans/${loan.Id}/prolongation`);
  await page.getByLabel(/Срок продления/).fill('10');
  const offer = await client.get<{ Fee: number; NewDueDate: string }>(`/api/Loans/${loan.Id}/ProlongedInfo?days=10`);
  await expect(page.getByTestId('prolongation-fee')).toHaveText(formatRub(offer.Fee));
  await page.getByTestId('prolongation-next').click();
  await page.getByTestId('prolongation-consent').check();
  const before = new Date().toISOString();
  await page.getByTestId('prolongation-request-code').click();
  await page.getByLabel('Код из SMS').fill(await outboxCode(context.request, MONEY_PHONE, 'продление займа', before));
  await page.getByTestId('prolongation-sign').click();

  await page.getByTestId('prolongation-pay').click();
  await expect(page.getByTestId('payment-state-method')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-amount')).toHaveText(formatRub(offer.Fee));
  await page.getByRole('radio', { name: 'Картой через SBC' }).check();
  await page.getByTestId('payment-pay').click();
  await payOnProviderPage(page, 'Оплата проходит');
  await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 15_000 });

  // The days until the new due date pass (Moscow dates: UTC+3).
  const moscowToday = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(offer.NewDueDate) - Date.parse(moscowToday)) / 86_400_000);
  const moved = await context.request.post(`${node.base}/sandbox/clock`, { data: { Phone: MONEY_PHONE, Days: days } });
  expect(moved.status()).toBe(200);
  const atDue = (await client.get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Id === loan.Id)!;
  expect(atDue.Status).toBe(4);
  const owed = await client.get<Expense[]>(`/api/Loans/${loan.Id}/ExpensesToPay`);
  expect(owed.filter((e) => e.ExpenseAmount > 0).map((e) => [e.ExpenseType, e.ExpenseAmount])).toEqual([[1, principal]]);
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('amount-to-pay')).toHaveText(formatRub(principal));
  await context.close();
});

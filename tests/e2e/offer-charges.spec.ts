// Issue 47, "Must show 2": demo client 01's contract carries a 150 ₽ commission and a 99 ₽ paid
// service. The loan page lists every charge by name and amount, and they add up to «Вернуть»; the
// client refuses the service there and the debt falls by 99 ₽; the contract PDF's first page has
// the ПСК in % and in ₽ in frames at the top right, above the cap condition, the rate and the
// table (text positions read with pdfjs-dist). On a server of its own: the refusal changes client 01.
import { expect, test } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { formatRub } from '../../src/domain/money';
import { signInMoneyClient } from './money-helpers';
import { pageText, placeOf } from './pdf-text';

let node: SpawnedNode;
test.beforeAll(async () => {
  node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf' });
});
test.afterAll(() => killAllNodes());

const CLIENT_01 = '79000000001';
interface Fee {
  Id: number;
  Name: string;
  Amount: number;
  IsService: boolean;
}
interface Offer {
  Amount: number;
  Interest: number;
  Fees: Fee[];
  Total: number;
  Psk: number;
  PskAmount: number;
}
interface Loan {
  Id: number;
  Status: number;
  Offer: Offer | null;
}
const spaces = (s: string) => s.replace(/\s+/g, ' ');

test('client 01: the loan page names every charge and they add up to «Вернуть»; refusing the 99 ₽ service lowers the debt by 99 ₽', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const page = await context.newPage();
  const { get } = await signInMoneyClient(context, node.base, CLIENT_01);
  const loan = (await get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
  const offer = loan.Offer!;
  await page.goto(`/lk/loans/${loan.Id}`);
  const charges = page.getByTestId('loan-charges');
  await expect(charges.getByTestId('offer-fee-name')).toHaveText(['Комиссия за SMS-информирование о платежах', 'Услуга «Кредитный рейтинг»']);
  await expect(charges.getByTestId('offer-fee-amount').first()).toHaveText(formatRub(15_000));
  await expect(charges.getByTestId('offer-fee-amount').nth(1)).toContainText(formatRub(9_900));
  await expect(charges.getByTestId('offer-amount')).toHaveText(formatRub(1_000_000));
  await expect(charges.getByTestId('offer-interest')).toHaveText(formatRub(offer.Interest));
  await expect(charges.getByTestId('offer-total')).toHaveText(formatRub(offer.Total));
  // What the page lists adds up to what it asks back, to the kopeck.
  expect(offer.Amount + offer.Interest + 15_000 + 9_900).toBe(offer.Total);

  const owed = async () => (await get<{ ExpenseAmount: number }[]>(`/api/Loans/${loan.Id}/ExpensesToPay`)).reduce((s, e) => s + e.ExpenseAmount, 0);
  const before = await owed();
  await charges.getByTestId('service-refuse').click();
  await expect(charges).toContainText(`Долг по займу уменьшится на ${formatRub(9_900)}.`);
  await charges.getByTestId('service-refusal-confirm').click();
  await expect(charges.getByTestId('service-refused')).toContainText(`${formatRub(9_900)} вычтены из долга по займу.`);
  expect(await owed()).toBe(before - 9_900);
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('amount-to-pay')).toHaveText(formatRub(before - 9_900));
  await context.close();
});

test('client 01: the contract PDF\'s first page has the ПСК in % and in ₽ in frames at the top right, above the cap condition, the rate and the table', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: node.base });
  const { auth, get } = await signInMoneyClient(context, node.base, CLIENT_01);
  const loan = (await get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4 || l.Status === 7)!;
  const offer = loan.Offer!;
  const res = await context.request.get(`${node.base}/api/Loans/${loan.Id}/Contract`, { headers: auth });
  expect(res.headers()['content-type']).toContain('application/pdf');
  const { width, items } = await pageText(new Uint8Array(await res.body()));
  const lines = items.map((i) => ({ ...i, str: spaces(i.str) }));

  const percentValue = placeOf(lines, spaces(`${offer.Psk.toLocaleString('ru-RU', { minimumFractionDigits: 3 })} %`));
  const roublesValue = placeOf(lines, spaces(formatRub(offer.PskAmount)));
  expect(offer.PskAmount).toBe(offer.Total - offer.Amount);
  const frameTitles = lines.filter((i) => i.str.startsWith('ПОЛНАЯ СТОИМОСТЬ'));
  expect(frameTitles).toHaveLength(2);
  for (const mark of [percentValue, roublesValue, ...frameTitles]) {
    expect(mark.x, mark.str).toBeGreaterThan(width / 3); // the right part of the page
    expect(mark.y, mark.str).toBeLessThan(240); // its top
  }
  expect(roublesValue.x).toBeGreaterThan(percentValue.x);
  const cap = placeOf(lines, '130 %');
  const rate = placeOf(lines, /^Процентная ставка: .* годовых \(.* в день\)$/);
  const table = placeOf(lines, 'Сумма займа:');
  expect(cap.y).toBeGreaterThan(Math.max(percentValue.y, roublesValue.y));
  expect(rate.y).toBeGreaterThan(cap.y);
  expect(table.y).toBeGreaterThan(rate.y);
  await context.close();
});

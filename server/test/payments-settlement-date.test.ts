// Issue 47, Must show 3: a payment counts on the day the client made it, and refunds never race the
// ledger. Through the acquirers' protocols and the sandbox stand-ins: a payment accepted at 23:58
// Moscow time on the due date whose notice is processed at 00:01 leaves nothing owed and no penalty;
// a «погасить полностью» intent paid after midnight closes the loan with the night's interest written
// off (shown in the day-by-day history); reconciliation that finds the payment confirmed between its
// read and its Cancel keeps it (no refund) and credits the loan; a REFUND notice (a refund or
// chargeback made at the bank) reopens the debt and tells the client, once. Runs on SQLite and, with
// scripts/with-postgres.mjs, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { sandboxAcquiring, type Acquiring } from '../modules/payments/acquirers';
import { ABANDONED_AFTER_MS, reconcile } from '../modules/payments/reconcile';
import type { Transport } from '../providers';
import { bearer, call, serverPerFile, signIn } from './accounts-helpers';
import { clientWithLoan, notice, owed, sendCallback, startPayment, tinkoffNotice, type Auth } from './payment-helpers';

const server = serverPerFile(60_000);
const app = () => server().app;
const db = () => server().database.db;
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const get = async (auth: Auth, url: string) => (await call(app(), { url, headers: auth })).json();
const standIn = (orderId: number) => db().selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(orderId)).executeTakeFirstOrThrow();
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const serverSide = () => sandboxAcquiring(db(), (): Transport => async (url, body) => (await app().inject({ method: 'POST', url, payload: body })).json());

/** Moves the clock to a Moscow wall-clock time of a date (Moscow is UTC+3, no daylight saving). */
function setMoscowTime(date: string, time: string): void {
  clock.offsetMs = Date.parse(`${date}T${time}:00+03:00`) - Date.now();
}
/** The client signs in again after the clock moved (sessions lapse while days pass). */
const again = async (phone: string) => bearer(await signIn(app(), phone));
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface Day {
  Date: string;
  Penalty: number;
  Paid: number;
  WrittenOff: number;
  Charged: number;
  Total: number;
}

/** Starts a payment and answers how to finish it on the acquirer's page. */
async function intent(auth: Auth, loanId: number, amount: number, provider: 'SBC' | 'Tinkoff') {
  const started = await startPayment(app(), auth, { LoanId: loanId, Amount: amount, Provider: provider, ReturnUrl: `/lk/paymentCallback/${provider}` });
  expect(started.statusCode, started.body).toBe(200);
  const { PaymentId, Url } = started.json() as { PaymentId: number; Url: string };
  const session = new URL(Url, 'http://x').searchParams.get('session')!;
  return { id: PaymentId, submit: (outcome: string) => app().inject({ method: 'POST', url: `/sandbox/pay/${provider}`, ...form({ session, action: 'pay', outcome, last4: '4242' }) }) };
}

test('a payment accepted at 23:58 Moscow time on the due date and processed at 00:01 leaves nothing owed and no penalty', async () => {
  for (const provider of ['SBC', 'Tinkoff'] as const) {
    clock.offsetMs = 0;
    const phone = provider === 'SBC' ? '79007910001' : '79007910002';
    const { auth: first, loanId } = await clientWithLoan(app(), phone, 1_000_000, 20);
    const due = (await get(first, `/api/Loans/${loanId}`)).DueDate as string;
    setMoscowTime(due, '23:50');
    const auth = await again(phone);
    const debt = await owed(app(), auth, loanId);
    const payment = await intent(auth, loanId, debt, provider);
    setMoscowTime(due, '23:58');
    // The bank takes the money now; its notice of it comes after midnight.
    expect((await payment.submit('delayed')).statusCode).toBe(303);
    setMoscowTime(nextDay(due), '00:01');
    // Read after midnight, before the notice: overdue, a penalty charged.
    expect((await get(auth, `/api/Loans/${loanId}`)).Status).toBe(5);
    expect(await owed(app(), auth, loanId)).toBeGreaterThan(debt);
    expect((await get(auth, `/api/Payment/Check/${payment.id}`)).Status).toBe('succeeded');

    const loan = await get(auth, `/api/Loans/${loanId}`);
    expect([loan.Status, await owed(app(), auth, loanId)]).toEqual([7, 0]);
    const history = (await get(auth, `/api/Loans/${loanId}/DailyHistory`)) as Day[];
    expect(history.every((d) => d.Penalty === 0)).toBe(true);
    expect(history[history.length - 1]).toMatchObject({ Date: due, Paid: debt, Total: 0, WrittenOff: 0 });
    const [paid] = (await get(auth, `/api/Loans/${loanId}/Payments`)) as { PaidAt: string }[];
    // SBC tells when it accepted the payment; T-Bank does not, so it counts from the page's opening.
    expect(paid!.PaidAt.slice(0, 16)).toBe(new Date(`${due}T${provider === 'SBC' ? '23:58' : '23:50'}:00+03:00`).toISOString().slice(0, 16));
  }
});

test('a «погасить полностью» intent paid after midnight closes the loan; the night\'s interest is written off and shown', async () => {
  // 20 000 ₽ is beyond the 0 % first-loan promotion: interest accrues 0,8 % a day.
  const { auth: first, loanId } = await clientWithLoan(app(), '79007910003', 2_000_000, 20);
  const issued = ((await get(first, `/api/Loans/${loanId}/DailyHistory`)) as Day[])[0]!.Date;
  const day5 = new Date(Date.parse(`${issued}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
  setMoscowTime(day5, '23:50');
  const auth = await again('79007910003');
  const full = await owed(app(), auth, loanId);
  const payment = await intent(auth, loanId, full, 'SBC');
  setMoscowTime(nextDay(day5), '00:05');
  const nightInterest = (await owed(app(), auth, loanId)) - full;
  expect(nightInterest).toBe(16_000);
  expect((await payment.submit('success')).statusCode).toBe(303);

  expect((await get(auth, `/api/Loans/${loanId}`)).Status).toBe(7);
  expect(await owed(app(), auth, loanId)).toBe(0);
  const history = (await get(auth, `/api/Loans/${loanId}/DailyHistory`)) as Day[];
  expect(history[history.length - 1]).toMatchObject({ Date: nextDay(day5), Charged: nightInterest, Paid: full, WrittenOff: nightInterest, Total: 0 });
  const payments = (await get(auth, `/api/Loans/${loanId}/Payments`)) as { Amount: number; Reversed: number }[];
  expect(payments).toEqual([expect.objectContaining({ Amount: full, Reversed: 0 })]);
  const entries = await db().selectFrom('loan_payment').select(['kind', 'amount', 'description']).where('loan_id', '=', loanId).orderBy('id').execute();
  expect(entries.map((e) => [e.kind, e.amount])).toEqual([['payment', full], ['write-off', nightInterest]]);
  expect(entries[1]!.description).toContain('Списано кредитором');

  // A part-payment of the same evening is no full repayment: what the night accrued stays owed.
  clock.offsetMs = 0;
  const other = await clientWithLoan(app(), '79007910004', 2_000_000, 20);
  setMoscowTime(day5, '23:50');
  const otherAuth = await again('79007910004');
  const part = (await owed(app(), otherAuth, other.loanId)) - 100_000;
  const partPayment = await intent(otherAuth, other.loanId, part, 'SBC');
  setMoscowTime(nextDay(day5), '00:05');
  await partPayment.submit('success');
  expect(await owed(app(), otherAuth, other.loanId)).toBe(100_000 + 16_000);
});

test('reconciliation: a payment confirmed between its read and its Cancel is kept and credited, never refunded', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007910005');
  const before = await owed(app(), auth, loanId);
  const payment = await intent(auth, loanId, 40_000, 'Tinkoff');
  clock.offsetMs += ABANDONED_AFTER_MS + 60_000;
  const real = serverSide();
  let reads = 0;
  // The client pays on T-Bank's page right after reconciliation read the payment as unpaid.
  const racing: Acquiring = {
    ...real,
    of: (p) => ({
      ...real.of(p),
      getState: async (id) => {
        const state = await real.of(p).getState(id);
        if (++reads === 1) await db().updateTable('sandbox_acquiring').set({ status: 'CONFIRMED', accepted_at: clock.now().toISOString() }).where('order_id', '=', String(payment.id)).execute();
        return state;
      },
    }),
  };
  expect(await reconcile(db(), racing, silent, randomUUID())).toMatchObject({ ran: true, decided: 1, abandoned: 0 });
  expect(await standIn(payment.id)).toMatchObject({ status: 'CONFIRMED', refunded: 0 });
  expect(await get(auth, `/api/Payment/Check/${payment.id}`)).toMatchObject({ Status: 'succeeded', Refunded: 0 });
  expect(await owed(app(), auth, loanId)).toBe(before - 40_000);
});

test('a REFUND notice (a refund or chargeback made at the bank) reopens the debt and tells the client, once', async () => {
  // SBC: the whole repayment charged back after the loan was closed.
  const { auth, loanId } = await clientWithLoan(app(), '79007910006');
  const debt = await owed(app(), auth, loanId);
  const full = await intent(auth, loanId, debt, 'SBC');
  await full.submit('success');
  expect((await get(auth, `/api/Loans/${loanId}`)).Status).toBe(7);
  const refund = await call(app(), { method: 'POST', url: '/sandbox/acquiring/refund', payload: { PaymentId: full.id } });
  expect(refund.json()).toMatchObject({ Success: true, Refunded: debt, Status: 'REFUNDED' });
  expect((await get(auth, `/api/Loans/${loanId}`)).Status).toBe(4);
  expect(await owed(app(), auth, loanId)).toBe(debt);
  expect(await get(auth, `/api/Loans/${loanId}/Payments`)).toEqual([expect.objectContaining({ Amount: debt, Reversed: debt })]);
  const messages = (await get(auth, '/api/Info/messages')).Items as { Title: string; Text: string }[];
  const told = messages.filter((m) => m.Title === 'Платёж возвращён банком');
  expect(told).toHaveLength(1);
  expect(told[0]!.Text).toContain(`из платежа № ${full.id}`);
  // The same notice again (SBC retries) changes nothing.
  const again = await notice(db(), 'SBC', { PaymentId: full.id, Amount: debt, Status: 'refunded', Refunded: debt });
  expect((await sendCallback(app(), 'SBC', again)).statusCode).toBe(200);
  expect(await owed(app(), auth, loanId)).toBe(debt);
  expect(((await get(auth, '/api/Info/messages')).Items as { Title: string }[]).filter((m) => m.Title === 'Платёж возвращён банком')).toHaveLength(1);

  // T-Bank: a partial refund of a part-payment; its notice (no id, no total) repeated is one refund.
  const other = await clientWithLoan(app(), '79007910007');
  const before = await owed(app(), other.auth, other.loanId);
  const part = await intent(other.auth, other.loanId, 50_000, 'Tinkoff');
  await part.submit('success');
  expect(await owed(app(), other.auth, other.loanId)).toBe(before - 50_000);
  expect((await call(app(), { method: 'POST', url: '/sandbox/acquiring/refund', payload: { PaymentId: part.id, Amount: 20_000 } })).json()).toMatchObject({ Status: 'PARTIAL_REFUNDED' });
  expect(await owed(app(), other.auth, other.loanId)).toBe(before - 30_000);
  const repeated = await tinkoffNotice(db(), part.id, { Status: 'PARTIAL_REFUNDED', Amount: 20_000 });
  expect((await sendCallback(app(), 'Tinkoff', repeated)).body).toBe('OK');
  expect(await owed(app(), other.auth, other.loanId)).toBe(before - 30_000);
  expect(await get(other.auth, `/api/Loans/${other.loanId}/Payments`)).toEqual([expect.objectContaining({ Amount: 50_000, Reversed: 20_000 })]);
});

test("T-Bank's page takes the payment until the RedirectDueDate sent at Init (30 minutes), so a T-Bank payment was made within them", async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007910008');
  const started = await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000, Provider: 'Tinkoff', ReturnUrl: '/lk/paymentCallback/Tinkoff' });
  const { PaymentId, Url } = started.json() as { PaymentId: number; Url: string };
  const row = await standIn(PaymentId);
  expect(Math.abs(Date.parse(row.pay_until!) - (Date.parse(row.created_at) + 30 * 60_000))).toBeLessThan(5_000);
  clock.offsetMs += 29 * 60_000;
  expect((await app().inject({ url: Url })).statusCode).toBe(200);
  clock.offsetMs += 2 * 60_000;
  expect((await app().inject({ url: Url })).statusCode).toBe(404);
});

// Issue 14: one payment per intent (Idempotency-Key), signed provider notices that decide a
// payment once, rejected forgeries and replays (logged, nothing changed), another client's
// payment or loan is 404, and the loan's answers agree after every payment.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import { modules } from '../modules';
import { yieldEveryQuery } from './payment-helpers';
import { ApiError } from '../errors';
import { clock } from '../clock';
import { registerSettlement } from '../modules/payments';
import { bearer, call, DEMO, login } from './accounts-helpers';
import { clientWithLoan, notice, owed, sendCallback, startPayment, tinkoffNotice, type Auth } from './payment-helpers';
import { carryClientKey } from './client-key';
import { testServerEnv } from './real-providers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });
let built: BuiltServer;
const logLines: string[] = [];
beforeAll(async () => {
  // Every query yields to the event loop, so parallel requests really interleave (as on several API nodes).
  const interleaved = modules.map((m) => ({ ...m, handlers: m.handlers && ((ctx: Parameters<NonNullable<typeof m.handlers>>[0]) => m.handlers!({ ...ctx, db: yieldEveryQuery(ctx.db) })) }));
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent', ...testServerEnv() }), { logger: { write: (line) => void logLines.push(line) }, modules: interleaved });
  carryClientKey(built.app);
});
afterAll(async () => built.app.close());
afterEach(() => {
  clock.offsetMs = 0;
});
const app = () => built.app;
const db = () => built.database.db;
const paymentsOf = (loanId: number) => db().selectFrom('payment').selectAll().where('loan_id', '=', loanId).execute();
const loanPayments = (loanId: number) => db().selectFrom('loan_payment').selectAll().where('loan_id', '=', loanId).execute();

/** Every answer about the loan tells the same debt. */
async function answersOf(auth: Auth, loanId: number) {
  const get = async (url: string) => (await call(app(), { url, headers: auth })).json();
  const [loan, toPay, next, balance, schedule, payments] = await Promise.all([
    get(`/api/Loans/${loanId}`),
    get(`/api/Loans/${loanId}/ExpensesToPay`),
    get(`/api/Loans/${loanId}/NextPayment`),
    get(`/api/Loans/LoanBalance/${loanId}`),
    get(`/api/Loans/${loanId}/GetLoanSchedule`),
    get(`/api/Loans/${loanId}/Payments`),
  ]);
  const sum = (list: { ExpenseAmount: number }[]) => list.reduce((s, e) => s + e.ExpenseAmount, 0);
  return {
    status: loan.Status as number,
    loanToPay: sum(loan.ExpenseToPay),
    toPay: sum(toPay),
    next: next.PaymentAmount as number,
    balance: balance.Total as number,
    // Issued today: what the due date asks is today's debt plus the interest still to accrue.
    dueAmount: next.DueAmount as number,
    unpaidSchedule: (schedule as { Total: number }[]).reduce((s, r) => s + r.Total, 0),
    scheduleRows: (schedule as unknown[]).length,
    paid: (payments as { Amount: number }[]).reduce((s, p) => s + p.Amount, 0),
  };
}

describe('PaymentUrl', () => {
  test('10 parallel POSTs with one Idempotency-Key make one payment; the key with another amount is refused', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770001');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => startPayment(app(), auth, { LoanId: loanId, Amount: 50_000 }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().PaymentId)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ Provider: 'SBC', Method: 'Card', Amount: 50_000, Status: 'pending' });
    expect(answers[0]!.json().Url).toMatch(/^\/sandbox\/pay\/SBC\?session=/);
    expect(await paymentsOf(loanId)).toHaveLength(1);

    const other = await startPayment(app(), auth, { LoanId: loanId, Amount: 60_000 }, key);
    expect(other.statusCode).toBe(400);
    expect(other.json().Errors[0].ErrorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await paymentsOf(loanId)).toHaveLength(1);
  });

  test('amounts outside the minimum and the debt are refused with the reason', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770002');
    const debt = await owed(app(), auth, loanId);
    const methods = (await call(app(), { url: `/api/Payment/PaymentMethods?loanId=${loanId}`, headers: auth })).json();
    expect(methods.map((m: { Code: string; Provider: string }) => `${m.Code}/${m.Provider}`)).toEqual(['Card/SBC', 'Card/Tinkoff', 'Sbp/SBC']);
    expect(methods[0].MinAmount).toBe(10_000);
    const tooBig = await startPayment(app(), auth, { LoanId: loanId, Amount: debt + 1 });
    expect(tooBig.json().Errors[0].ErrorCode).toBe('AMOUNT_TOO_LARGE');
    const tooSmall = await startPayment(app(), auth, { LoanId: loanId, Amount: 9_999 });
    expect(tooSmall.json().Errors[0]).toEqual({ ErrorCode: 'AMOUNT_TOO_SMALL', Message: 'Минимальная сумма платежа — 100\u00a0₽' });
    const noProvider = await call(app(), {
      method: 'POST', url: '/api/Payment/PaymentUrl', headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { LoanId: loanId, Amount: 10_000, Method: 'Card', ReturnUrl: '/lk/payment' },
    });
    expect(noProvider.json().Errors[0].ErrorCode).toBe('PROVIDER_REQUIRED');
    const offSite = await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000, ReturnUrl: '//evil.example/' });
    expect(offSite.json().Errors[0].ErrorCode).toBe('INVALID_RETURN_URL');
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });

  test("another client's loan or payment is 404", async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770003');
    const started = (await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000 })).json();
    const stranger = bearer(await login(app(), DEMO.noLoans));
    expect((await startPayment(app(), stranger, { LoanId: loanId, Amount: 10_000 })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/Payment/Check/${started.PaymentId}`, headers: stranger })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/Payment/PaymentMethods?loanId=${loanId}`, headers: stranger })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/Payment/Check/${started.PaymentId}`, headers: auth })).json().Status).toBe('pending');
  });
});

describe('provider notices', () => {
  test('the same signed notice twice makes one payment; the answers about the loan agree', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770004');
    const before = await answersOf(auth, loanId);
    const { PaymentId } = (await startPayment(app(), auth, { LoanId: loanId, Amount: 150_000 })).json();
    const signed = await notice(db(), 'SBC', { PaymentId, Amount: 150_000, CardToken: 'tok_abc', CardLast4: '4242' });
    // Delivered twice at once (providers retry): one payment.
    const twice = await Promise.all([sendCallback(app(), 'SBC', signed), sendCallback(app(), 'SBC', signed)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await sendCallback(app(), 'SBC', signed)).statusCode).toBe(200);
    expect(await loanPayments(loanId)).toHaveLength(1);
    const after = await answersOf(auth, loanId);
    expect(after).toMatchObject({ status: 4, toPay: before.toPay - 150_000, loanToPay: before.toPay - 150_000, next: before.toPay - 150_000, balance: before.toPay - 150_000, paid: 150_000 });
    // A first loan of 10 000 ₽ for 20 days is at 0 % (the promotion): the due date asks the payment less.
    expect(after.unpaidSchedule).toBe(after.dueAmount);
    expect(before.dueAmount - after.dueAmount).toBe(150_000);
    const [row] = await paymentsOf(loanId);
    expect(row).toMatchObject({ status: 'succeeded', card_token: 'tok_abc', card_last4: '4242' });
    const events = await db().selectFrom('payment_gateway_event').select(['outcome']).where('payment_id', '=', PaymentId).execute();
    expect(events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate', 'duplicate']);
  });

  test('unsigned, forged, other-provider and replayed notices are rejected, logged, and change nothing', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770005');
    const before = await answersOf(auth, loanId);
    const { PaymentId } = (await startPayment(app(), auth, { LoanId: loanId, Amount: 100_000 })).json();
    const good = await notice(db(), 'SBC', { PaymentId, Amount: 100_000 });
    const { Signature: _unused, ...unsigned } = good;
    const stale = await notice(db(), 'SBC', { PaymentId, Amount: 100_000, Timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const attempts = [
      unsigned,
      { ...good, Signature: 'ab'.repeat(32) },
      { ...good, Amount: 1_000_000 },
      await notice(db(), 'Tinkoff', { PaymentId, Amount: 100_000 }),
      stale,
    ];
    logLines.length = 0;
    for (const attempt of attempts) {
      const res = await sendCallback(app(), 'SBC', attempt);
      expect(res.statusCode).toBe(400);
    }
    expect((await paymentsOf(loanId))[0]!.status).toBe('pending');
    expect(await answersOf(auth, loanId)).toEqual(before);
    const events = await db().selectFrom('payment_gateway_event').select(['outcome', 'detail']).where('payment_id', '=', PaymentId).execute();
    expect(events.map((e) => e.detail)).toEqual(['SIGNATURE_INVALID', 'SIGNATURE_INVALID', 'SIGNATURE_INVALID', 'NOTICE_REPLAYED']);
    const warnings = logLines.filter((l) => l.includes('payment notice rejected'));
    expect(warnings).toHaveLength(4);
    expect(warnings.join('')).not.toContain(good.Signature);
    // The genuine notice still decides the payment afterwards.
    expect((await sendCallback(app(), 'SBC', good)).statusCode).toBe(200);
    expect((await paymentsOf(loanId))[0]!.status).toBe('succeeded');
  });

  test('a full repayment closes the loan; schedule, next payment, balance and payments agree', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770006');
    const debt = await owed(app(), auth, loanId);
    const { PaymentId } = (await startPayment(app(), auth, { LoanId: loanId, Amount: debt, Provider: 'Tinkoff', ReturnUrl: '/lk/paymentCallback/Tinkoff' })).json();
    const paid = await sendCallback(app(), 'Tinkoff', await tinkoffNotice(db(), PaymentId));
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toBe('OK');
    expect(await answersOf(auth, loanId)).toMatchObject({ status: 7, toPay: 0, loanToPay: 0, next: 0, balance: 0, unpaidSchedule: 0, paid: debt });
    const schedule = (await call(app(), { url: `/api/Loans/${loanId}/GetLoanSchedule`, headers: auth })).json();
    expect(schedule).toEqual([expect.objectContaining({ Total: 0 })]);
    const again = await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000 });
    expect(again.json().Errors[0].ErrorCode).toBe('LOAN_NOT_PAYABLE');
  });
});

describe('other purposes', () => {
  test('a purpose no module settles is refused; a registered one takes only the amounts its check allows', async () => {
    const { auth, loanId } = await clientWithLoan(app(), '79007770007');
    const refused = await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000, Purpose: 'Prolongation' });
    expect(refused.json().Errors[0].ErrorCode).toBe('PURPOSE_UNAVAILABLE');
    const settled: number[] = [];
    // Replaces the loans module's own settlement of prolongations for this test only: the node
    // tests share their modules (vitest.config.ts), and the next file settles real prolongations.
    const restore = registerSettlement(
      'Prolongation',
      async (_trx, payment) => {
        settled.push(payment.amount);
        return { overpaid: 0 };
      },
      async (_db, _loan, amount) => {
        if (amount !== 12_345) throw new ApiError(400, 'AMOUNT_NOT_FEE', 'Сумма не равна стоимости продления');
      },
    );
    try {
      expect((await startPayment(app(), auth, { LoanId: loanId, Amount: 10_000, Purpose: 'Prolongation' })).json().Errors[0].ErrorCode).toBe('AMOUNT_NOT_FEE');
      const before = await answersOf(auth, loanId);
      const { PaymentId } = (await startPayment(app(), auth, { LoanId: loanId, Amount: 12_345, Purpose: 'Prolongation' })).json();
      expect((await sendCallback(app(), 'SBC', await notice(db(), 'SBC', { PaymentId, Amount: 12_345 }))).statusCode).toBe(200);
      expect(settled).toEqual([12_345]);
      // A fee is not a repayment: the debt is as it was.
      expect(await answersOf(auth, loanId)).toEqual(before);
    } finally {
      restore();
    }
  });
});

// The journey load test's money invariants catch a credit-twice bug (issue 48, Must show 2): a
// client pays on the sandbox acquirer's page, the acquirer sends its notice again, and a planted
// bug credits the duplicate. The snapshot the load test reads then breaks «credited exactly once».
import { expect, test } from 'vitest';
import type { AppDb } from '../../server/db/database';
import { nowIso } from '../../server/clock';
import { applyPayment } from '../../server/modules/loans';
import { sendNotice } from '../../server/modules/payments/stand-in';
import { serverPerFile } from '../../server/test/accounts-helpers';
import { clientWithLoan, startPayment } from '../../server/test/payment-helpers';
import { checkInvariants, type LedgerSnapshot } from './invariants';
import { readSnapshot } from './snapshot';

const server = serverPerFile();

/** A client pays `amount` on the acquirer's page; answers what the load test would know of it. */
async function paidOnPage(phone: string, amount: number) {
  const { app, database } = server();
  const { auth, loanId } = await clientWithLoan(app, phone);
  const started = (await startPayment(app, auth, { LoanId: loanId, Amount: amount })).json() as { PaymentId: number; Url: string };
  const session = new URL(started.Url, 'http://x').searchParams.get('session')!;
  const paid = await app.inject({
    method: 'POST',
    url: '/sandbox/pay/SBC',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, last4: '4242', outcome: 'success', action: 'pay' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const db = database.db;
  const user = await db.selectFrom('user_account').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return { db, userId: user.id, paymentId: started.PaymentId, asked: [{ userId: user.id, paymentId: started.PaymentId, amount }] };
}

/** The acquirer tells the same outcome again (its retry). */
async function noticeAgain(db: AppDb, paymentId: number) {
  const row = await db.selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(paymentId)).executeTakeFirstOrThrow();
  await sendNotice(server().app, db, row);
}

/** The planted bug: every duplicate notice of a succeeded payment is credited again. */
async function creditDuplicates(db: AppDb) {
  const duplicates = await db.selectFrom('payment_gateway_event').select('payment_id').where('outcome', '=', 'duplicate').execute();
  for (const { payment_id } of duplicates) {
    const payment = await db.selectFrom('payment').selectAll().where('id', '=', payment_id!).executeTakeFirstOrThrow();
    if (payment.status === 'succeeded') await db.transaction().execute((trx) => applyPayment(trx, payment.loan_id, payment.amount, nowIso(), `Оплата № ${payment.id}`));
  }
}

const names = (snapshot: LedgerSnapshot) => checkInvariants(snapshot).map((v) => v.invariant);

test('a duplicate notice handled as the server does keeps every invariant', async () => {
  const { db, userId, paymentId, asked } = await paidOnPage('79008480001', 20_000);
  await noticeAgain(db, paymentId);
  const snapshot = await readSnapshot(db, [userId], asked, null);
  expect(snapshot.credits.filter((c) => c.paymentId === paymentId)).toHaveLength(1);
  expect(checkInvariants(snapshot)).toEqual([]);
});

test('a bug that credits a duplicate notice fails the invariant «credited exactly once», naming the payment', async () => {
  const { db, userId, paymentId, asked } = await paidOnPage('79008480002', 20_000);
  await noticeAgain(db, paymentId);
  await creditDuplicates(db);
  const violations = checkInvariants(await readSnapshot(db, [userId], asked, null));
  expect(violations).toContainEqual({ invariant: 'creditedOnce', detail: `payment ${paymentId}: credited 2 times (20000 + 20000 kopecks)` });
});

test('money taken beyond the asked amount, a credit nobody confirmed, a stuck payment and a /metrics mismatch are each named', () => {
  const base: LedgerSnapshot = {
    acquirer: [{ provider: 'SBC', paymentId: 1, amount: 30_000, confirmed: true, refunded: 0 }],
    payments: [
      { id: 1, userId: 7, loanId: 3, provider: 'SBC', amount: 30_000, status: 'succeeded', overpaid: 0 },
      { id: 2, userId: 7, loanId: 3, provider: 'SBC', amount: 5_000, status: 'pending', overpaid: 0 },
    ],
    credits: [
      { loanId: 3, paymentId: 1, amount: 30_000 },
      { loanId: 3, paymentId: 2, amount: 5_000 },
    ],
    loans: [{ id: 3, principal: 100_000, charged: 0, paid: 35_000, owed: 70_000 }],
    asked: [{ userId: 7, paymentId: 1, amount: 20_000 }],
    pendingAfterDrain: [2],
    ledgerMetrics: { count: { 'SBC/succeeded': 1 }, amount: { 'SBC/succeeded': 30_000 } },
    metrics: { count: { 'SBC/succeeded': 2 }, amount: { 'SBC/succeeded': 30_000 } },
  };
  expect(names(base).sort()).toEqual(['drained', 'loanBalance', 'metrics', 'onlyConfirmed', 'withinAsked']);
});

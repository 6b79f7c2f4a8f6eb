// Issue 47: the money of the payment path's edges, over random loans and random sequences of {days
// pass, pay part or all on the acquirer's page (accepted up to 29 minutes after the intent, its
// notice heard at once or up to an hour later, across midnight or not), a refund or chargeback made
// at the bank of part of a payment}. After every step, on the database the run was given (SQLite, or
// PostgreSQL under scripts/with-postgres.mjs):
// - the card and the ledger agree: of each payment, what the acquirer kept is what the ledger
//   credits plus what we still owe the payer back (`overpaid − refunded`);
// - the day-by-day history adds up: paid + written off + owed = principal + charged, and the
//   payments' amounts less what the bank took back are what the history shows paid;
// - the lender writes off at most what accrued on the day it writes off, and only for a
//   full-repayment intent;
// - every answer about the debt tells one figure (a closed loan owes nothing).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { bearer, call, serverPerFile, signIn } from './accounts-helpers';
import { clientWithLoan, owed, startPayment, type Auth } from './payment-helpers';

const server = serverPerFile(600_000);
const MINUTE = 60_000;
const DAY_MS = 86_400_000;
let nextPhone = 79007920000;

type Op =
  | { kind: 'days'; days: number; minutes: number }
  | { kind: 'evening'; minute: number }
  | { kind: 'pay'; share: number; full: boolean; provider: 'SBC' | 'Tinkoff'; acceptAfter: number; heardAfter: number }
  | { kind: 'refund'; pick: number; share: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 12 }), minutes: fc.integer({ min: 0, max: 1_439 }) }) },
  // Late in the Moscow evening, so that a payment's page often lives across midnight.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('evening' as const), minute: fc.integer({ min: 31, max: 59 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      share: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
      full: fc.boolean(),
      provider: fc.constantFrom('SBC' as const, 'Tinkoff' as const),
      acceptAfter: fc.integer({ min: 0, max: 29 }),
      heardAfter: fc.integer({ min: 0, max: 60 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }) },
);

interface Day {
  Date: string;
  Total: number;
  Charged: number;
  Paid: number;
  WrittenOff: number;
}

/** Milliseconds from now to the next 23:`minute` Moscow time (UTC+3). */
function untilMoscowEvening(minute: number): number {
  const now = clock.now().getTime();
  const moscowDay = Math.floor((now + 3 * 3_600_000) / DAY_MS) * DAY_MS - 3 * 3_600_000;
  const target = moscowDay + (23 * 60 + minute) * MINUTE;
  return target > now ? target - now : target + DAY_MS - now;
}

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function pay(auth: Auth, loanId: number, op: Extract<Op, { kind: 'pay' }>): Promise<number | null> {
  const app = server().app;
  const debt = await owed(app, auth, loanId);
  if (debt === 0) return null;
  const amount = op.full ? debt : Math.max(Math.min(10_000, debt), Math.floor(debt * op.share));
  const started = await startPayment(app, auth, { LoanId: loanId, Amount: amount, Provider: op.provider, ReturnUrl: `/lk/paymentCallback/${op.provider}` });
  expect(started.statusCode, started.body).toBe(200);
  const { PaymentId, Url } = started.json() as { PaymentId: number; Url: string };
  clock.offsetMs += op.acceptAfter * MINUTE;
  const session = new URL(Url, 'http://x').searchParams.get('session')!;
  const outcome = op.heardAfter === 0 ? 'success' : 'delayed';
  expect((await app.inject({ method: 'POST', url: `/sandbox/pay/${op.provider}`, ...form({ session, action: 'pay', outcome, last4: '4242' }) })).statusCode).toBe(303);
  clock.offsetMs += op.heardAfter * MINUTE;
  const check = await call(app, { url: `/api/Payment/Check/${PaymentId}`, headers: auth });
  expect(check.json().Status).toBe('succeeded');
  return PaymentId;
}

/** Of each payment, what the acquirer kept = what the ledger credits + what is still to go back to the payer. */
async function cardAndLedgerAgree(paymentIds: number[]) {
  const db = server().database.db;
  for (const id of paymentIds) {
    const payment = await db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const acquired = await db.selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(id)).executeTakeFirstOrThrow();
    const entry = payment.loan_payment_id === null ? undefined : await db.selectFrom('loan_payment').selectAll().where('id', '=', payment.loan_payment_id).executeTakeFirstOrThrow();
    const credited = entry ? entry.amount - entry.reversed : 0;
    expect(payment.acquirer_refunded, `payment ${id}`).toBe(acquired.refunded);
    expect(acquired.amount - acquired.refunded, `payment ${id}`).toBe(credited + payment.overpaid - payment.refunded);
  }
}

test('card and ledger agree; the history adds up; write-offs stay within the day\'s accrual', async () => {
  const app = server().app;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 4, max: 40 }).map((n) => n * 50_000),
      fc.integer({ min: 5, max: 30 }),
      fc.array(opArb, { minLength: 1, maxLength: 8 }),
      async (amount, term, ops) => {
        clock.offsetMs = 0;
        const phone = String(++nextPhone);
        const { loanId } = await clientWithLoan(app, phone, amount, term);
        const payments: number[] = [];
        const fullIntents = new Set<number>();
        for (const op of ops) {
          if (op.kind === 'days') clock.offsetMs += op.days * DAY_MS + op.minutes * MINUTE;
          if (op.kind === 'evening') clock.offsetMs += untilMoscowEvening(op.minute);
          // Sessions lapse while time passes: the client signs in again, as a person would.
          const auth = bearer(await signIn(app, phone));
          if (op.kind === 'pay') {
            const id = await pay(auth, loanId, op);
            if (id !== null) payments.push(id);
            if (id !== null && op.full) fullIntents.add(id);
          }
          if (op.kind === 'refund' && payments.length > 0) {
            const id = payments[op.pick % payments.length]!;
            const acquired = await server().database.db.selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(id)).executeTakeFirstOrThrow();
            const left = acquired.amount - acquired.refunded;
            if (left > 0) {
              const res = await call(app, { method: 'POST', url: '/sandbox/acquiring/refund', payload: { PaymentId: id, Amount: Math.max(1, Math.ceil(left * op.share)) } });
              expect(res.statusCode, res.body).toBe(200);
            }
          }

          await cardAndLedgerAgree(payments);
          const get = async (url: string) => (await call(app, { url, headers: auth })).json();
          const [loan, history, list, toPay] = await Promise.all([get(`/api/Loans/${loanId}`), get(`/api/Loans/${loanId}/DailyHistory`), get(`/api/Loans/${loanId}/Payments`), owed(app, auth, loanId)]);
          const days = history as Day[];
          const last = days[days.length - 1]!;
          const sum = (pick: (d: Day) => number) => days.reduce((s, d) => s + pick(d), 0);
          const open = loan.Status === 4 || loan.Status === 5;
          expect(toPay).toBe(open ? last.Total : 0);
          if (!open) expect(last.Total).toBe(0);
          expect(sum((d) => d.Paid) + sum((d) => d.WrittenOff) + last.Total).toBe(amount + sum((d) => d.Charged));
          expect((list as { Amount: number; Reversed: number }[]).reduce((s, p) => s + p.Amount - p.Reversed, 0)).toBe(sum((d) => d.Paid));
          for (const d of days) expect(d.WrittenOff).toBeLessThanOrEqual(d.Charged);
          const writeOffs = await server().database.db.selectFrom('loan_payment').select('description').where('loan_id', '=', loanId).where('kind', '=', 'write-off').execute();
          for (const w of writeOffs) expect([...fullIntents].some((id) => w.description.endsWith(`№ ${id}`))).toBe(true);
        }
      },
    ),
    { numRuns: Number(process.env.PAYMENT_RUNS ?? 12) },
  );
});

// Issue 26, "Must show 1": one truth for a loan's debt. Over random loans and random sequences of
// {days pass, pay part, pay all, prolong}, on the database the run was given (SQLite, or
// PostgreSQL under `npm run test:pg`), every answer that shows the debt agrees — the last day of
// DailyHistory, ExpensesToPay, the dashboard's amount (NextPayment) and the payment form's
// full repayment (LoanBalance) — no day charges above 0.8 % of the principal, everything ever
// charged stays within 130 % of it, and what was paid plus what is owed is the principal plus
// what was charged. The pure engine's own properties (the contract's total on the due date, the
// days used on an early repayment) are in server/modules/loans/accrual.test.ts.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clock, nowIso } from '../clock';
import { applyPayment, owedOf } from '../modules/loans';
import { bearer, call, freshUser, lastCode, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide, sign } from './loan-helpers';

const server = serverPerFile(300_000);
const DAY_MS = 86_400_000;
let nextPhone = 79007880000;

type Op = { kind: 'days'; days: number } | { kind: 'pay'; share: number } | { kind: 'payAll' } | { kind: 'prolong'; days: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map((days) => ({ kind: 'days' as const, days })) },
  { weight: 3, arbitrary: fc.double({ min: 0.01, max: 0.9, noNaN: true }).map((share) => ({ kind: 'pay' as const, share })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payAll' as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 7, max: 30 }).map((days) => ({ kind: 'prolong' as const, days })) },
);

interface Day {
  Date: string;
  Principal: number;
  Total: number;
  Charged: number;
  Paid: number;
}

async function answers(loanId: number, auth: Record<string, string>) {
  const get = async (url: string) => {
    const res = await call(server().app, { url, headers: auth });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const [loan, history, toPay, next, balance] = await Promise.all([
    get(`/api/Loans/${loanId}`),
    get(`/api/Loans/${loanId}/DailyHistory`),
    get(`/api/Loans/${loanId}/ExpensesToPay`),
    get(`/api/Loans/${loanId}/NextPayment`),
    get(`/api/Loans/LoanBalance/${loanId}`),
  ]);
  return { loan, history: history as Day[], toPay: (toPay as { ExpenseAmount: number }[]).reduce((s, e) => s + e.ExpenseAmount, 0), next: next.PaymentAmount as number, full: balance.Total as number };
}

async function prolong(auth: Record<string, string>, phone: string, loanId: number, days: number) {
  const app = server().app;
  const settings = (await call(app, { url: `/api/Loans/${loanId}/ProlongedSettings`, headers: auth })).json();
  if (!settings.Available || days > settings.MaxDays) return;
  const sent = await call(app, { method: 'POST', url: `/api/Loans/${loanId}/ApproveProlongedAgreementByPhone`, payload: { Days: days }, headers: auth });
  // A code asked within the last minute cannot be asked again: let the minute pass.
  if (sent.statusCode === 429) clock.offsetMs += 61_000;
  if (sent.statusCode === 429) expect((await call(app, { method: 'POST', url: `/api/Loans/${loanId}/ApproveProlongedAgreementByPhone`, payload: { Days: days }, headers: auth })).statusCode).toBe(200);
  else expect(sent.statusCode).toBe(200);
  const confirmed = await call(app, { method: 'POST', url: `/api/Loans/${loanId}/ConfirmProlongedAgreementByPhone`, payload: { Code: await lastCode(app, phone) }, headers: auth });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

test('every answer shows one debt; no day above 0.8 %; charges within 130 %; paid + owed = principal + charged', async () => {
  const app = server().app;
  const db = server().database.db;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 2, max: 40 }).map((n) => n * 50_000),
      fc.integer({ min: 5, max: 30 }),
      fc.array(opArb, { minLength: 1, maxLength: 10 }),
      async (amount, term, ops) => {
        clock.offsetMs = 0;
        const phone = String(++nextPhone);
        await freshUser(app, phone);
        const decided = await applyAndDecide(app, bearer(await signIn(app, phone)), amount, term);
        expect(decided.Status).toBe('approved');
        const loanId = decided.LoanId!;
        expect((await sign(app, bearer(await signIn(app, phone)), phone, loanId)).statusCode).toBe(200);
        for (const op of ops) {
          if (op.kind === 'days') clock.offsetMs += op.days * DAY_MS;
          // Sessions lapse while days pass: the client signs in again, as a person would.
          const auth = bearer(await signIn(app, phone));
          const owed = await owedOf(db, loanId);
          if (op.kind === 'pay' && owed > 0) await db.transaction().execute((trx) => applyPayment(trx, loanId, Math.max(1, Math.floor(owed * op.share)), nowIso(), 'test'));
          if (op.kind === 'payAll' && owed > 0) {
            // More than the debt is offered: exactly the debt is applied, the rest is the payer's.
            const settled = await db.transaction().execute((trx) => applyPayment(trx, loanId, owed + 12_345, nowIso(), 'test'));
            expect(settled).toMatchObject({ applied: owed, overpaid: 12_345, owed: 0, closed: true });
          }
          if (op.kind === 'prolong' && owed > 0) await prolong(auth, phone, loanId, op.days);

          const { loan, history, toPay, next, full } = await answers(loanId, auth);
          const last = history[history.length - 1]!;
          const open = loan.Status === 4 || loan.Status === 5;
          expect(toPay).toBe(open ? last.Total : 0);
          expect(next).toBe(toPay);
          expect(full).toBe(toPay);
          if (!open) expect(last.Total).toBe(0);
          let charged = 0;
          let paid = 0;
          history.forEach((day, i) => {
            // A day's charge (interest at the rate, or the penalty) is at most 0.8 % of the principal it was charged on.
            if (i > 0) expect(day.Charged).toBeLessThanOrEqual(Math.floor((history[i - 1]!.Principal * 8) / 1000));
            charged += day.Charged;
            paid += day.Paid;
            expect(day.Total).toBeGreaterThanOrEqual(0);
          });
          expect(charged).toBeLessThanOrEqual(Math.floor((amount * 130) / 100));
          expect(paid + last.Total).toBe(amount + charged);
        }
      },
    ),
    { numRuns: Number(process.env.LEDGER_RUNS ?? 15) },
  );
});

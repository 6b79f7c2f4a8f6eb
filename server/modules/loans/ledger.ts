// The loan ledger: what happened to a loan (its contract, fees, prolongations and applied
// payments, all in the database) read through the one accrual engine (accrual.ts). Every figure
// of a debt the server answers comes from `accrualOf`; a payment is settled by `applyPayment`,
// serialized per loan on both databases. Integer kopecks only; an amount beyond the debt is never
// applied (the excess is the payer's: `overpaid`).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { moscowToday } from '@/domain/dates';
import { LEDGER_TARIFF } from '@/domain/tariff';
import { addDaysIso } from '@/domain/loan-calculator';
import { clock } from '../../clock';
import { accrue, applyTo, type Accrual, type ContractFee, type ExpenseType, type LoanHistory } from './accrual';
import { LOAN_STATUS } from './statuses';
import type { LoanRow } from './service';

export type Db = Kysely<DB> | Transaction<DB>;

/** Settlement order (353-FZ art. 5 part 20): interest, principal, penalties and additional expenses, commissions. */
export const SETTLEMENT_ORDER = [2, 1, 4, 3] as const;

/** A prolongation's days accrue at the tariff's rate: the first loan's 0 % covers the first term only. */
export const PROLONGATION_RATE_PERMILLE = Math.round(LEDGER_TARIFF.ratePerDay * 10);
export const prolongationRateOf = (loan: Pick<LoanRow, 'rate_permille_per_day'>) => Math.max(loan.rate_permille_per_day, PROLONGATION_RATE_PERMILLE);

export interface Settlement {
  /** Kopecks taken off each expense type, in settlement order. */
  settled: { ExpenseType: number; Amount: number }[];
  applied: number;
  overpaid: number;
  /** What is still owed after the payment. */
  owed: number;
  closed: boolean;
  loanPaymentId: number | null;
}

export const isPayable = (status: number) => status === LOAN_STATUS.ACTIVE || status === LOAN_STATUS.EXPIRED;

/** The Moscow date of an instant (ISO string or Date). */
export const moscowDateOf = (at: string | Date) => moscowToday(typeof at === 'string' ? new Date(at) : at);
export const today = () => moscowToday(clock.now());

/** The date the signed contract names: the issue date plus the contract's term. */
export const originalDueDate = (loan: Pick<LoanRow, 'issued_at' | 'term_days'>) => (loan.issued_at ? addDaysIso(moscowDateOf(loan.issued_at), loan.term_days) : null);

export async function feesOf(db: Db, loanId: number): Promise<ContractFee[]> {
  const rows = await db.selectFrom('loan_fee').select(['id', 'expense_type', 'amount', 'name', 'service', 'refused_at']).where('loan_id', '=', loanId).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.expense_type as 3 | 4,
    amount: r.amount,
    name: r.name,
    service: r.service === 1,
    refusedDate: r.refused_at ? moscowDateOf(r.refused_at) : null,
  }));
}

/** What happened to an issued loan, as the engine reads it; null for a loan never paid out. */
export async function historyOf(db: Db, loan: LoanRow): Promise<LoanHistory | null> {
  if (!loan.issued_at) return null;
  const [fees, prolongations, payments] = await Promise.all([
    feesOf(db, loan.id),
    db.selectFrom('loan_prolongation').select(['signed_at', 'previous_due_date', 'new_due_date']).where('loan_id', '=', loan.id).orderBy('id').execute(),
    db.selectFrom('loan_payment').select(['paid_at', 'amount', 'kind', 'reversed', 'purpose']).where('loan_id', '=', loan.id).orderBy('paid_at').orderBy('id').execute(),
  ]);
  return {
    principal: loan.amount,
    issueDate: moscowDateOf(loan.issued_at),
    termDays: loan.term_days,
    ratePermille: loan.rate_permille_per_day,
    termInterest: loan.interest ?? 0,
    fees,
    prolongations: prolongations.map((p) => ({ signedDate: moscowDateOf(p.signed_at), fromDue: p.previous_due_date, toDue: p.new_due_date, ratePermille: prolongationRateOf(loan) })),
    payments: payments.map((p) => ({
      date: moscowDateOf(p.paid_at),
      amount: p.amount - p.reversed,
      writeOff: p.kind === 'write-off',
      purpose: p.purpose === 'Prolongation' ? ('Prolongation' as const) : ('Repayment' as const),
    })),
  };
}

export interface LoanLedger {
  history: LoanHistory;
  accrual: Accrual;
}

/** The loan through `asOf` (today by default); null for a loan never paid out. */
export async function ledgerOf(db: Db, loan: LoanRow, asOf = today()): Promise<LoanLedger | null> {
  const history = await historyOf(db, loan);
  return history ? { history, accrual: accrue(history, asOf) } : null;
}

/** What the client owes on the loan on `asOf`, today by default (0 for one that is not active or overdue). */
export async function owedOf(db: Db, loanId: number, asOf = today()): Promise<number> {
  const loan = await db.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  if (!isPayable(loan.status)) return 0;
  return (await ledgerOf(db, loan, asOf))?.accrual.debt.total ?? 0;
}

export interface ExpenseLine {
  ExpenseType: ExpenseType;
  ExpenseAmount: number;
  /** What the line is: the contract's name for a fee, «Пени» for the penalty. */
  Name: string;
}

/** The debt as the expense lines the client pays (requirements §3 ExpenseToPay), each named. */
export function expenseLines(ledger: LoanLedger): ExpenseLine[] {
  const { debt } = ledger.accrual;
  return [
    // Interest a prolongation's payment settled ahead counts toward the principal of a repayment made
    // before those days pass (the client pays for the days used): the lines add up to what is owed.
    debt.interestAhead > 0
      ? { ExpenseType: 1, ExpenseAmount: Math.max(0, debt.principal - debt.interestAhead), Name: 'Основной долг за вычетом процентов, внесённых вперёд' }
      : { ExpenseType: 1, ExpenseAmount: debt.principal, Name: 'Основной долг' },
    { ExpenseType: 2, ExpenseAmount: debt.interest, Name: 'Проценты' },
    ...ledger.history.fees.map((f, i) => ({ ExpenseType: f.type, ExpenseAmount: debt.fees[i] ?? 0, Name: f.name })),
    ...(debt.penalty > 0 ? [{ ExpenseType: 4 as const, ExpenseAmount: debt.penalty, Name: 'Пени' }] : []),
  ];
}

/**
 * Takes the loan's row lock for the rest of the transaction: a no-op update, which PostgreSQL
 * locks until commit and SQLite runs as its one writer. Two settlements of one loan at once then
 * read the payments one after the other.
 */
export async function lockLoan(trx: Db, loanId: number): Promise<void> {
  await trx.updateTable('loan').set((eb) => ({ status: eb.ref('status') })).where('id', '=', loanId).execute();
}

/**
 * The instant an entry made now counts from: `at`, but never before an entry already in the
 * ledger (a payment whose notice comes after a later one's counts with it), so the ledger's entries
 * stay in order and every one applied stays applied.
 */
async function countsFrom(trx: Db, loanId: number, at: string): Promise<string> {
  const last = await trx.selectFrom('loan_payment').select('paid_at').where('loan_id', '=', loanId).orderBy('paid_at', 'desc').limit(1).executeTakeFirst();
  return last && last.paid_at > at ? last.paid_at : at;
}

/** Puts a credit into the ledger (in the caller's transaction, the loan locked) and closes a loan that owes nothing more. */
async function credit(
  trx: Db,
  loan: LoanRow,
  ledger: LoanLedger,
  entry: { amount: number; at: string; description: string; kind: 'payment' | 'write-off'; purpose?: 'Repayment' | 'Prolongation' },
): Promise<Settlement> {
  const purpose = entry.purpose ?? 'Repayment';
  const result = applyTo(ledger.accrual.debt, ledger.history.fees.map((f) => f.type), { amount: entry.amount, purpose });
  let loanPaymentId: number | null = null;
  if (result.applied > 0) {
    const row = await trx
      .insertInto('loan_payment')
      .values({ loan_id: loan.id, amount: result.applied, paid_at: entry.at, description: entry.description, kind: entry.kind, purpose })
      .returning('id')
      .executeTakeFirstOrThrow();
    loanPaymentId = row.id;
  }
  const owed = result.debt.total;
  const closed = owed === 0;
  if (closed) await trx.updateTable('loan').set({ status: LOAN_STATUS.CLOSED, closed_at: entry.at }).where('id', '=', loan.id).execute();
  const settled = SETTLEMENT_ORDER.map((type) => ({ ExpenseType: type, Amount: result.settled[type] })).filter((s) => s.Amount > 0);
  return { settled, applied: result.applied, overpaid: entry.amount - result.applied, owed, closed, loanPaymentId };
}

/**
 * Applies a payment made at `paidAt` inside the caller's transaction: at most the debt of that
 * day, split in the settlement order; a loan that is not payable takes nothing (all of it is
 * overpaid, to be returned). A loan with nothing left to pay is closed.
 */
export async function applyPayment(trx: Db, loanId: number, amount: number, paidAt: string, description: string, purpose: 'Repayment' | 'Prolongation' = 'Repayment'): Promise<Settlement> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`payment amount must be positive kopecks, got ${amount}`);
  await lockLoan(trx, loanId);
  const loan = await trx.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  const at = await countsFrom(trx, loanId, paidAt);
  const ledger = isPayable(loan.status) ? await ledgerOf(trx, loan, moscowDateOf(at)) : null;
  if (!ledger) return { settled: [], applied: 0, overpaid: amount, owed: 0, closed: false, loanPaymentId: null };
  return credit(trx, loan, ledger, { amount, at, description, kind: 'payment', purpose });
}

/**
 * The lender gives up `amount` kopecks of the debt as it stands at `at` (a write-off the client
 * sees in the loan's day-by-day history); at most that day's debt. Answers what was written off.
 */
export async function writeOff(trx: Db, loanId: number, amount: number, at: string, description: string): Promise<Settlement> {
  await lockLoan(trx, loanId);
  const loan = await trx.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  const from = await countsFrom(trx, loanId, at);
  const ledger = isPayable(loan.status) && amount > 0 ? await ledgerOf(trx, loan, moscowDateOf(from)) : null;
  if (!ledger) return { settled: [], applied: 0, overpaid: 0, owed: 0, closed: false, loanPaymentId: null };
  return credit(trx, loan, ledger, { amount: Math.min(amount, ledger.accrual.debt.total), at: from, description, kind: 'write-off' });
}

/** What the loan accrued (interest, penalties, fees) from the end of `from` through `to` (Moscow dates). */
export async function chargedBetween(db: Db, loanId: number, from: string, to: string): Promise<number> {
  if (to <= from) return 0;
  const loan = await db.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  const [before, after] = await Promise.all([ledgerOf(db, loan, from), ledgerOf(db, loan, to)]);
  return (after?.accrual.charged ?? 0) - (before?.accrual.charged ?? 0);
}

/**
 * The bank took back `amount` kopecks of a payment the ledger credited (a refund nobody here asked
 * for, a chargeback): that part of the payment no longer counts, from the day it was made, so the
 * debt it settled is owed again with what accrues on it; a closed loan is owed on again (overdue
 * when its due date has passed). Answers what was taken back (at most what the payment still counts for).
 */
export async function reverseCredit(trx: Db, loanPaymentId: number, amount: number): Promise<{ reversed: number; owed: number; reopened: boolean }> {
  const entry = await trx.selectFrom('loan_payment').select(['loan_id']).where('id', '=', loanPaymentId).executeTakeFirstOrThrow();
  await lockLoan(trx, entry.loan_id);
  const row = await trx.selectFrom('loan_payment').selectAll().where('id', '=', loanPaymentId).executeTakeFirstOrThrow();
  const reversed = Math.max(0, Math.min(amount, row.amount - row.reversed));
  if (reversed > 0) await trx.updateTable('loan_payment').set({ reversed: row.reversed + reversed }).where('id', '=', row.id).execute();
  const loan = await trx.selectFrom('loan').selectAll().where('id', '=', row.loan_id).executeTakeFirstOrThrow();
  const reopened = reversed > 0 && loan.status === LOAN_STATUS.CLOSED;
  if (reopened) {
    const status = loan.due_date !== null && loan.due_date < today() ? LOAN_STATUS.EXPIRED : LOAN_STATUS.ACTIVE;
    await trx.updateTable('loan').set({ status, closed_at: null }).where('id', '=', loan.id).execute();
  }
  return { reversed, owed: await owedOf(trx, loan.id), reopened };
}

/** Paid in total on a loan (the client's payments, less what the bank took back). */
export async function paidOf(db: Db, loanId: number): Promise<number> {
  const row = await db
    .selectFrom('loan_payment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('amount', '-', eb.ref('reversed'))), eb.lit(0)).as('total'))
    .where('loan_id', '=', loanId)
    .where('kind', '=', 'payment')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

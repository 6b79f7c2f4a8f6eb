// The loan ledger: what a payment does to a loan. `loan_expense` is the one record of what is
// owed (type → kopecks); a payment settles it in SETTLEMENT_ORDER, reduces the unpaid schedule
// rows by the same amount, records the payment in the loan's payments, and a loan with nothing
// left to pay is closed. Integer kopecks only; an amount beyond what is owed is never applied
// (the excess is returned to the payer: `overpaid`).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { LOAN_STATUS } from './statuses';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Settlement order (Federal law 353-FZ art. 5 part 20, for a loan repaid at once): interest (2),
 * then the principal (1), then penalties and additional expenses (4), then commissions (3).
 */
export const SETTLEMENT_ORDER = [2, 1, 4, 3] as const;

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

const payable = (status: number) => status === LOAN_STATUS.ACTIVE || status === LOAN_STATUS.EXPIRED;

/** Total still owed on a loan (kopecks): the sum of its expenses. */
export async function owedOf(db: Db, loanId: number): Promise<number> {
  const row = await db
    .selectFrom('loan_expense')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('loan_id', '=', loanId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Splits `amount` over the expenses in SETTLEMENT_ORDER (pure: used by the ledger and its tests). */
export function splitPayment(expenses: { type: number; amount: number }[], amount: number) {
  const rank = (type: number) => {
    const i = (SETTLEMENT_ORDER as readonly number[]).indexOf(type);
    return i === -1 ? SETTLEMENT_ORDER.length + type : i;
  };
  let left = amount;
  const settled: { ExpenseType: number; Amount: number }[] = [];
  for (const e of [...expenses].sort((a, b) => rank(a.type) - rank(b.type))) {
    const take = Math.min(left, Math.max(0, e.amount));
    if (take > 0) settled.push({ ExpenseType: e.type, Amount: take });
    left -= take;
  }
  return { settled, applied: amount - left, overpaid: left };
}

/**
 * Reduces the unpaid schedule rows (earliest first) by the amount applied, marks the covered
 * ones paid (a row's amounts are what is left to pay on its date), and keeps the unpaid rows summing to what is owed (the last unpaid row absorbs
 * what accrued since the schedule was written), with principal = what remains of type 1.
 */
async function syncSchedule(db: Db, loanId: number, applied: number, owed: number, principalOwed: number): Promise<void> {
  const rows = await db.selectFrom('loan_schedule').selectAll().where('loan_id', '=', loanId).where('paid', '=', 0).orderBy('number').execute();
  let left = applied;
  const unpaid: { number: number; amount: number; main_debt: number }[] = [];
  for (const [i, row] of rows.entries()) {
    const take = Math.min(left, row.amount);
    left -= take;
    const amount = row.amount - take;
    // The last row stays open while anything is owed: it carries what accrued after it was written.
    const carriesAccrued = i === rows.length - 1 && owed > 0;
    if ((amount === 0 && !carriesAccrued) || owed === 0) {
      // A row's amounts are what is left to pay on its date: a paid row has nothing left.
      await db.updateTable('loan_schedule').set({ paid: 1, amount: 0, main_debt: 0, interest: 0 }).where('loan_id', '=', loanId).where('number', '=', row.number).execute();
    } else unpaid.push({ number: row.number, amount, main_debt: row.main_debt });
  }
  let owedLeft = owed;
  let principalLeft = principalOwed;
  unpaid.forEach((row, i) => {
    const last = i === unpaid.length - 1;
    row.amount = last ? owedLeft : Math.min(row.amount, owedLeft);
    row.main_debt = last ? principalLeft : Math.min(row.main_debt, principalLeft, row.amount);
    owedLeft -= row.amount;
    principalLeft -= row.main_debt;
  });
  for (const row of unpaid) {
    await db
      .updateTable('loan_schedule')
      .set({ amount: row.amount, main_debt: row.main_debt, interest: row.amount - row.main_debt, paid: row.amount === 0 ? 1 : 0 })
      .where('loan_id', '=', loanId)
      .where('number', '=', row.number)
      .execute();
  }
}

/**
 * Applies a payment to a loan inside the caller's transaction. A loan that is not active takes
 * nothing (all of it is overpaid, to be returned).
 */
export async function applyPayment(trx: Db, loanId: number, amount: number, paidAt: string, description: string): Promise<Settlement> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`payment amount must be positive kopecks, got ${amount}`);
  const loan = await trx.selectFrom('loan').select(['status']).where('id', '=', loanId).executeTakeFirstOrThrow();
  if (!payable(loan.status)) return { settled: [], applied: 0, overpaid: amount, owed: await owedOf(trx, loanId), closed: false, loanPaymentId: null };
  const expenses = await trx.selectFrom('loan_expense').select(['expense_type as type', 'amount']).where('loan_id', '=', loanId).execute();
  const { settled, applied, overpaid } = splitPayment(expenses, amount);
  for (const s of settled) {
    await trx
      .updateTable('loan_expense')
      .set((eb) => ({ amount: eb('amount', '-', s.Amount) }))
      .where('loan_id', '=', loanId)
      .where('expense_type', '=', s.ExpenseType)
      .execute();
  }
  let loanPaymentId: number | null = null;
  if (applied > 0) {
    const row = await trx.insertInto('loan_payment').values({ loan_id: loanId, amount: applied, paid_at: paidAt, description }).returning('id').executeTakeFirstOrThrow();
    loanPaymentId = row.id;
  }
  const owed = await owedOf(trx, loanId);
  const principal = expenses.find((e) => e.type === 1)?.amount ?? 0;
  const principalPaid = settled.find((s) => s.ExpenseType === 1)?.Amount ?? 0;
  await syncSchedule(trx, loanId, applied, owed, principal - principalPaid);
  const closed = owed === 0;
  if (closed) await trx.updateTable('loan').set({ status: LOAN_STATUS.CLOSED, closed_at: paidAt }).where('id', '=', loanId).execute();
  return { settled, applied, overpaid, owed, closed, loanPaymentId };
}

/** Issued principal, interest and expenses ever charged, and paid, for the balance identity. */
export async function ledgerTotals(db: Db, loanId: number) {
  const owed = await owedOf(db, loanId);
  const paid = await db
    .selectFrom('loan_payment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('loan_id', '=', loanId)
    .executeTakeFirstOrThrow();
  return { owed, paid: Number(paid.total) };
}

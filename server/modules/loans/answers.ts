// The cabinet's answers about a debt, every one read from the ledger (ledger.ts): the expense
// lines to pay, the schedule (what the due date will ask), and the debt day by day.
import type { AppDb } from '../../db/database';
import { expenseLines, isPayable, ledgerOf, today, type ExpenseLine } from './ledger';
import type { LoanRow } from './service';

const feesTotal = (fees: number[]) => fees.reduce((s, f) => s + f, 0);

/** What the client pays to close the loan today, line by line; nothing for a loan not owed on. */
export async function expensesAnswer(db: AppDb, loan: LoanRow): Promise<ExpenseLine[]> {
  if (!isPayable(loan.status)) return [];
  const ledger = await ledgerOf(db, loan);
  return ledger ? expenseLines(ledger) : [];
}

/**
 * One repayment at the due date: what will be owed then if nothing is paid before (today's debt
 * once overdue); a repaid loan's row has nothing left to pay.
 */
export async function scheduleAnswer(db: AppDb, loan: LoanRow) {
  if (!loan.due_date || !loan.issued_at) return [];
  if (!isPayable(loan.status)) return [{ Date: loan.due_date, Principal: 0, Interest: 0, Penalty: 0, Fees: 0, Total: 0 }];
  const now = today();
  const ledger = await ledgerOf(db, loan, loan.due_date > now ? loan.due_date : now);
  if (!ledger) return [];
  const { debt } = ledger.accrual;
  return [{ Date: loan.due_date, Principal: debt.principal, Interest: debt.interest, Penalty: debt.penalty, Fees: feesTotal(debt.fees), Total: debt.total }];
}

/** The debt at the end of each day since the issue, with what was charged, paid and prolonged that day. */
export async function dailyHistoryAnswer(db: AppDb, loan: LoanRow) {
  const ledger = await ledgerOf(db, loan);
  if (!ledger) return [];
  return ledger.accrual.days.map((d) => ({
    Date: d.date,
    Principal: d.principal,
    Interest: d.interest,
    Penalty: d.penalty,
    Fees: feesTotal(d.fees),
    Total: d.total,
    Charged: d.charged,
    Paid: d.paid,
    WrittenOff: d.writtenOff,
    ProlongedDays: d.prolongedDays,
    DueDate: d.dueDate,
  }));
}

// The accrual engine: a loan's debt on any Moscow date, computed from what happened to it — the
// signed contract (principal, term, rate, fees), the signed prolongations and the payments — day
// by day, in integer kopecks. It is pure: every answer that shows a debt (the dashboard, the
// expenses to pay, the schedule, the day-by-day history, the payment form's limits, the prices of
// a prolongation) and the settlement of a payment read this one function (docs/decisions.md «One
// accrual engine»).
//
// The rules (353-FZ, the articles in docs/decisions.md):
// - interest accrues for each day the money is used, on the principal outstanding that day, at the
//   contract's rate until the original due date and at each prolongation's rate for its days; at
//   most 0.8 % a day (art. 5 part 23);
// - after the due date no interest accrues; a penalty of the tariff's percent a day (0.05 %) of the
//   overdue principal does (within art. 5 part 21: 0.1 % a day when interest is not charged for those days);
// - the contract's fees are charged on the day of issue;
// - everything charged beyond the principal — interest, penalties and fees, paid or not — stays
//   within 130 % of the principal (art. 5 part 24): a day's charge stops at what is left of it;
// - a payment settles interest, then principal, then penalties and additional expenses (type 4),
//   then commissions (type 3) (art. 5 part 20); what is beyond the debt is not applied;
// - what the lender writes off settles like a payment, but is counted apart from what was paid.
// - a paid service the client refuses (art. 7 part 2.7) is no longer charged from the day of the
//   refusal: what of it was unpaid is written off, what was paid returns to the debt as a payment.
// - a prolongation's payment settles interest only: what is beyond the interest accrued so far is
//   interest paid ahead, taken by each day's interest as it accrues; a repayment made while some is
//   left counts it toward the principal, so the client pays for the days used and no more.
import { addDaysIso } from '@/domain/loan-calculator';
import { daysUntil } from '@/domain/dates';
import { LEDGER_TARIFF } from '@/domain/tariff';

/** Legal ceiling of the daily rate, per mille (0.8 %). */
export const MAX_RATE_PERMILLE = 8;
/** Penalty a day, in thousandths of a percent of the overdue principal (the tariff's 0.05 % = 50). */
export const PENALTY_MILLIPERCENT = Math.round(LEDGER_TARIFF.penaltyPerDay * 1000);
/** Charges beyond the principal, ever: at most the tariff's 130 % of it. */
export const CHARGES_CAP_PERCENT = LEDGER_TARIFF.chargesCapPercent;

export type ExpenseType = 1 | 2 | 3 | 4;

export interface ContractFee {
  /** The fee's row (loan_fee.id); absent before it is stored. */
  id?: number;
  type: 3 | 4;
  amount: number;
  /** What the fee is for, as the contract names it. */
  name: string;
  /** The Moscow date the client refused this paid service; it is then not charged. */
  refusedDate?: string | null;
  /** A paid additional service (consented separately, refusable within 30 days), not a commission. */
  service?: boolean;
}

export interface LoanHistory {
  principal: number;
  /** Moscow date the money was paid out. */
  issueDate: string;
  termDays: number;
  ratePermille: number;
  /** The contract's interest for the term (the priced offer): the term never accrues more. */
  termInterest: number;
  fees: readonly ContractFee[];
  /** Signed prolongations, oldest first: on `signedDate` the due date moved from `fromDue` to `toDue`. */
  prolongations: readonly { signedDate: string; fromDue: string; toDue: string; ratePermille: number }[];
  /**
   * Applied payments (and the lender's write-offs) in the order they count, each on its Moscow
   * date; a payment the bank took back (refund, chargeback) counts only for what it kept.
   */
  payments: readonly LoanPayment[];
}

export interface LoanPayment {
  date: string;
  amount: number;
  /** A prolongation's payment settles interest only (absent: an ordinary repayment). */
  purpose?: 'Repayment' | 'Prolongation';
  /** The lender's write-off: settles like a payment, counted apart from what was paid. */
  writeOff?: boolean;
}

export interface Debt {
  principal: number;
  interest: number;
  penalty: number;
  /** What is left of each contract fee, in the contract's order. */
  fees: number[];
  /** Interest paid ahead by a prolongation's payment, not accrued yet. */
  interestAhead: number;
  /** What is owed: the parts less the interest paid ahead. */
  total: number;
}

export interface DayRow extends Debt {
  date: string;
  /** Charged on this day (interest, penalty, fees). */
  charged: number;
  /** Paid on this day. */
  paid: number;
  /** Written off by the lender on this day. */
  writtenOff: number;
  /** The due date as it stood at the end of this day. */
  dueDate: string;
  /** Days a prolongation signed on this day added. */
  prolongedDays: number;
}

export interface Accrual {
  days: DayRow[];
  /** The debt after the last day. */
  debt: Debt;
  dueDate: string;
  /** Interest, penalties and fees charged since the issue. */
  charged: number;
  chargesCap: number;
}

const DAY_MS = 86_400_000;

export const chargesCapOf = (principal: number) => Math.floor((principal * CHARGES_CAP_PERCENT) / 100);
export const dailyInterest = (principal: number, ratePermille: number) => Math.floor((principal * Math.min(ratePermille, MAX_RATE_PERMILLE)) / 1000);
export const dailyPenalty = (principal: number) => Math.floor((principal * PENALTY_MILLIPERCENT) / 100_000);

const totalOf = (d: Omit<Debt, 'total'>) => Math.max(0, d.principal + d.interest + d.penalty + d.fees.reduce((s, f) => s + f, 0) - d.interestAhead);

/** Splits a payment over the debt in the settlement order; answers what was applied. */
export function settle(debt: Debt, feeTypes: readonly (3 | 4)[], amount: number): { debt: Debt; applied: number; settled: Record<ExpenseType, number> } {
  let left = amount;
  const take = (owed: number) => {
    const t = Math.min(left, owed);
    left -= t;
    return t;
  };
  const settled: Record<ExpenseType, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const interest = take(debt.interest);
  settled[2] = interest;
  const principal = take(debt.principal);
  settled[1] = principal;
  const penalty = take(debt.penalty);
  settled[4] += penalty;
  const fees = [...debt.fees];
  for (const type of [4, 3] as const) {
    fees.forEach((owed, i) => {
      if (feeTypes[i] !== type) return;
      const t = take(owed);
      fees[i] = owed - t;
      settled[type] += t;
    });
  }
  const next = { principal: debt.principal - principal, interest: debt.interest - interest, penalty: debt.penalty - penalty, fees, interestAhead: debt.interestAhead };
  return { debt: { ...next, total: totalOf(next) }, applied: amount - left, settled };
}

/**
 * The services refused on `date`: each is uncharged (its room under the cap returns); its unpaid
 * part leaves the debt and its paid part is applied to the debt as a payment would be.
 */
function refuseServices(h: LoanHistory, date: string, debt: Debt, feesCharged: number[]): { debt: Debt; uncharged: number } {
  let uncharged = 0;
  h.fees.forEach((f, i) => {
    if (f.refusedDate !== date || feesCharged[i] === 0) return;
    const paidPart = feesCharged[i]! - debt.fees[i]!;
    const fees = [...debt.fees];
    fees[i] = 0;
    uncharged += feesCharged[i]!;
    feesCharged[i] = 0;
    const next = { ...debt, fees };
    debt = settle({ ...next, total: totalOf(next) }, h.fees.map((x) => x.type), paidPart).debt;
  });
  return { debt, uncharged };
}

/** Interest paid ahead taken by the interest accrued (each day, and before any payment). */
function takeAhead(debt: Debt): Debt {
  const used = Math.min(debt.interestAhead, debt.interest);
  if (used === 0) return debt;
  const next = { ...debt, interest: debt.interest - used, interestAhead: debt.interestAhead - used };
  return { ...next, total: totalOf(next) };
}

/**
 * Applies one payment: a prolongation's to the interest (the rest is interest paid ahead), any
 * other in the settlement order after the interest paid ahead has gone to the principal.
 */
export function applyTo(debt: Debt, feeTypes: readonly (3 | 4)[], payment: Pick<LoanPayment, 'amount' | 'purpose'>): { debt: Debt; applied: number; settled: Record<ExpenseType, number> } {
  const d = takeAhead(debt);
  if (payment.purpose === 'Prolongation') {
    const toInterest = Math.min(payment.amount, d.interest);
    const next = { ...d, interest: d.interest - toInterest, interestAhead: d.interestAhead + payment.amount - toInterest };
    return { debt: { ...next, total: totalOf(next) }, applied: payment.amount, settled: { 1: 0, 2: payment.amount, 3: 0, 4: 0 } };
  }
  const toPrincipal = Math.min(d.interestAhead, d.principal);
  const cleared = { ...d, principal: d.principal - toPrincipal, interestAhead: d.interestAhead - toPrincipal };
  return settle({ ...cleared, total: totalOf(cleared) }, feeTypes, payment.amount);
}

/** The rate of the day that ends on `date`, or null once past the due date. */
function rateOn(h: LoanHistory, originalDue: string, date: string): number | null {
  if (date <= originalDue) return h.ratePermille;
  for (const p of h.prolongations) if (date > p.fromDue && date <= p.toDue) return p.ratePermille;
  return null;
}

/** The due date after the prolongations signed by the end of `date`. */
const dueDateOn = (h: LoanHistory, originalDue: string, date: string) => h.prolongations.filter((p) => p.signedDate <= date).reduce((due, p) => (p.fromDue === due ? p.toDue : due), originalDue);

/** The loan day by day from its issue through `asOf` (a Moscow date). */
export function accrue(h: LoanHistory, asOf: string): Accrual {
  const originalDue = addDaysIso(h.issueDate, h.termDays);
  const feeTypes = h.fees.map((f) => f.type);
  const chargesCap = chargesCapOf(h.principal);
  let charged = 0;
  let termInterest = 0;
  let debt: Debt = { principal: h.principal, interest: 0, penalty: 0, fees: h.fees.map(() => 0), interestAhead: 0, total: h.principal };
  let feesCharged: number[] = h.fees.map(() => 0);
  const charge = (amount: number) => {
    const c = Math.max(0, Math.min(amount, chargesCap - charged));
    charged += c;
    return c;
  };
  const days: DayRow[] = [];
  let next = 0;
  const start = Date.parse(`${h.issueDate}T00:00:00Z`);
  for (let i = 0; ; i += 1) {
    // Calendar dates in UTC arithmetic: Moscow has no daylight saving, and a date is a date.
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    if (date > asOf) break;
    let chargedToday = 0;
    if (i === 0) {
      feesCharged = h.fees.map((f) => charge(f.amount));
      chargedToday = feesCharged.reduce((s, f) => s + f, 0);
      debt = { ...debt, fees: [...feesCharged] };
    } else {
      const rate = rateOn(h, originalDue, date);
      if (rate !== null) {
        const byRate = dailyInterest(debt.principal, rate);
        const interest = charge(date <= originalDue ? Math.min(byRate, h.termInterest - termInterest) : byRate);
        if (date <= originalDue) termInterest += interest;
        debt.interest += interest;
        chargedToday = interest;
      } else {
        chargedToday = charge(dailyPenalty(debt.principal));
        debt.penalty += chargedToday;
      }
    }
    debt.total = totalOf(debt);
    const refund = refuseServices(h, date, debt, feesCharged);
    debt = refund.debt;
    charged -= refund.uncharged;
    chargedToday -= refund.uncharged;
    debt = takeAhead({ ...debt, total: totalOf(debt) });
    let paid = 0;
    let writtenOff = 0;
    while (next < h.payments.length && h.payments[next]!.date <= date) {
      const entry = h.payments[next]!;
      const r = applyTo(debt, feeTypes, entry);
      debt = r.debt;
      if (entry.writeOff) writtenOff += r.applied;
      else paid += r.applied;
      next += 1;
    }
    const prolongedDays = h.prolongations.length ? h.prolongations.filter((p) => p.signedDate === date).reduce((s, p) => s + daysUntil(p.toDue, p.fromDue), 0) : 0;
    days.push({ ...debt, fees: [...debt.fees], date, charged: chargedToday, paid, writtenOff, dueDate: h.prolongations.length ? dueDateOn(h, originalDue, date) : originalDue, prolongedDays });
    if (debt.total === 0) break;
  }
  return { days, debt, dueDate: dueDateOn(h, originalDue, asOf), charged, chargesCap };
}

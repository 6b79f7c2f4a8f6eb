// The lender's tariff: every figure and rule of what a loan costs, in one place. The accrual
// engine (server/modules/loans/accrual.ts), the calculator settings, the offer, the agreement, the
// company documents, the FAQ, the home page and the calculator read it; no figure is typed twice
// (docs/decisions.md «One tariff»). Held within 353-FZ: rate ≤ 0.8 % a day (art. 5 part 23),
// charges ≤ 130 % of the principal (part 24), a penalty ≤ 0.1 % a day when no interest accrues on
// the overdue days (part 21).
import type { Tenant } from '@machines/tenant';

export interface Tariff {
  /** Roubles. */
  readonly amount: { readonly min: number; readonly max: number; readonly step: number; readonly default: number };
  /** Days. */
  readonly term: { readonly min: number; readonly max: number; readonly step: number; readonly default: number };
  /** Percent a day of the principal outstanding, for each day the money is used until the due date. */
  readonly ratePerDay: number;
  /** After the due date: no interest; a penalty of this percent a day of the overdue principal. */
  readonly penaltyPerDay: number;
  /** Interest, penalties and fees ever charged stay within this percent of the principal. */
  readonly chargesCapPercent: number;
  /** Fees of a loan without the client's chosen services: none (issue, early repayment, payment). */
  readonly fees: { readonly issue: number; readonly earlyRepayment: number; readonly payment: number };
  /** Paid services a client may choose (never a condition of the loan), roubles: expense type 3 a commission, 4 a service. */
  readonly services: readonly { readonly name: string; readonly price: number; readonly per: 'loan' | 'once'; readonly expenseType: 3 | 4 }[];
  /** The first loan (no loan paid out before): this rate up to this amount (roubles) and term (days). */
  readonly firstLoan: { readonly ratePerDay: number; readonly maxAmount: number; readonly maxTerm: number };
  /**
   * Prolongation of an active loan before its due date: the days added accrue at `ratePerDay`
   * (the first loan's 0 % covers its first term only), at most `maxCount` times per loan; it takes
   * effect when signed, and its price is the interest owed by the new due date.
   */
  readonly prolongation: { readonly minDays: number; readonly maxDays: number; readonly stepDays: number; readonly defaultDays: number; readonly maxCount: number };
}

const TARIFF: Tariff = {
  amount: { min: 1000, max: 30000, step: 500, default: 10000 },
  term: { min: 5, max: 30, step: 1, default: 15 },
  ratePerDay: 0.8,
  penaltyPerDay: 0.05,
  chargesCapPercent: 130,
  fees: { issue: 0, earlyRepayment: 0, payment: 0 },
  services: [
    { name: 'SMS-информирование о платежах', price: 150, per: 'loan', expenseType: 3 },
    { name: 'Кредитный рейтинг', price: 99, per: 'loan', expenseType: 4 },
    { name: 'Юридическая консультация по телефону', price: 290, per: 'loan', expenseType: 4 },
    { name: 'Финансовая грамотность: курс из 10 уроков', price: 190, per: 'once', expenseType: 4 },
  ],
  firstLoan: { ratePerDay: 0, maxAmount: 15000, maxTerm: 21 },
  prolongation: { minDays: 7, maxDays: 30, stepDays: 1, defaultDays: 14, maxCount: 5 },
};

/** Both brands lend on one tariff today; a brand of its own would be its own entry here. */
export const TARIFFS: Record<Tenant, Tariff> = { sf: TARIFF, mf: TARIFF };

/**
 * The tariff the ledger runs on. The engine holds one set of rules for every loan in the
 * database, so the brands' tariffs must agree on the engine's figures (tested).
 */
export const LEDGER_TARIFF: Tariff = TARIFF;

/** Percent a year of a daily rate (365 days): 0.8 → 292. */
export const perAnnum = (perDay: number) => Math.round(perDay * 365 * 1000) / 1000;

/** A percent as Russian text writes it: 0.05 → «0,05». */
export const percentText = (value: number) => String(value).replace('.', ',');

// The home page loan calculator: snaps the visitor's choice onto the settings' grid and prices it
// with the one pricing rule (./loan-price.ts), which the server applies to the offer and the loan.
import { priceLoan, type LegalCap, type PriceRule } from './loan-price';
import { NBSP, rublesToKopecks } from './money';

export interface LoanCalculatorSettings {
  /** Roubles, whole. */
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly amountStep: number;
  /** Days, whole; at most 365 (one repayment, ПСК base period is the term). */
  readonly minTerm: number;
  readonly maxTerm: number;
  readonly termStep: number;
  /** Percent per day, e.g. 0.8. */
  readonly dailyRatePercent: number;
  /** Whether the 0 % first-loan promotion is running. */
  readonly firstLoanFree: boolean;
  /** Longest term, in days, that the promotion covers. */
  readonly promoMaxTerm: number;
  /** Largest amount, roubles, that the promotion covers. */
  readonly promoMaxAmount: number;
}

export interface LoanRequest {
  readonly amount: number;
  readonly term: number;
  /** Local calendar date 'YYYY-MM-DD'; injected so results do not depend on the clock. */
  readonly today: string;
  /** The visitor has had no loan yet (anonymous visitors count as first-time). */
  readonly firstLoan: boolean;
}

export interface LoanQuote {
  /** Amount and term after snapping into the settings' range and steps. */
  readonly amount: number;
  readonly term: number;
  readonly promoApplied: boolean;
  /** The daily rate actually charged, after the promotion and the cap. */
  readonly dailyRatePercent: number;
  readonly principalKopecks: number;
  readonly interestKopecks: number;
  readonly repayKopecks: number;
  /** 'YYYY-MM-DD' */
  readonly returnDate: string;
  /** ПСК, % a year, rounded to 3 decimals. */
  readonly pskPercent: number;
  /** '292,000 %' — three decimals, as the law requires it shown. */
  readonly pskText: string;
  /** Caps that lowered the charges. */
  readonly caps: readonly LegalCap[];
  /** Russian notes for the visitor, one per cap that applied. */
  readonly notices: readonly string[];
}

export { MAX_CHARGES_PERCENT_OF_PRINCIPAL, MAX_DAILY_RATE_PERCENT, MAX_PSK_PERCENT } from './loan-price';
export type { LegalCap } from './loan-price';

export const CAP_NOTICES: Readonly<Record<LegalCap, string>> = {
  rate: `Ставка ограничена законом: не более 0,8${NBSP}% в день`,
  charges: `Начисления ограничены законом: не более 130${NBSP}% от суммы займа`,
  psk: `Полная стоимость займа ограничена законом: не более 292${NBSP}% годовых`,
};

/** Problems that make settings unusable; empty when they are fine. */
export function settingsProblems(s: LoanCalculatorSettings): string[] {
  const problems: string[] = [];
  const whole = (name: keyof LoanCalculatorSettings, min: number) => {
    const v = s[name];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) problems.push(`${name} must be an integer ≥ ${min}`);
  };
  whole('minAmount', 1);
  whole('maxAmount', 1);
  whole('amountStep', 1);
  whole('minTerm', 1);
  whole('maxTerm', 1);
  whole('termStep', 1);
  whole('promoMaxTerm', 0);
  whole('promoMaxAmount', 0);
  if (s.minAmount > s.maxAmount) problems.push('minAmount must not exceed maxAmount');
  if (s.minTerm > s.maxTerm) problems.push('minTerm must not exceed maxTerm');
  if (s.maxTerm > 365) problems.push('maxTerm must not exceed 365 days');
  if (!Number.isFinite(s.dailyRatePercent) || s.dailyRatePercent < 0) problems.push('dailyRatePercent must be ≥ 0');
  return problems;
}

/** Clamps into [min, max] and onto the grid min, min + step, …; max is always reachable. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value) || value <= min) return min;
  if (value >= max) return max;
  return Math.min(max, min + Math.round((value - min) / step) * step);
}

/** 'YYYY-MM-DD' plus whole days, in calendar terms (no time zone or DST effects). */
export function addDaysIso(isoDate: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`expected YYYY-MM-DD, got ${isoDate}`);
  const t = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(t).toISOString().slice(0, 10);
}

function formatThousandths(thousandths: bigint): string {
  const whole = thousandths / 1000n;
  const frac = String(thousandths % 1000n).padStart(3, '0');
  return `${whole},${frac}${NBSP}%`;
}

export function calculateLoan(settings: LoanCalculatorSettings, request: LoanRequest): LoanQuote {
  const problems = settingsProblems(settings);
  if (problems.length > 0) throw new RangeError(`invalid loan calculator settings: ${problems.join('; ')}`);

  const amount = snapToStep(request.amount, settings.minAmount, settings.maxAmount, settings.amountStep);
  const term = snapToStep(request.term, settings.minTerm, settings.maxTerm, settings.termStep);
  const rule: PriceRule = {
    dailyRatePercent: settings.dailyRatePercent,
    firstLoanFree: settings.firstLoanFree,
    promoMaxTerm: settings.promoMaxTerm,
    promoMaxAmountKopecks: rublesToKopecks(settings.promoMaxAmount),
  };
  const principalKopecks = rublesToKopecks(amount);
  const price = priceLoan(rule, { principalKopecks, termDays: term, firstLoan: request.firstLoan });

  return {
    amount,
    term,
    promoApplied: price.promoApplied,
    dailyRatePercent: price.dailyRatePercent,
    principalKopecks,
    interestKopecks: price.interestKopecks,
    repayKopecks: price.repayKopecks,
    returnDate: addDaysIso(request.today, term),
    pskPercent: price.pskThousandths / 1000,
    pskText: formatThousandths(BigInt(price.pskThousandths)),
    caps: price.caps,
    notices: price.caps.map((cap) => CAP_NOTICES[cap]),
  };
}

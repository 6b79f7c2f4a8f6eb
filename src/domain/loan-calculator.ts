// The home page loan calculator: a single-repayment loan with simple daily interest,
// held to the Russian legal caps for micro-loans (Federal Law 353-FZ and 151-FZ):
// at most 0.8 % a day, a full cost of credit (ПСК) of at most 292 % a year, and total
// charges of at most 130 % of the principal. All money arithmetic is in integer kopecks
// with BigInt, so no rounding can push a result over a cap.
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
}

export interface LoanRequest {
  readonly amount: number;
  readonly term: number;
  /** Local calendar date 'YYYY-MM-DD'; injected so results do not depend on the clock. */
  readonly today: string;
  /** The visitor has had no loan yet (anonymous visitors count as first-time). */
  readonly firstLoan: boolean;
}

export type LegalCap = 'rate' | 'charges' | 'psk';

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

export const MAX_DAILY_RATE_PERCENT = 0.8;
export const MAX_PSK_PERCENT = 292;
export const MAX_CHARGES_PERCENT_OF_PRINCIPAL = 130;
/** ЧБП for a single repayment: 365 / term (353-FZ art. 6 p. 2). */
const DAYS_IN_YEAR = 365n;
/** Daily rate is held in units of 0.0001 % so that 0.8 % is exactly 8000. */
const RATE_UNITS_PER_PERCENT = 10_000;

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

const minBig = (...xs: bigint[]): bigint => xs.reduce((a, b) => (b < a ? b : a));

/** Round half up of a non-negative fraction. */
const divRound = (num: bigint, den: bigint): bigint => (num * 2n + den) / (2n * den);

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
  const promoApplied = settings.firstLoanFree && request.firstLoan && term <= settings.promoMaxTerm;

  const maxRateUnits = Math.round(MAX_DAILY_RATE_PERCENT * RATE_UNITS_PER_PERCENT);
  const askedRateUnits = Math.round(settings.dailyRatePercent * RATE_UNITS_PER_PERCENT);
  const rateUnits = promoApplied ? 0 : Math.min(askedRateUnits, maxRateUnits);

  const principal = BigInt(rublesToKopecks(amount));
  const days = BigInt(term);
  const byRate = (principal * BigInt(rateUnits) * days) / BigInt(100 * RATE_UNITS_PER_PERCENT);
  const chargesCap = (principal * BigInt(MAX_CHARGES_PERCENT_OF_PRINCIPAL)) / 100n;
  // ПСК = charges / principal × 365 / term × 100 ≤ 292  ⇔  charges ≤ principal × 292 × term / 36 500
  const pskCap = (principal * BigInt(MAX_PSK_PERCENT) * days) / (DAYS_IN_YEAR * 100n);
  const interest = minBig(byRate, chargesCap, pskCap);

  const caps: LegalCap[] = [];
  if (!promoApplied && askedRateUnits > maxRateUnits) caps.push('rate');
  if (chargesCap < byRate) caps.push('charges');
  if (pskCap < minBig(byRate, chargesCap)) caps.push('psk');

  const pskThousandths = divRound(interest * DAYS_IN_YEAR * 100n * 1000n, principal * days);

  return {
    amount,
    term,
    promoApplied,
    dailyRatePercent: rateUnits / RATE_UNITS_PER_PERCENT,
    principalKopecks: Number(principal),
    interestKopecks: Number(interest),
    repayKopecks: Number(principal + interest),
    returnDate: addDaysIso(request.today, term),
    pskPercent: Number(pskThousandths) / 1000,
    pskText: formatThousandths(pskThousandths),
    caps,
    notices: caps.map((cap) => CAP_NOTICES[cap]),
  };
}

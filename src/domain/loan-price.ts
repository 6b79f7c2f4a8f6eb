// The one pricing rule of a loan, used by the calculator in the browser AND by the reference
// server when it makes an offer and issues the loan (docs/decisions.md «One pricing rule»), so
// the calculator, the offer, the agreement and the loan's expenses cannot disagree.
//
// A single-repayment loan with simple daily interest, held to the Russian legal caps for
// micro-loans (Federal Law 353-FZ and 151-FZ): at most 0.8 % a day, a full cost of credit (ПСК)
// of at most 292 % a year, and total charges of at most 130 % of the principal. The 0 % promotion
// covers a first loan up to promoMaxAmount and promoMaxTerm. All money is integer kopecks,
// computed with BigInt, so no rounding can push a result over a cap.

export interface PriceRule {
  /** Percent per day, e.g. 0.8. */
  readonly dailyRatePercent: number;
  /** Whether the 0 % first-loan promotion is running. */
  readonly firstLoanFree: boolean;
  /** Longest term, days, that the promotion covers. */
  readonly promoMaxTerm: number;
  /** Largest principal, kopecks, that the promotion covers. */
  readonly promoMaxAmountKopecks: number;
}

export interface PriceInput {
  readonly principalKopecks: number;
  readonly termDays: number;
  /** The client has had no loan issued yet (anonymous visitors count as first-time). */
  readonly firstLoan: boolean;
  /** Fees the contract names (kopecks): they count within the caps, so the interest makes room. */
  readonly feesKopecks?: number;
}

export type LegalCap = 'rate' | 'charges' | 'psk';

export interface LoanPrice {
  readonly promoApplied: boolean;
  /** The daily rate actually charged, after the promotion and the cap. */
  readonly dailyRatePercent: number;
  readonly interestKopecks: number;
  readonly repayKopecks: number;
  /** ПСК, % a year, in thousandths of a percent (292 % = 292 000). */
  readonly pskThousandths: number;
  /** Caps that lowered the charges. */
  readonly caps: readonly LegalCap[];
}

/** The calculator settings' fields as both APIs send them (kopecks, days, percent a day). */
export interface ApiPriceSettings {
  InterestRatePerDay: number;
  FirstLoanInterestRatePerDay?: number;
  FirstLoanMaxTerm?: number;
  FirstLoanMaxAmount?: number;
}

export const MAX_DAILY_RATE_PERCENT = 0.8;
export const MAX_PSK_PERCENT = 292;
export const MAX_CHARGES_PERCENT_OF_PRINCIPAL = 130;
/** ЧБП for a single repayment: 365 / term (353-FZ art. 6 p. 2). */
const DAYS_IN_YEAR = 365n;
/** Daily rate is held in units of 0.0001 % so that 0.8 % is exactly 8000. */
const RATE_UNITS_PER_PERCENT = 10_000;
/** The ledger keeps a loan's rate in tenths of a percent a day. */
const RATE_STEP_UNITS = 1_000;

/** The rule that the server's calculator settings describe; without promotion fields, no promotion. */
export function priceRuleOf(api: ApiPriceSettings): PriceRule {
  return {
    dailyRatePercent: api.InterestRatePerDay,
    firstLoanFree: api.FirstLoanInterestRatePerDay === 0,
    promoMaxTerm: api.FirstLoanMaxTerm ?? 0,
    promoMaxAmountKopecks: api.FirstLoanMaxAmount ?? 0,
  };
}

export function promoApplies(rule: PriceRule, input: PriceInput): boolean {
  return rule.firstLoanFree && input.firstLoan && input.termDays <= rule.promoMaxTerm && input.principalKopecks <= rule.promoMaxAmountKopecks;
}

const minBig = (...xs: bigint[]): bigint => xs.reduce((a, b) => (b < a ? b : a));

/** Round half up of a non-negative fraction. */
const divRound = (num: bigint, den: bigint): bigint => (num * 2n + den) / (2n * den);

export function priceLoan(rule: PriceRule, input: PriceInput): LoanPrice {
  if (!Number.isSafeInteger(input.principalKopecks) || input.principalKopecks <= 0) throw new RangeError('principal must be a positive whole number of kopecks');
  if (!Number.isSafeInteger(input.termDays) || input.termDays <= 0) throw new RangeError('term must be a positive whole number of days');
  const promoApplied = promoApplies(rule, input);
  const maxRateUnits = Math.round(MAX_DAILY_RATE_PERCENT * RATE_UNITS_PER_PERCENT);
  const askedRateUnits = Math.round(rule.dailyRatePercent * RATE_UNITS_PER_PERCENT);
  const baseRateUnits = promoApplied ? 0 : Math.min(askedRateUnits, maxRateUnits);

  const principal = BigInt(input.principalKopecks);
  const days = BigInt(input.termDays);
  const fees = BigInt(input.feesKopecks ?? 0);
  // Interest accrues day by day in whole kopecks (the ledger's accrual engine): each day the same
  // rounded-down amount, so the term's interest is exactly what the days add up to.
  const termInterestAt = (units: number) => ((principal * BigInt(units)) / BigInt(100 * RATE_UNITS_PER_PERCENT)) * days;
  const chargesCap = (principal * BigInt(MAX_CHARGES_PERCENT_OF_PRINCIPAL)) / 100n;
  // ПСК = charges / principal × 365 / term × 100 ≤ 292  ⇔  charges ≤ principal × 292 × term / 36 500
  const pskCap = (principal * BigInt(MAX_PSK_PERCENT) * days) / (DAYS_IN_YEAR * 100n);
  const room = (cap: bigint) => (cap > fees ? cap - fees : 0n);
  // A contract with fees takes a lower rate (in steps of 0.1 %) until the charges fit the caps, so
  // its interest accrues evenly over the whole term instead of stopping before the due date.
  let rateUnits = baseRateUnits;
  while (fees > 0n && rateUnits > 0 && termInterestAt(rateUnits) > minBig(room(chargesCap), room(pskCap))) rateUnits = Math.max(0, rateUnits - RATE_STEP_UNITS);
  const byRate = termInterestAt(rateUnits);
  const interest = minBig(byRate, room(chargesCap), room(pskCap));

  const caps: LegalCap[] = [];
  if (!promoApplied && askedRateUnits > maxRateUnits) caps.push('rate');
  if (rateUnits < baseRateUnits) caps.push(room(pskCap) < room(chargesCap) ? 'psk' : 'charges');
  else {
    if (room(chargesCap) < byRate) caps.push('charges');
    if (room(pskCap) < minBig(byRate, room(chargesCap))) caps.push('psk');
  }

  return {
    promoApplied,
    dailyRatePercent: rateUnits / RATE_UNITS_PER_PERCENT,
    interestKopecks: Number(interest),
    repayKopecks: Number(principal + interest + fees),
    pskThousandths: Number(divRound((interest + fees) * DAYS_IN_YEAR * 100n * 1000n, principal * days)),
    caps,
  };
}

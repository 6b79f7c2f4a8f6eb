// Maps the API's calculator settings (kopecks) onto the domain calculator's (roubles).
import type { CalculatorSettings } from '../../app/data/content-types';
import type { LoanCalculatorSettings } from '../../domain/loan-calculator';

export interface ApiCalculatorSettings extends CalculatorSettings {
  /** First-loan promotion fields; without them no promotion is assumed. */
  FirstLoanInterestRatePerDay?: number;
  FirstLoanMaxTerm?: number;
}

export function toCalculatorSettings(api: ApiCalculatorSettings): LoanCalculatorSettings {
  return {
    minAmount: Math.round(api.MinAmount / 100),
    maxAmount: Math.round(api.MaxAmount / 100),
    amountStep: Math.max(1, Math.round(api.AmountStep / 100)),
    minTerm: api.MinTerm,
    maxTerm: api.MaxTerm,
    termStep: api.TermStep,
    dailyRatePercent: api.InterestRatePerDay,
    firstLoanFree: api.FirstLoanInterestRatePerDay === 0,
    promoMaxTerm: api.FirstLoanMaxTerm ?? 0,
  };
}

/** Today as a local calendar date, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The registration link that carries the chosen amount (roubles) and term (days). */
export const registrationHref = (amount: number, term: number): string => `/registration?amount=${amount}&term=${term}`;

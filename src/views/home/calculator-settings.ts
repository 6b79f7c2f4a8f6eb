// Maps the API's calculator settings (kopecks) onto the domain calculator's (roubles).
import type { CalculatorSettings } from '@/flows/data/content-types';
import type { LoanCalculatorSettings } from '@/domain/loan-calculator';
import { priceRuleOf } from '@/domain/loan-price';

export interface ApiCalculatorSettings extends CalculatorSettings {
  /** First-loan promotion fields; without them no promotion is assumed. */
  FirstLoanInterestRatePerDay?: number;
  FirstLoanMaxTerm?: number;
  FirstLoanMaxAmount?: number;
  /** Whether these settings price a first loan; absent means a first loan (anonymous visitor). */
  IsFirstLoan?: boolean;
}

export function toCalculatorSettings(api: ApiCalculatorSettings): LoanCalculatorSettings {
  // The same mapping the server prices with (src/domain/loan-price.ts), in roubles for the sliders.
  const rule = priceRuleOf(api);
  return {
    minAmount: Math.round(api.MinAmount / 100),
    maxAmount: Math.round(api.MaxAmount / 100),
    amountStep: Math.max(1, Math.round(api.AmountStep / 100)),
    minTerm: api.MinTerm,
    maxTerm: api.MaxTerm,
    termStep: api.TermStep,
    dailyRatePercent: rule.dailyRatePercent,
    firstLoanFree: rule.firstLoanFree,
    promoMaxTerm: rule.promoMaxTerm,
    promoMaxAmount: Math.floor(rule.promoMaxAmountKopecks / 100),
  };
}

/** Today as a local calendar date, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The registration link that carries the chosen amount (roubles) and term (days). */
export const registrationHref = (amount: number, term: number): string => `/registration?amount=${amount}&term=${term}`;

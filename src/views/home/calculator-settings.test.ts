import { describe, expect, it } from 'vitest';
import { calculateLoan } from '@/domain/loan-calculator';
import { localToday, registrationHref, toCalculatorSettings } from './calculator-settings';

const api = {
  MinAmount: 100000, MaxAmount: 3000000, AmountStep: 50000, DefaultAmount: 1000000, MinTerm: 5, MaxTerm: 30, TermStep: 1,
  DefaultTerm: 15, InterestRatePerDay: 0.8, FirstLoanInterestRatePerDay: 0, FirstLoanMaxTerm: 21,
  FirstLoanMaxAmount: 1500000,
};

describe('calculator settings from the API', () => {
  it('converts kopecks to roubles and reads the first-loan promotion', () => {
    const s = toCalculatorSettings(api);
    expect(s).toMatchObject({ minAmount: 1000, maxAmount: 30000, amountStep: 500, firstLoanFree: true, promoMaxTerm: 21 });
    expect(calculateLoan(s, { amount: 10000, term: 21, today: '2026-01-01', firstLoan: true }).repayKopecks).toBe(1_000_000);
    expect(calculateLoan(s, { amount: 10000, term: 22, today: '2026-01-01', firstLoan: true }).promoApplied).toBe(false);
    // The promotion stops at 15 000 ₽ (issue 11: 30 000 ₽ / 21 days was shown at 0 %).
    expect(calculateLoan(s, { amount: 15000, term: 20, today: '2026-01-01', firstLoan: true }).repayKopecks).toBe(1_500_000);
    expect(calculateLoan(s, { amount: 30000, term: 21, today: '2026-01-01', firstLoan: true }).promoApplied).toBe(false);
    expect(calculateLoan(s, { amount: 30000, term: 5, today: '2026-01-01', firstLoan: true }).interestKopecks).toBe(120_000);
  });
  it('assumes no promotion without its fields', () => {
    const { FirstLoanInterestRatePerDay: _a, FirstLoanMaxTerm: _b, ...plain } = api;
    expect(toCalculatorSettings(plain).firstLoanFree).toBe(false);
  });
  it('formats today as a local date and builds the registration link', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(registrationHref(15000, 10)).toBe('/registration?amount=15000&term=10');
  });
});

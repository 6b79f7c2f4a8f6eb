import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAP_NOTICES, type LoanCalculatorSettings, addDaysIso, calculateLoan, settingsProblems, snapToStep,
} from './loan-calculator';
import { NBSP } from './money';

const SETTINGS: LoanCalculatorSettings = {
  minAmount: 1000, maxAmount: 30000, amountStep: 500,
  minTerm: 5, maxTerm: 365, termStep: 1,
  dailyRatePercent: 0.8, firstLoanFree: true, promoMaxTerm: 7, promoMaxAmount: 30000,
};
const TODAY = '2025-03-10';

describe('calculateLoan', () => {
  it('charges simple daily interest and computes the return date', () => {
    const q = calculateLoan(SETTINGS, { amount: 10000, term: 30, today: TODAY, firstLoan: false });
    expect(q.interestKopecks).toBe(240000);
    expect(q.repayKopecks).toBe(1240000);
    expect(q.returnDate).toBe('2025-04-09');
    expect(q.pskPercent).toBe(292);
    expect(q.pskText).toBe(`292,000${NBSP}%`);
    expect(q.caps).toEqual([]);
    expect(q.promoApplied).toBe(false);
  });

  it('shows the ПСК with three decimals', () => {
    const q = calculateLoan({ ...SETTINGS, dailyRatePercent: 0.333 }, { amount: 7000, term: 12, today: TODAY, firstLoan: false });
    // 7000 × 0.333 % × 12 = 279.72 ₽; ПСК = 0.333 × 365 = 121.545
    expect(q.interestKopecks).toBe(27972);
    expect(q.pskText).toBe(`121,545${NBSP}%`);
  });

  it('gives the first loan free up to the promo term, and only to first-time clients', () => {
    const free = calculateLoan(SETTINGS, { amount: 5000, term: 7, today: TODAY, firstLoan: true });
    expect(free.promoApplied).toBe(true);
    expect(free.interestKopecks).toBe(0);
    expect(free.repayKopecks).toBe(500000);
    expect(free.dailyRatePercent).toBe(0);
    expect(free.pskText).toBe(`0,000${NBSP}%`);
    expect(calculateLoan(SETTINGS, { amount: 5000, term: 8, today: TODAY, firstLoan: true }).promoApplied).toBe(false);
    expect(calculateLoan(SETTINGS, { amount: 5000, term: 7, today: TODAY, firstLoan: false }).promoApplied).toBe(false);
    expect(calculateLoan({ ...SETTINGS, firstLoanFree: false }, { amount: 5000, term: 7, today: TODAY, firstLoan: true })
      .promoApplied).toBe(false);
  });

  it('caps the daily rate at 0.8 % and says so', () => {
    const q = calculateLoan({ ...SETTINGS, dailyRatePercent: 1 }, { amount: 10000, term: 10, today: TODAY, firstLoan: false });
    expect(q.dailyRatePercent).toBe(0.8);
    expect(q.interestKopecks).toBe(80000);
    expect(q.caps).toEqual(['rate']);
    expect(q.notices).toEqual([CAP_NOTICES.rate]);
  });

  it('caps total charges at 130 % of the principal and says so', () => {
    const q = calculateLoan(SETTINGS, { amount: 10000, term: 200, today: TODAY, firstLoan: false });
    expect(q.interestKopecks).toBe(1300000);
    expect(q.repayKopecks).toBe(2300000);
    expect(q.caps).toEqual(['charges']);
    expect(q.notices).toEqual([`Начисления ограничены законом: не более 130${NBSP}% от суммы займа`]);
    // 130 % over 200 days = 237.25 % a year
    expect(q.pskText).toBe(`237,250${NBSP}%`);
  });

  it('snaps amount and term into the settings range', () => {
    const q = calculateLoan(SETTINGS, { amount: 1234, term: 400, today: TODAY, firstLoan: false });
    expect(q.amount).toBe(1000);
    expect(q.term).toBe(365);
    expect(calculateLoan(SETTINGS, { amount: 99999, term: 1, today: TODAY, firstLoan: false }).amount).toBe(30000);
  });

  it('refuses unusable settings', () => {
    expect(() => calculateLoan({ ...SETTINGS, minAmount: 50000 }, { amount: 1, term: 5, today: TODAY, firstLoan: false }))
      .toThrow(/minAmount must not exceed maxAmount/);
    expect(settingsProblems({ ...SETTINGS, maxTerm: 400, termStep: 0 })).toEqual([
      'termStep must be an integer ≥ 1', 'maxTerm must not exceed 365 days',
    ]);
    expect(settingsProblems(SETTINGS)).toEqual([]);
  });
});

describe('helpers', () => {
  it('snapToStep stays on the grid and in range', () => {
    expect(snapToStep(1260, 1000, 30000, 500)).toBe(1500);
    expect(snapToStep(29990, 1000, 29999, 500)).toBe(29999);
    expect(snapToStep(Number.NaN, 1000, 30000, 500)).toBe(1000);
    fc.assert(fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1000 }),
      fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 700 }), (v, min, span, step) => {
        const out = snapToStep(v, min, min + span, step);
        expect(out).toBeGreaterThanOrEqual(min);
        expect(out).toBeLessThanOrEqual(min + span);
        expect((out - min) % step === 0 || out === min + span).toBe(true);
      }));
  });

  it('addDaysIso crosses months, leap days and DST changes', () => {
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2025-03-29', 2)).toBe('2025-03-31');
    expect(() => addDaysIso('10.03.2025', 1)).toThrow(RangeError);
  });
});

const settingsArb: fc.Arbitrary<LoanCalculatorSettings> = fc
  .record({
    minAmount: fc.integer({ min: 1, max: 50_000 }),
    amountSpan: fc.integer({ min: 0, max: 500_000 }),
    amountStep: fc.integer({ min: 1, max: 5_000 }),
    minTerm: fc.integer({ min: 1, max: 60 }),
    termSpan: fc.integer({ min: 0, max: 300 }),
    termStep: fc.integer({ min: 1, max: 30 }),
    dailyRatePercent: fc.double({ min: 0, max: 3, noNaN: true }),
    firstLoanFree: fc.boolean(),
    promoMaxTerm: fc.integer({ min: 0, max: 60 }),
    promoMaxAmount: fc.integer({ min: 0, max: 600_000 }),
  })
  .map(({ amountSpan, termSpan, ...s }) => ({
    ...s, maxAmount: s.minAmount + amountSpan, maxTerm: Math.min(365, s.minTerm + termSpan),
  }));

const requestArb = fc.record({
  amount: fc.integer({ min: 0, max: 600_000 }),
  term: fc.integer({ min: 0, max: 400 }),
  firstLoan: fc.boolean(),
});

describe('legal caps hold for any settings (properties)', () => {
  it('repay ≥ amount, charges ≤ 1.3 × amount, ПСК ≤ 292, rate ≤ 0.8', () => {
    fc.assert(fc.property(settingsArb, requestArb, (s, r) => {
      const q = calculateLoan(s, { ...r, today: TODAY });
      expect(q.repayKopecks).toBeGreaterThanOrEqual(q.amount * 100);
      expect(q.repayKopecks).toBe(q.principalKopecks + q.interestKopecks);
      expect(q.interestKopecks * 10).toBeLessThanOrEqual(q.principalKopecks * 13);
      expect(q.pskPercent).toBeLessThanOrEqual(292);
      expect(q.pskPercent).toBeGreaterThanOrEqual(0);
      expect(q.dailyRatePercent).toBeLessThanOrEqual(0.8);
      expect(q.pskText).toMatch(/^\d+,\d{3}\u00A0%$/);
      expect(q.notices).toHaveLength(q.caps.length);
      expect(addDaysIso(TODAY, q.term)).toBe(q.returnDate);
    }), { numRuns: 500 });
  });

  it('repay does not decrease as the term grows', () => {
    fc.assert(fc.property(settingsArb, requestArb, fc.integer({ min: 0, max: 400 }), (s, r, extra) => {
      const shorter = calculateLoan(s, { ...r, today: TODAY });
      const longer = calculateLoan(s, { ...r, term: shorter.term + extra, today: TODAY });
      expect(longer.term).toBeGreaterThanOrEqual(shorter.term);
      expect(longer.repayKopecks).toBeGreaterThanOrEqual(shorter.repayKopecks);
    }), { numRuns: 500 });
  });

  it('repay does not decrease as the amount grows', () => {
    fc.assert(fc.property(settingsArb, requestArb, fc.integer({ min: 0, max: 600_000 }), (s, r, extra) => {
      const smaller = calculateLoan(s, { ...r, today: TODAY });
      const bigger = calculateLoan(s, { ...r, amount: smaller.amount + extra, today: TODAY });
      expect(bigger.repayKopecks).toBeGreaterThanOrEqual(smaller.repayKopecks);
    }), { numRuns: 500 });
  });

  it('the promotion makes a loan free, and only within its term and amount', () => {
    fc.assert(fc.property(settingsArb, requestArb, (s, r) => {
      const q = calculateLoan(s, { ...r, today: TODAY });
      expect(q.promoApplied).toBe(s.firstLoanFree && r.firstLoan && q.term <= s.promoMaxTerm && q.amount <= s.promoMaxAmount);
      if (q.promoApplied) expect(q.interestKopecks).toBe(0);
    }));
  });

  it('below the caps the charge is exactly the day\'s rate × term (each day rounded down to the kopeck, as the ledger accrues)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 160 }),
      fc.integer({ min: 0, max: 8000 }), (amount, term, rateUnits) => {
        const s = { ...SETTINGS, minAmount: 1, maxAmount: 100_000, amountStep: 1, minTerm: 1, termStep: 1,
          dailyRatePercent: rateUnits / 10_000, firstLoanFree: false };
        const q = calculateLoan(s, { amount, term, today: TODAY, firstLoan: false });
        expect(q.caps).toEqual([]);
        expect(q.interestKopecks).toBe(Math.floor((amount * 100 * rateUnits) / 1_000_000) * term);
      }));
  });
});

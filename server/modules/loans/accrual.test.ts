// The accrual engine's own properties (issue 26), with no database: the contract's total is what
// an untouched loan owes on its due date; an early repayment costs the days used; over any
// history, no day charges above 0.8 %, all charges stay within 130 % of the principal, and what
// was paid plus what is owed is the principal plus what was charged.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDaysIso } from '@/domain/loan-calculator';
import { priceFor } from './pricing';
import { accrue, chargesCapOf, settle, type ContractFee, type LoanHistory } from './accrual';

const ISSUE = '2026-01-31';
const feesArb: fc.Arbitrary<ContractFee[]> = fc.array(
  fc.record({ type: fc.constantFrom(3 as const, 4 as const), amount: fc.integer({ min: 0, max: 50_000 }), name: fc.constant('Услуга') }),
  { maxLength: 2 },
);

/** A loan priced by the one pricing rule, as offerLoan makes it. */
function priced(principal: number, termDays: number, firstLoan: boolean, fees: ContractFee[]): { history: LoanHistory; repay: number } {
  const price = priceFor(principal, termDays, firstLoan, fees.reduce((s, f) => s + f.amount, 0));
  return {
    history: { principal, issueDate: ISSUE, termDays, ratePermille: Math.round(price.dailyRatePercent * 10), termInterest: price.interestKopecks, fees, prolongations: [], payments: [] },
    repay: price.repayKopecks,
  };
}

const principalArb = fc.integer({ min: 100_000, max: 10_000_000 });
const termArb = fc.integer({ min: 1, max: 60 });

describe('the contract is the price', () => {
  test('an untouched loan owes on its due date exactly the offer\'s «Сумма к возврату»', () => {
    fc.assert(
      fc.property(principalArb, termArb, fc.boolean(), feesArb, (principal, term, first, fees) => {
        const { history, repay } = priced(principal, term, first, fees);
        expect(accrue(history, addDaysIso(ISSUE, term)).debt.total).toBe(repay);
      }),
      { numRuns: 500 },
    );
  });

  test('a full repayment on day d before the due date is the principal, the interest of d days and the fees', () => {
    fc.assert(
      fc.property(principalArb, fc.integer({ min: 2, max: 60 }), fc.boolean(), feesArb, fc.nat(), (principal, term, first, fees, seed) => {
        const d = seed % term;
        const { history } = priced(principal, term, first, fees);
        const daily = Math.floor((principal * history.ratePermille) / 1000);
        const feeTotal = fees.reduce((s, f) => s + f.amount, 0);
        expect(accrue(history, addDaysIso(ISSUE, d)).debt.total).toBe(principal + Math.min(d * daily, history.termInterest) + Math.min(feeTotal, chargesCapOf(principal)));
      }),
      { numRuns: 500 },
    );
  });

  test('client 07: 7 000 ₽ for 21 days, nine days overdue: the interest of the term and nine days of penalty', () => {
    const { history } = priced(700_000, 21, false, []);
    const { debt } = accrue(history, addDaysIso(ISSUE, 30));
    expect(debt).toMatchObject({ principal: 700_000, interest: 117_600, penalty: 9 * 350, total: 817_600 + 3_150 });
  });
});

type Event = { kind: 'pay'; day: number; amount: number } | { kind: 'prolong'; day: number; days: number };
const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 1, max: 3_000_000 }) }),
  fc.record({ kind: fc.constant('prolong' as const), day: fc.integer({ min: 0, max: 400 }), days: fc.integer({ min: 7, max: 30 }) }),
);

/** A history from random events, each at its day: prolongations only while not overdue, as the server allows. */
function historyOf(base: LoanHistory, events: Event[]): LoanHistory {
  const sorted = [...events].sort((a, b) => a.day - b.day);
  let due = addDaysIso(base.issueDate, base.termDays);
  const prolongations: LoanHistory['prolongations'][number][] = [];
  const payments: LoanHistory['payments'][number][] = [];
  for (const e of sorted) {
    const date = addDaysIso(base.issueDate, e.day);
    if (e.kind === 'pay') payments.push({ date, amount: e.amount });
    else if (date <= due) {
      const toDue = addDaysIso(due, e.days);
      prolongations.push({ signedDate: date, fromDue: due, toDue, ratePermille: 8 });
      due = toDue;
    }
  }
  return { ...base, prolongations, payments };
}

describe('the caps, over any history', () => {
  test('no day above 0.8 %, all charges within 130 %, paid + owed = principal + charged, never negative', () => {
    fc.assert(
      fc.property(principalArb, termArb, fc.boolean(), feesArb, fc.array(eventArb, { maxLength: 8 }), fc.integer({ min: 0, max: 2_000 }), (principal, term, first, fees, events, horizon) => {
        const { history: base } = priced(principal, term, first, fees);
        const history = historyOf(base, events);
        const accrual = accrue(history, addDaysIso(ISSUE, horizon));
        let paid = 0;
        let charged = 0;
        accrual.days.forEach((day, i) => {
          if (i > 0) expect(day.charged).toBeLessThanOrEqual(Math.floor((accrual.days[i - 1]!.principal * 8) / 1000));
          for (const v of [day.principal, day.interest, day.penalty, ...day.fees]) expect(v).toBeGreaterThanOrEqual(0);
          paid += day.paid;
          charged += day.charged;
        });
        expect(charged).toBe(accrual.charged);
        expect(charged).toBeLessThanOrEqual(chargesCapOf(principal));
        expect(paid + accrual.debt.total).toBe(principal + charged);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  test('an overdue loan left alone stops accruing at 130 % of the principal', () => {
    const { history } = priced(1_000_000, 30, false, []);
    const accrual = accrue(history, addDaysIso(ISSUE, 3_000));
    expect(accrual.charged).toBe(1_300_000);
    expect(accrual.debt.total).toBe(2_300_000);
  });
});

test('a payment settles interest, then principal, then penalties and additional expenses, then commissions', () => {
  const debt = { principal: 1_000, interest: 300, penalty: 7, fees: [50, 20], interestAhead: 0, total: 1_377 };
  const r = settle(debt, [3, 4], 1_317);
  expect(r.settled).toEqual({ 1: 1_000, 2: 300, 3: 0, 4: 17 });
  expect(r.debt).toMatchObject({ principal: 0, interest: 0, penalty: 0, fees: [50, 10], total: 60 });
  expect(settle(debt, [3, 4], 2_000)).toMatchObject({ applied: 1_377 });
});

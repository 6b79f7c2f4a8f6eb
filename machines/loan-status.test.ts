import { describe, expect, it } from 'vitest';
import * as L from './loan-status';
import type { Loan } from './types';

const statuses = [
  { Id: 3, State: 4, Title: 'Активный' },
  { Id: 5, State: 4, Title: 'Просрочен' },
  { Id: 8, State: 2, Title: 'Отказ' },
];
const loan = (Id: number, Status: number, extra: Partial<Loan> = {}): Loan => ({ Id, Status, ...extra });

describe('loan status derivations (requirements §4)', () => {
  it('attachStatusLoan sorts ascending by Id and attaches StatusLoan by matching Id', () => {
    const out = L.attachStatusLoan([loan(9, 8), loan(2, 3), loan(5, 99)], statuses);
    expect(out.map((l) => l.Id)).toEqual([2, 5, 9]);
    expect(out.map((l) => l.StatusLoan?.State ?? null)).toEqual([4, null, 2]);
  });

  it('active, last, new, expired', () => {
    const loans = L.attachStatusLoan([loan(1, 8), loan(2, 5)], statuses);
    expect(L.hasActiveLoan(loans)).toBe(true);
    expect(L.hasActiveLoan(L.attachStatusLoan([loan(1, 8)], statuses))).toBe(false);
    expect(L.lastLoan(loans)?.Id).toBe(2);
    expect(L.lastLoan([])).toBeUndefined();
    expect(L.isExpired(loans[1])).toBe(true);
    expect(L.isExpired(L.attachStatusLoan([loan(1, 3)], statuses)[0])).toBe(false);
    expect(L.isNewClient([L.NEW_CLIENT_LOAN])).toBe(true);
    expect(L.isNewClient(loans)).toBe(false);
    expect(L.NEW_CLIENT_LOAN.StatusLoan?.Title).toBe('Новый клиент');
    expect(L.NEW_CLIENT_LOAN.Status).toBe(-1);
    expect(L.isNewClient([...loans, { ...loans[0]!, Status: -1 }]), 'any loan with Status -1').toBe(true);
  });

  it('one open-loan rule: an active StatusLoan (State 4), the overdue one too; refused and waiting offer by name', () => {
    const [active, overdue, refused] = L.attachStatusLoan([loan(1, 3), loan(2, 5), loan(3, 8)], statuses);
    expect([active, overdue, refused].map((l) => L.isActiveLoan(l!))).toEqual([true, true, false]);
    expect(L.isActiveLoan(loan(4, 4))).toBe(false); // no StatusLoan: nothing says it is open
    expect([active, refused].map(L.isRefusedLoan)).toEqual([false, true]);
    expect(L.isRefusedLoan(undefined)).toBe(false);
    expect(L.isWaitingOffer(loan(5, L.LOAN_STATUS.OFFERED))).toBe(true);
    expect(L.isWaitingOffer(loan(5, 4))).toBe(false);
  });

  it('blocked client and the mobile profile menu', () => {
    expect(L.isBlockedClient({ Extremist: true })).toBe(true);
    expect(L.isBlockedClient({ IsFreezed: true })).toBe(true);
    expect(L.isBlockedClient({ IsReject: true })).toBe(true);
    expect(L.isBlockedClient({ IsFincert: true })).toBe(false);
    expect(L.isBlockedClient(null)).toBe(false);
    expect(L.showMobileProfileMenu([loan(1, 3)], { IsRegistrationFinished: true })).toBe(true);
    expect(L.showMobileProfileMenu([L.NEW_CLIENT_LOAN], { IsRegistrationFinished: true })).toBe(false);
    expect(L.showMobileProfileMenu([loan(1, 3)], { IsRegistrationFinished: false })).toBe(false);
  });

  it('amount to pay and the first active loan expense totals', () => {
    expect(L.amountToPay({ PaymentAmount: 1234 })).toBe(1234);
    expect(L.amountToPay(null)).toBe(0);
    const loans = L.attachStatusLoan(
      [
        loan(1, 3, { ExpenseToPay: [{ ExpenseType: 1, ExpenseAmount: 100 }, { ExpenseType: 2, ExpenseAmount: 10 }, { ExpenseType: 2, ExpenseAmount: 5 }, { ExpenseType: 3, ExpenseAmount: 1 }, { ExpenseType: 4, ExpenseAmount: 2 }, { ExpenseType: 9 as never, ExpenseAmount: 1000 }] }),
        loan(2, 3, { ExpenseToPay: [{ ExpenseType: 1, ExpenseAmount: 999 }] }),
      ],
      statuses,
    );
    expect(L.activeLoanExpenseTotals(loans)).toEqual({ mainDebt: 100, interest: 15, commission: 1, additional: 2 });
    expect(L.activeLoanExpenseTotals([])).toEqual({ mainDebt: 0, interest: 0, commission: 0, additional: 0 });
  });
});

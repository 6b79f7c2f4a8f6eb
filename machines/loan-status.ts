// Derived loan values (requirements §4 "Loan status"). Pure functions shared by selectors and views.
import type { ExpenseToPay, Loan, NextPayment, StatusLoan, UserData } from './types';

export const LOAN_STATE = { FAILURE: 2, ACTIVE: 4 } as const;
/** Status values the front end names: the pseudo-loan, the overdue active loan, the offer waiting for the signature. */
export const LOAN_STATUS = { NEW_CLIENT: -1, OFFERED: 3, EXPIRED: 5 } as const;
/**
 * The other StatusLoan.State values of the loan's life, as the server's StatusLoan list gives
 * them (GET /api/Info/Settings): the spec names only 2 and 4 (docs/decisions.md, "Loan life").
 */
export const LOAN_LIFE_STATE = { UNDER_REVIEW: 1, OFFERED: 3, FINISHED: 5, ISSUING: 6 } as const;
export const NEW_CLIENT_TITLE = 'Новый клиент';

/** requirements §2.5 rule 4: states that send the client to the old site; fewer on fast payment. */
export const REDIRECT_STATES: readonly number[] = [1, 3, 4, 6];
export const FAST_PAYMENT_REDIRECT_STATES: readonly number[] = [4, 6];

export const EXPENSE_TYPE = { MAIN_DEBT: 1, INTEREST: 2, COMMISSION: 3, ADDITIONAL: 4 } as const;

/** The default until the loans answer arrives; also kept when the client has no loans yet. */
export const NEW_CLIENT_LOAN: Loan = Object.freeze({
  Id: 0,
  Status: LOAN_STATUS.NEW_CLIENT,
  StatusLoan: Object.freeze({ Id: LOAN_STATUS.NEW_CLIENT, State: LOAN_STATUS.NEW_CLIENT, Title: NEW_CLIENT_TITLE, Action: null, Capabilities: [] }),
}) as Loan;

export function attachStatusLoan(loans: readonly Loan[], loanStatuses: readonly StatusLoan[]): Loan[] {
  const byId = new Map(loanStatuses.map((s) => [s.Id, s]));
  return [...loans]
    .sort((a, b) => a.Id - b.Id)
    .map((loan) => ({ ...loan, StatusLoan: byId.get(loan.Status) ?? loan.StatusLoan ?? null }));
}

/** The one "open loan" rule: its StatusLoan is active (State 4), overdue (Status 5) included. */
export const isActiveLoan = (loan: Loan): boolean => loan.StatusLoan?.State === LOAN_STATE.ACTIVE;

/** The application was refused by scoring (State 2). */
export const isRefusedLoan = (loan: Loan | undefined): boolean => loan?.StatusLoan?.State === LOAN_STATE.FAILURE;

/** An approved loan waiting for the client's signature (server/content/loan-statuses.ts). */
export const isWaitingOffer = (loan: Loan): boolean => loan.Status === LOAN_STATUS.OFFERED;

export const hasActiveLoan = (loans: readonly Loan[]): boolean => loans.some(isActiveLoan);

export const lastLoan = (loans: readonly Loan[]): Loan | undefined => loans[loans.length - 1];

export const isNewClient = (loans: readonly Loan[]): boolean =>
  loans.some((l) => l.Status === LOAN_STATUS.NEW_CLIENT);

export const isBlockedClient = (user: UserData | null | undefined): boolean =>
  Boolean(user?.Extremist || user?.IsFreezed || user?.IsReject);

export const showMobileProfileMenu = (loans: readonly Loan[], user: UserData | null | undefined): boolean =>
  !isNewClient(loans) && Boolean(user?.IsRegistrationFinished);

export const amountToPay = (next: NextPayment | null | undefined): number => next?.PaymentAmount ?? 0;

export const firstActiveLoan = (loans: readonly Loan[]): Loan | undefined => loans.find(isActiveLoan);

export const isExpired = (loan: Loan | undefined): boolean =>
  loan !== undefined && isActiveLoan(loan) && loan.Status === LOAN_STATUS.EXPIRED;

export interface ExpenseTotals {
  mainDebt: number;
  interest: number;
  commission: number;
  additional: number;
}

export function sumExpenses(items: readonly ExpenseToPay[] | undefined): ExpenseTotals {
  const totals: ExpenseTotals = { mainDebt: 0, interest: 0, commission: 0, additional: 0 };
  for (const { ExpenseType, ExpenseAmount } of items ?? []) {
    if (ExpenseType === EXPENSE_TYPE.MAIN_DEBT) totals.mainDebt += ExpenseAmount;
    else if (ExpenseType === EXPENSE_TYPE.INTEREST) totals.interest += ExpenseAmount;
    else if (ExpenseType === EXPENSE_TYPE.COMMISSION) totals.commission += ExpenseAmount;
    else if (ExpenseType === EXPENSE_TYPE.ADDITIONAL) totals.additional += ExpenseAmount;
  }
  return totals;
}

export const activeLoanExpenseTotals = (loans: readonly Loan[]): ExpenseTotals =>
  sumExpenses(firstActiveLoan(loans)?.ExpenseToPay);

// Shapes of the server answers the machines read, taken from the contract's generated types
// (type-only: no code of src/ runs in a machine). Only the fields the machines use are picked, and
// those the machines can do without are optional, so tests build small answers; a field renamed
// or retyped in openapi/*.yaml breaks these at compile time.
import type { components } from '../src/api/generated/api';

type Schemas = components['schemas'];

/** Info, Question (one of its options) or Input (a text). */
export type ServiceBannerKind = Schemas['ServiceBanner']['Kind'];
export type StatusLoan = Pick<Schemas['StatusLoan'], 'Id' | 'State' | 'Title'> & Partial<Pick<Schemas['StatusLoan'], 'Action' | 'Capabilities'>>;

export type ExpenseToPay = Pick<Schemas['Expense'], 'ExpenseType' | 'ExpenseAmount'>;

export type Loan = Pick<Schemas['Loan'], 'Id' | 'Status'> & {
  StatusLoan?: StatusLoan | null;
  Payments?: unknown;
  ExpenseToPay?: ExpenseToPay[];
};

export type UserData = Partial<Pick<Schemas['UserProfile'], 'Id' | 'Phone' | 'Email' | 'Extremist' | 'IsFreezed' | 'IsReject' | 'IsRegistrationFinished' | 'IsFincert'>> & {
  UserInfo?: Partial<Pick<Schemas['UserInfo'], 'FirstName'>> | null;
};

/** An offer's individual conditions as the contract states them (kopecks, days), with the loan they are of. */
export type LoanOfferTerms = Pick<Schemas['LoanOffer'], 'Amount' | 'Term' | 'InterestRatePerDay' | 'Interest' | 'Fees' | 'Services' | 'Total' | 'DueDate' | 'Psk' | 'PskAmount' | 'PromoApplied'> & {
  LoanId: number;
};

export type NextPayment = Partial<Pick<Schemas['NextPayment'], 'PaymentAmount'>>;

/** Whether the scoring-failure page was already seen (kept by the app, not a contract answer). */
export interface UserFailuresData {
  PageWasVisited: boolean;
}

/** A server error item, as in `{ Errors: [{ ErrorCode, Message }] }`. */
export type ApiError = Partial<Schemas['ErrorItem']> & { Field?: string | null };

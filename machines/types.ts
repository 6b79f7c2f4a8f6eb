// Shapes of the server answers the machines read. Only the fields the machines use are typed;
// the app's generated API types are structurally compatible with these.

export interface StatusLoan {
  Id: number;
  State: number;
  Title: string;
  Action?: string | null;
  Capabilities?: string[];
}

export interface ExpenseToPay {
  ExpenseType: number;
  ExpenseAmount: number;
}

export interface Loan {
  Id: number;
  Status: number;
  StatusLoan?: StatusLoan | null;
  Payments?: unknown;
  ExpenseToPay?: ExpenseToPay[];
}

export interface UserData {
  Id?: number;
  Phone?: string;
  Email?: string | null;
  UserInfo?: { FirstName?: string | null } | null;
  Extremist?: boolean;
  IsFreezed?: boolean;
  IsReject?: boolean;
  IsRegistrationFinished?: boolean;
  IsFincert?: boolean;
}

export interface NextPayment {
  PaymentAmount?: number | null;
}

export interface UserFailuresData {
  PageWasVisited: boolean;
}

/** A server error item, as in `{ Errors: [{ ErrorCode, Message }] }`. */
export interface ApiError {
  ErrorCode?: string;
  Message?: string | null;
  Field?: string | null;
}

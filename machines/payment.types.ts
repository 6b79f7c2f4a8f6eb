// Types of the payment flow (machines/payment.machine.ts): what the flow is given, what it keeps
// of an intent across reloads and tabs, and what its effects answer. Money in kopecks.

export type PaymentPurpose = 'Repayment' | 'Prolongation';
export type PaymentMethodCode = 'Card' | 'Sbp';
export type CardProvider = 'SBC' | 'Tinkoff';
export type PaymentOutcome = 'pending' | 'succeeded' | 'declined' | 'failed';
export type AmountChoice = 'next' | 'full' | 'partial';

export interface PaymentMethodChoice {
  code: PaymentMethodCode;
  /** The card's acquirer; SBP is acquired through SBC. */
  provider: CardProvider;
}

/** What the server says the client may pay for the loan. */
export interface PaymentQuote {
  loanId: number;
  /** The next payment (NextPayment.PaymentAmount). */
  next: number;
  /** Everything owed (full repayment). */
  full: number;
  /** The smallest partial payment (PaymentMethods MinAmount). */
  min: number;
  /** A payment of the loan still waiting for its provider (another tab or device started it). */
  pending: PendingPayment | null;
}

/** A loan's payment still waiting for its provider (Payment/Pending): to continue or to cancel. */
export interface PendingPayment {
  Id: number;
  Amount: number;
  Method: PaymentMethodCode;
  Provider: CardProvider;
  /** The provider's page (card) or the SBP link. */
  Url: string;
  QrUrl: string | null;
}

/**
 * One payment intent, as kept in the browser (localStorage, per loan) so that a reload, the back
 * button or a second tab resumes it instead of making another payment.
 */
export interface PaymentIntent {
  loanId: number;
  purpose: PaymentPurpose;
  /** The Idempotency-Key: made once per intent, sent with every (re)try of PaymentUrl. */
  key: string;
  amount: number;
  method: PaymentMethodChoice;
  paymentId: number | null;
  payUrl: string | null;
  /** SBP: the QR code image of payUrl. */
  qrUrl?: string | null;
}

export interface PaymentInput {
  /** The loan to pay; null = the client's active loan (the quote finds it). */
  loanId: number | null;
  /** Repayment by default; the prolongation flow pays its fee with purpose Prolongation. */
  purpose?: PaymentPurpose;
  /** A fixed amount (a prolongation fee): no amount choice, the flow starts at the method. */
  fixedAmount?: number | null;
  /** Start with this method chosen (the /lk/payment-sbp screen). */
  method?: PaymentMethodCode | null;
  /** The newest intent kept in this browser (reload, back button, another tab); the flow decides whether it is resumed (resumedIntent). */
  restored?: PaymentIntent | null;
  /** The return page: the payment the provider sent the browser back for. */
  returnedPaymentId?: number | null;
  /** Checks before "still pending" (default CHECK_LIMIT). */
  checkLimit?: number;
}

export interface PaymentCreated {
  PaymentId: number;
  Url: string;
  QrUrl?: string | null;
}

export interface PaymentCheck {
  Id: number;
  LoanId: number;
  Amount: number;
  Status: PaymentOutcome;
  Method: PaymentMethodCode;
  Provider: CardProvider;
  Reason: string | null;
  /** Kopecks returned to the payer (beyond the debt); absent or 0 when none. */
  Refunded?: number;
  /** Declined because the client gave up on the provider's page or in the cabinet. */
  CancelledByClient?: boolean;
}

export interface SbpAccount {
  BankId: string;
  BankName: string;
}

// The payment flow's context, events and the small pieces its transitions share
// (machines/payment.machine.ts).
import type { FormSubmitted } from './form.machine';
import type { AmountField } from './payment.form';
import type { AmountChoice, PaymentCheck, PaymentIntent, PaymentMethodChoice, PaymentPurpose, PaymentQuote, PendingPayment, SbpAccount } from './payment.types';

/** Checks before "still pending": 1 + 2 + 4 + 8 × 5 s ≈ 47 s of waiting. */
export const CHECK_LIMIT = 8;
export const checkDelayMs = (checks: number) => Math.min(1000 * 2 ** Math.max(0, checks - 1), 8000);

export interface PaymentContext {
  loanId: number | null;
  purpose: PaymentPurpose;
  fixedAmount: number | null;
  quote: PaymentQuote | null;
  choice: AmountChoice;
  amount: number;
  method: PaymentMethodChoice | null;
  key: string | null;
  paymentId: number | null;
  payUrl: string | null;
  qrUrl: string | null;
  checks: number;
  /** Checks before "still pending" (CHECK_LIMIT; tests shorten it). */
  checkLimit: number;
  reason: string | null;
  error: string | null;
  sbp: SbpAccount | null;
  /** The provider sent the browser back (the return page): a pending payment is waited for, not abandoned. */
  returned: boolean;
  /** Kopecks the provider returned (what went beyond the debt). */
  refunded: number;
  /** Another tab's or device's payment of the loan still waiting for its provider. */
  pending: PendingPayment | null;
  /** Where the flow goes once the waiting payment is cancelled: pay anew, choose another method, or another amount. */
  afterCancel: AfterCancel;
}

export type AfterCancel = 'pay' | 'method' | 'amount';

export type PaymentEvent =
  | { type: 'payment.reload' }
  | { type: 'amount.choose'; choice: AmountChoice }
  | { type: 'amount.change' }
  | { type: 'method.choose'; method: PaymentMethodChoice }
  | { type: 'method.change' }
  | { type: 'pay.start' }
  | { type: 'bank.choose'; bankId: string }
  | { type: 'sbp.confirm' }
  | { type: 'payment.retry' }
  | { type: 'payment.check' }
  | { type: 'provider.reopen' }
  /** The browser came back from the provider's page with Back (the page restored from the back-forward cache). */
  | { type: 'provider.back' }
  | { type: 'pending.continue' }
  | { type: 'pending.cancel' }
  | { type: 'payment.cancel' }
  | FormSubmitted<AmountField>;

export const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ошибка на сервере');
export const intentOf = (c: PaymentContext): PaymentIntent => ({
  loanId: c.loanId!, purpose: c.purpose, key: c.key!, amount: c.amount, method: c.method!, paymentId: c.paymentId, payUrl: c.payUrl,
});
export const REMEMBER = { type: 'rememberCheck', params: ({ event }: { event: { output: PaymentCheck } }) => ({ check: event.output }) } as const;
export const NEW_INTENT = { key: null, paymentId: null, payUrl: null, qrUrl: null, reason: null, error: null, checks: 0, refunded: 0, pending: null, afterCancel: 'amount' } as const;
/** Ends this machine's own intent (its kept record too) before a new one may start. */
export const FORGET = { type: 'clearIntent', params: ({ context }: { context: PaymentContext }) => ({ loanId: context.loanId, key: context.key, paymentId: context.paymentId }) } as const;
export const RESET = [FORGET, 'resetIntent'] as const;
/** «Другой способ оплаты»: a new intent, and the method that was just tried is not chosen again for the client. */
export const CHANGE_METHOD = [...RESET, 'clearMethod'] as const;
/** Where the amount form starts: the choice that matches the amount kept (the one tried before, or the next payment). */
export const choiceFor = (amount: number, quote: PaymentQuote): AmountChoice => (amount === quote.next ? 'next' : amount === quote.full ? 'full' : 'partial');


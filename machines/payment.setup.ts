// The payment flow's implementations (machines/payment.machine.ts): effects as typed stubs that
// src/flows/payment.ts provides, the actions and guards its states share, and the check backoff.
import { assign, fromPromise, setup } from 'xstate';
import { amountFormMachine } from './payment.form';
import { checkDelayMs, notInjected, NEW_INTENT, type AfterCancel, type PaymentContext, type PaymentEvent } from './payment.context';
import type { PaymentCheck, PaymentCreated, PaymentInput, PaymentIntent, PaymentQuote, SbpAccount } from './payment.types';

export const paymentSetup = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: {
    amountForm: amountFormMachine,
    /** The loan's next payment, debt and minimum, and its payment waiting for a provider; null when nothing is to be paid. */
    loadQuote: fromPromise<PaymentQuote | null, { loanId: number | null }>(notInjected('loadQuote')),
    /** The intent's key: an open intent of this loan kept by another tab is adopted, else a new key is made and kept. */
    claimIntent: fromPromise<PaymentIntent, Omit<PaymentIntent, 'key' | 'paymentId' | 'payUrl'>>(notInjected('claimIntent')),
    /** POST Payment/PaymentUrl with the intent's Idempotency-Key. */
    createPayment: fromPromise<PaymentCreated, PaymentIntent>(notInjected('createPayment')),
    /** GET Payment/Check/{id}. */
    checkPayment: fromPromise<PaymentCheck, { paymentId: number }>(notInjected('checkPayment')),
    /** POST Payment/Cancel/{id}: the payment as it is after (a decided one is not changed). */
    cancelPayment: fromPromise<PaymentCheck, { paymentId: number }>(notInjected('cancelPayment')),
    /** GET SBP/User (null when the client has not chosen a bank). */
    loadSbpAccount: fromPromise<SbpAccount | null>(notInjected('loadSbpAccount')),
    /** POST SBP/User. */
    saveSbpAccount: fromPromise<SbpAccount, { bankId: string }>(notInjected('saveSbpAccount')),
  },
  actions: {
    /** What the check told: the payment's loan, amount and method (so a retry keeps them), why it was declined, what was returned. */
    rememberCheck: assign(({ context }, { check }: { check: PaymentCheck }) => ({
      loanId: check.LoanId,
      amount: check.Amount,
      method: { code: check.Method, provider: check.Provider },
      reason: check.Reason,
      refunded: check.Refunded ?? 0,
      checks: context.checks + 1,
    })),
    resetIntent: assign({ ...NEW_INTENT }),
    clearMethod: assign({ method: null }),
    /** The waiting payment is to be cancelled; then the flow goes on to pay, another method or another amount. */
    cancelThen: assign((_, { afterCancel }: { afterCancel: AfterCancel }) => ({ afterCancel })),
    /** Continues another tab's or device's waiting payment as this flow's own. */
    adoptPending: assign(({ context }) => {
      const p = context.pending!;
      return { paymentId: p.Id, payUrl: p.Url, qrUrl: p.QrUrl, amount: p.Amount, method: { code: p.Method, provider: p.Provider }, pending: null, checks: 0 };
    }),
    /** Keeps the intent (localStorage per loan) so a reload, back or another tab resumes it. */
    persistIntent: (_, _params: { intent: PaymentIntent }) => {},
    /** The intent is over (paid, declined, failed, cancelled): a new one may start. */
    clearIntent: (_, _params: { loanId: number | null; key: string | null; paymentId: number | null }) => {},
    /** Sends the browser to the provider's page (a card payment leaves the site). */
    goToProvider: (_, _params: { url: string }) => {},
    /** The loan changed: cached reads refetch. */
    paymentSettled: () => {},
  },
  guards: {
    isFixedAmount: ({ context }) => context.fixedAmount !== null,
    hasMethod: ({ context }) => context.method !== null,
    isSbp: ({ context }) => context.method?.code === 'Sbp',
    isCard: ({ context }) => context.method?.code === 'Card',
    hasSbpAccount: ({ context }) => context.sbp !== null,
    hasPayment: ({ context }) => context.paymentId !== null,
    canChangeAmount: ({ context }) => context.fixedAmount === null,
    /** A card payment found pending without the provider sending the browser back: the client left its page (Back, a closed tab). */
    isAbandoned: ({ context }) => !context.returned && context.method?.code === 'Card',
  },
  delays: { checkBackoff: ({ context }) => checkDelayMs(context.checks) },
});

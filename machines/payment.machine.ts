// Paying a loan (issue 14): amount (next payment, full repayment, or a partial amount between the
// server's minimum and the debt) → method (card through SBC or Tinkoff, or SBP with the client's
// bank) → creating the payment (one Idempotency-Key per intent, kept across reload, retry and
// tabs) → at the provider → back on the return page → checking (Payment/Check with backoff and a
// limit; "still pending" can be left and resumed) → paid | declined | failed. Effects are
// injected in src/app; a second payment for the same intent has no path here.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { amountFormMachine, parseRubles, rublesText } from './payment.form';
import {
  CHECK_LIMIT, checkDelayMs, FORGET, intentOf, messageOf, NEW_INTENT, notInjected, REMEMBER, RESET, type PaymentContext, type PaymentEvent,
} from './payment.context';
import type { PaymentCheck, PaymentCreated, PaymentInput, PaymentIntent, PaymentQuote, SbpAccount } from './payment.types';

export { CHECK_LIMIT, checkDelayMs, type PaymentContext, type PaymentEvent } from './payment.context';

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: {
    amountForm: amountFormMachine,
    /** The loan's next payment, debt and minimum; null when nothing is to be paid. */
    loadQuote: fromPromise<PaymentQuote | null, { loanId: number | null }>(notInjected('loadQuote')),
    /** The intent's key: an open intent of this loan kept by another tab is adopted, else a new key is made and kept. */
    claimIntent: fromPromise<PaymentIntent, Omit<PaymentIntent, 'key' | 'paymentId' | 'payUrl'>>(notInjected('claimIntent')),
    /** POST Payment/PaymentUrl with the intent's Idempotency-Key. */
    createPayment: fromPromise<PaymentCreated, PaymentIntent>(notInjected('createPayment')),
    /** GET Payment/Check/{id}. */
    checkPayment: fromPromise<PaymentCheck, { paymentId: number }>(notInjected('checkPayment')),
    /** GET SBP/User (null when the client has not chosen a bank). */
    loadSbpAccount: fromPromise<SbpAccount | null>(notInjected('loadSbpAccount')),
    /** POST SBP/User. */
    saveSbpAccount: fromPromise<SbpAccount, { bankId: string }>(notInjected('saveSbpAccount')),
  },
  actions: {
    /** What the check told: the payment's loan, amount and method (so a retry keeps them), why it was declined. */
    rememberCheck: assign(({ context }, { check }: { check: PaymentCheck }) => ({
      loanId: check.LoanId,
      amount: check.Amount,
      method: { code: check.Method, provider: check.Provider },
      reason: check.Reason,
      checks: context.checks + 1,
    })),
    resetIntent: assign({ ...NEW_INTENT }),
    /** Keeps the intent (localStorage per loan) so a reload, back or another tab resumes it. */
    persistIntent: (_, _params: { intent: PaymentIntent }) => {},
    /** The intent is over (paid, declined, failed): a new one may start. */
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
  },
  delays: { checkBackoff: ({ context }) => checkDelayMs(context.checks) },
}).createMachine({
  id: 'payment',
  context: ({ input }) => {
    const r = input.restored ?? null;
    return {
      loanId: r?.loanId ?? input.loanId,
      purpose: r?.purpose ?? input.purpose ?? 'Repayment',
      fixedAmount: input.fixedAmount ?? null,
      quote: null,
      choice: 'next',
      amount: r?.amount ?? input.fixedAmount ?? 0,
      method: r?.method ?? (input.method ? { code: input.method, provider: 'SBC' } : null),
      key: r?.key ?? null,
      paymentId: r?.paymentId ?? input.returnedPaymentId ?? null,
      payUrl: r?.payUrl ?? null,
      qrUrl: r?.qrUrl ?? null,
      checks: 0,
      checkLimit: input.checkLimit ?? CHECK_LIMIT,
      reason: null,
      error: null,
      sbp: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasPayment', target: 'checking' },
        { guard: ({ context }) => context.key !== null, target: 'creating.requesting' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadQuote',
            src: 'loadQuote',
        input: ({ context }) => ({ loanId: context.loanId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'nothingToPay' },
          { guard: 'isFixedAmount', target: 'method', actions: assign({ quote: ({ event }) => event.output, loanId: ({ event }) => event.output!.loanId }) },
          {
            target: 'amount',
            actions: assign(({ context, event }) => ({
              quote: event.output,
              loanId: event.output!.loanId,
              amount: context.amount > 0 ? Math.min(context.amount, event.output!.full) : event.output!.next,
            })),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { tags: ['error'], on: { 'payment.reload': 'loading' } },
    nothingToPay: { tags: ['empty'] },
    amount: {
      tags: ['amount'],
      invoke: {
        id: 'amountForm',
        src: 'amountForm',
        input: ({ context }) => ({ values: { amount: rublesText(context.amount), min: String(context.quote!.min), max: String(context.quote!.full) } }),
      },
      on: {
        'amount.choose': {
          actions: [
            assign({ choice: ({ event }) => event.choice }),
            sendTo('amountForm', ({ context, event }) => ({
              type: 'form.setValues' as const,
              values: event.choice === 'partial' ? {} : { amount: rublesText(event.choice === 'full' ? context.quote!.full : context.quote!.next) },
            })),
          ],
        },
        'form.submitted': { target: 'method', actions: [FORGET, assign({ amount: ({ event }) => parseRubles(event.values.amount) ?? 0, ...NEW_INTENT })] },
      },
    },
    method: {
      tags: ['method'],
      on: {
        'method.choose': { actions: [FORGET, assign({ method: ({ event }) => event.method, ...NEW_INTENT })] },
        // Through the quote again: the debt may have changed, and a resumed intent has no quote yet.
        'amount.change': { guard: 'canChangeAmount', target: 'loading' },
        'pay.start': [
          { guard: 'isSbp', target: 'sbpBank' },
          { guard: 'hasMethod', target: 'creating' },
        ],
      },
    },
    sbpBank: {
      tags: ['sbp'],
      initial: 'loading',
      on: { 'method.change': { target: 'method', actions: RESET } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadSbpAccount',
            src: 'loadSbpAccount',
            onDone: { target: 'choosing', actions: assign({ sbp: ({ event }) => event.output }) },
            onError: { target: 'choosing' },
          },
        },
        choosing: {
          on: {
            'bank.choose': 'saving',
            'sbp.confirm': { guard: 'hasSbpAccount', target: '#payment.creating' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSbpAccount',
            src: 'saveSbpAccount',
            input: ({ event }) => ({ bankId: (event as { bankId: string }).bankId }),
            onDone: { target: '#payment.creating', actions: assign({ sbp: ({ event }) => event.output, error: null }) },
            onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    creating: {
      tags: ['busy', 'creating'],
      initial: 'claiming',
      states: {
        claiming: {
          invoke: {
            id: 'claimIntent',
            src: 'claimIntent',
            input: ({ context }) => ({ loanId: context.loanId!, purpose: context.purpose, amount: context.amount, method: context.method! }),
            onDone: [
              {
                guard: ({ event }) => event.output.paymentId !== null,
                target: '#payment.checking',
                actions: assign(({ event }) => ({ ...event.output, loanId: event.output.loanId })),
              },
              { target: 'requesting', actions: [assign(({ event }) => ({ ...event.output })), { type: 'persistIntent', params: ({ event }) => ({ intent: event.output }) }] },
            ],
            onError: { target: '#payment.createFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        requesting: {
          invoke: {
            id: 'createPayment',
            src: 'createPayment',
            input: ({ context }) => intentOf(context),
            onDone: [
              {
                guard: 'isSbp',
                target: '#payment.checking',
                actions: [
                  assign({ paymentId: ({ event }) => event.output.PaymentId, payUrl: ({ event }) => event.output.Url, qrUrl: ({ event }) => event.output.QrUrl ?? null, checks: 0 }),
                  { type: 'persistIntent', params: ({ context, event }) => ({ intent: { ...intentOf(context), paymentId: event.output.PaymentId, payUrl: event.output.Url, qrUrl: event.output.QrUrl ?? null } }) },
                ],
              },
              {
                target: '#payment.redirecting',
                actions: [assign({ paymentId: ({ event }) => event.output.PaymentId, payUrl: ({ event }) => event.output.Url }), { type: 'persistIntent', params: ({ context, event }) => ({ intent: { ...intentOf(context), paymentId: event.output.PaymentId, payUrl: event.output.Url } }) }],
              },
            ],
            onError: { target: '#payment.createFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    // A failed request keeps the intent's key: the retry is the same payment.
    createFailed: {
      tags: ['error', 'createFailed'],
      on: { 'payment.retry': 'creating.requesting', 'method.change': { target: 'method', actions: RESET } },
    },
    redirecting: { tags: ['busy', 'atProvider'], entry: { type: 'goToProvider', params: ({ context }) => ({ url: context.payUrl! }) } },
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'checkPayment',
            src: 'checkPayment',
        input: ({ context }) => ({ paymentId: context.paymentId! }),
        onDone: [
          { guard: ({ event }) => event.output.Status === 'succeeded', target: 'paid', actions: REMEMBER },
          { guard: ({ event }) => event.output.Status === 'declined', target: 'declined', actions: REMEMBER },
          { guard: ({ event }) => event.output.Status === 'failed', target: 'failed', actions: REMEMBER },
          { guard: ({ context }) => context.checks + 1 >= context.checkLimit, target: 'stillPending', actions: REMEMBER },
          { target: 'waiting', actions: REMEMBER },
        ],
        onError: [
          { guard: ({ context }) => context.checks + 1 >= context.checkLimit, target: 'stillPending', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          { target: 'waiting', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
        ],
      },
    },
    waiting: { tags: ['checking'], after: { checkBackoff: 'checking' } },
    stillPending: {
      tags: ['stillPending'],
      on: {
        'payment.check': { target: 'checking', actions: assign({ checks: 0 }) },
        'provider.reopen': { guard: ({ context }) => context.method?.code === 'Card' && context.payUrl !== null, target: 'redirecting' },
      },
    },
    paid: { tags: ['paid'], entry: [FORGET, 'paymentSettled'] },
    declined: {
      tags: ['declined', 'over'],
      entry: FORGET,
      on: {
        'payment.retry': { target: 'creating', actions: RESET },
        'method.change': { target: 'method', actions: RESET },
        'amount.change': { guard: 'canChangeAmount', target: 'loading', actions: RESET },
      },
    },
    failed: {
      tags: ['failed', 'over'],
      entry: FORGET,
      on: { 'payment.retry': { target: 'creating', actions: RESET }, 'method.change': { target: 'method', actions: RESET } },
    },
  },
});

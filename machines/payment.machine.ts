// Paying a loan (issue 14): amount (next payment, full repayment, or a partial amount between the
// server's minimum and the debt) → method (card through SBC or Tinkoff, or SBP with the client's
// bank) → creating the payment (one Idempotency-Key per intent, kept across reload, retry and
// tabs) → at the provider → back on the return page → checking (Payment/Check with backoff and a
// limit; "still pending" can be left and resumed) → paid (or paid with a part refunded) | declined
// | failed. Issue 27: a payment left at its provider (pending elsewhere, abandoned) is continued
// or cancelled before another (machines/payment.leaving.ts). Effects are injected in src/flows.
import { assign, sendTo } from 'xstate';
import { parseRubles, rublesText } from './payment.form';
import { CHANGE_METHOD, CHECK_LIMIT, choiceFor, FORGET, intentOf, messageOf, NEW_INTENT, REMEMBER, RESET } from './payment.context';
import { abandonedState, cancelFailedState, cancellingState, cancelThen, pendingElsewhereState } from './payment.leaving';
import { paymentSetup } from './payment.setup';

export { CHECK_LIMIT, checkDelayMs, type PaymentContext, type PaymentEvent } from './payment.context';

/** A payment the client can leave while it waits (the SBP screen, "still pending"): cancel it, then another method or amount. */
const WAY_OUT = {
  'method.change': { target: '#payment.cancelling', actions: cancelThen('method') },
  'payment.cancel': { target: '#payment.cancelling', actions: cancelThen('amount') },
} as const;
const SBP_WAY_OUT = {
  'method.change': { ...WAY_OUT['method.change'], guard: 'isSbp' as const },
  'payment.cancel': { ...WAY_OUT['payment.cancel'], guard: 'isSbp' as const },
};

export const paymentMachine = paymentSetup.createMachine({
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
      returned: input.returnedPaymentId != null,
      refunded: 0,
      pending: null,
      afterCancel: 'amount',
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
          // Another tab's or device's payment waits for its provider: continue or cancel it first.
          {
            guard: ({ event }) => event.output!.pending !== null,
            target: 'pendingElsewhere',
            actions: assign({ quote: ({ event }) => event.output, loanId: ({ event }) => event.output!.loanId, pending: ({ event }) => event.output!.pending }),
          },
          { guard: 'isFixedAmount', target: 'method', actions: assign({ quote: ({ event }) => event.output, loanId: ({ event }) => event.output!.loanId }) },
          {
            target: 'amount',
            // The amount kept (tried before a decline, or changed from the method step) is shown chosen again.
            actions: assign(({ context, event }) => {
              const quote = event.output!;
              const amount = context.amount > 0 ? Math.min(context.amount, quote.full) : quote.next;
              return { quote, loanId: quote.loanId, amount, choice: choiceFor(amount, quote) };
            }),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { tags: ['error'], on: { 'payment.reload': 'loading' } },
    nothingToPay: { tags: ['empty'] },
    pendingElsewhere: pendingElsewhereState,
    abandoned: abandonedState,
    cancelling: cancellingState,
    cancelFailed: cancelFailedState,
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
      on: { 'method.change': { target: 'method', actions: CHANGE_METHOD } },
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
                // Another tab's payment, at its provider right now: waited for here, not taken as abandoned.
                actions: assign(({ event }) => ({ ...event.output, loanId: event.output.loanId, returned: true })),
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
      on: { 'payment.retry': 'creating.requesting', 'method.change': { target: 'method', actions: CHANGE_METHOD } },
    },
    redirecting: {
      tags: ['busy', 'atProvider'],
      entry: { type: 'goToProvider', params: ({ context }) => ({ url: context.payUrl! }) },
      // Back on the provider's page restored this page as it was: look at the payment again.
      on: { 'provider.back': { target: 'checking', actions: assign({ checks: 0 }) } },
    },
    checking: {
      tags: ['checking'],
      on: SBP_WAY_OUT,
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: ({ context }) => ({ paymentId: context.paymentId! }),
        onDone: [
          { guard: ({ event }) => event.output.Status !== 'pending' && (event.output.Refunded ?? 0) > 0, target: 'refunded', actions: REMEMBER },
          { guard: ({ event }) => event.output.Status === 'succeeded', target: 'paid', actions: REMEMBER },
          // The client pressed «Отменить» on the provider's page (or cancelled in the cabinet): the form
          // again, with the amount and the method it had, to pay anew — not a decline to read.
          { guard: ({ event }) => event.output.Status === 'declined' && event.output.CancelledByClient === true, target: 'method', actions: [REMEMBER, ...RESET] },
          { guard: ({ event }) => event.output.Status === 'declined', target: 'declined', actions: REMEMBER },
          { guard: ({ event }) => event.output.Status === 'failed', target: 'failed', actions: REMEMBER },
          { guard: 'isAbandoned', target: 'abandoned', actions: REMEMBER },
          { guard: ({ context }) => context.checks + 1 >= context.checkLimit, target: 'stillPending', actions: REMEMBER },
          { target: 'waiting', actions: REMEMBER },
        ],
        onError: [
          { guard: ({ context }) => context.checks + 1 >= context.checkLimit, target: 'stillPending', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          { target: 'waiting', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
        ],
      },
    },
    waiting: { tags: ['checking'], on: SBP_WAY_OUT, after: { checkBackoff: 'checking' } },
    stillPending: {
      tags: ['stillPending'],
      on: {
        'method.change': WAY_OUT['method.change'],
        'payment.check': { target: 'checking', actions: assign({ checks: 0 }) },
        'provider.reopen': { guard: ({ context }) => context.method?.code === 'Card' && context.payUrl !== null, target: 'redirecting' },
      },
    },
    paid: { tags: ['paid'], entry: [FORGET, 'paymentSettled'] },
    /** Paid, and what went beyond the debt returned to the payer (Payment/Check Refunded). */
    refunded: { tags: ['paid', 'refunded'], entry: [FORGET, 'paymentSettled'] },
    declined: {
      tags: ['declined', 'over'],
      entry: FORGET,
      on: {
        'payment.retry': { target: 'creating', actions: RESET },
        'method.change': { target: 'method', actions: CHANGE_METHOD },
        'amount.change': { guard: 'canChangeAmount', target: 'loading', actions: RESET },
      },
    },
    failed: {
      tags: ['failed', 'over'],
      entry: FORGET,
      on: { 'payment.retry': { target: 'creating', actions: RESET }, 'method.change': { target: 'method', actions: CHANGE_METHOD } },
    },
  },
});

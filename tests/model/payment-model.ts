// The payment flow's model (machines/payment.machine.ts): inputs for each way in (the payment
// screen, SBP, a fixed prolongation fee, a return page, a kept intent) and the answers of every
// effect. Its paths are executed against the payment page (tests/model/ui/payment.ui.test.tsx).
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { paymentMachine } from '../../machines/payment.machine';
import type { PaymentCheck, PaymentInput, PaymentIntent, PendingPayment } from '../../machines/payment.types';
import type { PathModel } from './coverage';

const never = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const error = (id: string) => ({ [`xstate.error.actor.${id}`]: [{ type: `xstate.error.actor.${id}`, error: new Error('Не удалось связаться с сервером') }] });
const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });

export const MODEL_QUOTE = { loanId: 7, next: 500_000, full: 1_264_900, min: 10_000, pending: null };
/** A payment another tab or device left waiting at its provider (issue 27): by card, or by SBP. */
const PENDING_CARD: PendingPayment = { Id: 11, Amount: 300_000, Method: 'Card', Provider: 'Tinkoff', Url: '/sandbox/pay/Tinkoff?session=p', QrUrl: null };
const PENDING_SBP: PendingPayment = { Id: 12, Amount: 300_000, Method: 'Sbp', Provider: 'SBC', Url: '/sandbox/sbp/pay?session=q', QrUrl: '/sandbox/sbp/qr.svg?session=q' };
const card = { code: 'Card', provider: 'SBC' } as const;
export const MODEL_INTENT: PaymentIntent = { loanId: 7, purpose: 'Repayment', key: 'key-1', amount: 500_000, method: card, paymentId: null, payUrl: null };
const check = (Status: PaymentCheck['Status'], Reason: string | null = null, Refunded = 0, CancelledByClient = false): PaymentCheck => ({
  Id: 9,
  LoanId: 7,
  Amount: 500_000,
  Status,
  Method: 'Card',
  Provider: 'SBC',
  Reason,
  Refunded,
  CancelledByClient,
});

// Two checks before "still pending" show the limit without repeating the loop eight times.
export const MODEL_INPUTS: PaymentInput[] = [
  { loanId: null, checkLimit: 2 },
  { loanId: null, method: 'Sbp', checkLimit: 2 },
  { loanId: 7, purpose: 'Prolongation', fixedAmount: 120_000, checkLimit: 2 },
  { loanId: null, returnedPaymentId: 9, checkLimit: 2 },
  { loanId: null, restored: MODEL_INTENT, checkLimit: 2 },
  // Back on the provider's page (or a new visit after closing its tab): the kept intent has a payment.
  { loanId: null, restored: { ...MODEL_INTENT, paymentId: 9, payUrl: '/sandbox/pay/SBC?session=s' }, checkLimit: 2 },
];

export const paymentModel: PathModel = {
  name: 'payment',
  executedOn: 'UI',
  machine: paymentMachine.provide({
    actors: {
      loadQuote: never(),
      claimIntent: never(),
      createPayment: never(),
      checkPayment: never(),
      cancelPayment: never(),
      loadSbpAccount: never(),
      saveSbpAccount: never(),
    },
  }),
  inputs: MODEL_INPUTS,
  events: {
    ...done('loadQuote', MODEL_QUOTE, null, { ...MODEL_QUOTE, pending: PENDING_CARD }, { ...MODEL_QUOTE, pending: PENDING_SBP }),
    ...error('loadQuote'),
    // 'next' is chosen at the start: choosing it again is no click on the screen.
    'amount.choose': [
      { type: 'amount.choose', choice: 'partial' },
      { type: 'amount.choose', choice: 'full' },
    ],
    'form.submitted': [{ type: 'form.submitted', form: 'paymentAmount', values: { amount: '5000', min: '10000', max: '1264900' } }],
    'method.choose': [
      { type: 'method.choose', method: card },
      { type: 'method.choose', method: { code: 'Sbp', provider: 'SBC' } },
    ],
    'bank.choose': [{ type: 'bank.choose', bankId: '100000000004' }],
    ...done('loadSbpAccount', { BankId: '100000000004', BankName: 'Т-Банк' }, null),
    ...error('loadSbpAccount'),
    ...done('saveSbpAccount', { BankId: '100000000004', BankName: 'Т-Банк' }),
    ...error('saveSbpAccount'),
    ...done('claimIntent', MODEL_INTENT, { ...MODEL_INTENT, paymentId: 9, payUrl: '/sandbox/pay/SBC?session=s' }),
    ...error('claimIntent'),
    ...done('createPayment', { PaymentId: 9, Url: '/sandbox/pay/SBC?session=s' }),
    ...error('createPayment'),
    ...done(
      'checkPayment',
      check('succeeded'),
      check('succeeded', null, 12_345),
      check('declined', 'Банк отклонил платёж: недостаточно средств на карте'),
      check('declined', 'Оплата отменена на странице банка', 0, true),
      check('failed'),
      check('pending'),
    ),
    ...error('checkPayment'),
    ...done('cancelPayment', check('declined', 'Вы отменили оплату'), check('succeeded')),
    ...error('cancelPayment'),
  },
  // Only what the guards of each state read (and what its screen branches on): context a state
  // does not look at would multiply the states the traversal walks without a new transition.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context;
    const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
    const at: Record<string, unknown[]> = {
      checking: [c.checks, c.returned, c.payUrl !== null],
      waiting: [c.checks, c.returned, c.payUrl !== null],
      stillPending: [c.payUrl !== null],
      abandoned: [c.payUrl !== null],
      sbpBank: [c.sbp !== null],
      pendingElsewhere: [c.pending?.Method ?? null],
      cancelling: [c.afterCancel, c.pending !== null],
      cancelFailed: [c.afterCancel, c.pending !== null],
      starting: [c.paymentId !== null, c.key !== null],
    };
    return JSON.stringify([s.value, c.method?.code ?? null, c.fixedAmount !== null, ...(at[top] ?? [])]);
  },
};

// Issue 27, "never stuck": the states of a payment the client left waiting at its provider.
// - pendingElsewhere: the loan has a payment another tab or device started; continue it (its
//   page, or its SBP link) or cancel it first.
// - abandoned: this browser's card payment is still pending, but the provider never sent the
//   client back (Back on its page, a closed tab): the form again, with the amount and method,
//   and a way back to the provider's page.
// - cancelling: the waiting payment is cancelled before anything new (POST Payment/Cancel); if
//   it was paid after all, the flow shows that payment's result instead.
import { assign } from 'xstate';
import { CHANGE_METHOD, messageOf, RESET, type AfterCancel } from './payment.context';
import { paymentSetup } from './payment.setup';

export const cancelThen = (afterCancel: AfterCancel) => ({ type: 'cancelThen', params: { afterCancel } }) as const;

export const pendingElsewhereState = paymentSetup.createStateConfig({
  tags: ['pendingElsewhere'],
  on: {
    'pending.continue': [
      { guard: ({ context }) => context.pending?.Method === 'Sbp', target: 'checking', actions: 'adoptPending' },
      { target: 'redirecting', actions: 'adoptPending' },
    ],
    'pending.cancel': { target: 'cancelling', actions: cancelThen('amount') },
  },
});

export const abandonedState = paymentSetup.createStateConfig({
  tags: ['abandoned'],
  on: {
    'method.choose': { actions: assign({ method: ({ event }) => event.method }) },
    'pay.start': { guard: 'hasMethod', target: 'cancelling', actions: cancelThen('pay') },
    'amount.change': { guard: 'canChangeAmount', target: 'cancelling', actions: cancelThen('amount') },
    'provider.reopen': { guard: ({ context }) => context.payUrl !== null, target: 'redirecting' },
  },
});

export const cancellingState = paymentSetup.createStateConfig({
  tags: ['busy', 'cancelling'],
  invoke: {
    id: 'cancelPayment',
    src: 'cancelPayment',
    input: ({ context }) => ({ paymentId: context.pending?.Id ?? context.paymentId! }),
    onDone: [
      // Paid after all: that payment's result, not a second payment.
      {
        guard: ({ event }) => event.output.Status === 'succeeded',
        target: 'checking',
        actions: assign({ paymentId: ({ event }) => event.output.Id, pending: null, returned: true, checks: 0, afterCancel: 'amount' }),
      },
      { guard: ({ context }) => context.afterCancel === 'pay' && context.method?.code === 'Sbp', target: 'sbpBank', actions: RESET },
      { guard: ({ context }) => context.afterCancel === 'pay', target: 'creating', actions: RESET },
      { guard: ({ context }) => context.afterCancel === 'method', target: 'method', actions: CHANGE_METHOD },
      { target: 'loading', actions: RESET },
    ],
    onError: { target: 'cancelFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
  },
});

export const cancelFailedState = paymentSetup.createStateConfig({
  tags: ['error', 'cancelFailed'],
  on: { 'payment.retry': 'cancelling' },
});

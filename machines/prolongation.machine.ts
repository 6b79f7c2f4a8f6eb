// Prolongation of an active loan (issue 14): choose the term (price and new due date from the
// server) → read the additional agreement and agree → SMS code → signed (the due date has moved,
// see docs/decisions.md) → pay the fee through the payment flow, or later. The fee step hands
// `{ loanId, amount, purpose: 'prolongation' }` to the injected `payFee` (the app navigates to the
// payment route). Effects are injected in src/flows/prolongation.ts.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { codeDigits, failureOf, messageOf, smsCodeFormLogic, type CodeSent } from './sms-signing';
import type { FormSubmitted } from './form.machine';

export interface ProlongationSettings {
  Available: boolean;
  MinDays: number;
  MaxDays: number;
  DaysStep: number;
  DefaultDays: number;
}

export interface ProlongationOffer {
  Days: number;
  /** Kopecks. */
  Fee: number;
  NewDueDate: string;
  Agreement: { Name: string; Content: string };
}

export interface FeePayment {
  loanId: number;
  amount: number;
  purpose: 'prolongation';
}

export interface ProlongationContext {
  loanId: number;
  settings: ProlongationSettings | null;
  days: number;
  offer: ProlongationOffer | null;
  consent: boolean;
  sentTo: string;
  codeLength: number;
  resendAfterSeconds: number;
  error: string | null;
}

export type ProlongationEvent =
  | { type: 'load.retry' }
  | { type: 'days.set'; days: number }
  | { type: 'offer.retry' }
  | { type: 'agreement.open' }
  | { type: 'term.change' }
  | { type: 'consent.set'; value: boolean }
  | { type: 'code.request' }
  | { type: 'code.resend' }
  | { type: 'fee.pay' }
  | { type: 'fee.later' }
  | FormSubmitted<'code'>;

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const REMEMBER_ERROR = { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const prolongationMachine = setup({
  types: {
    context: {} as ProlongationContext,
    events: {} as ProlongationEvent,
    input: {} as { loanId: number },
  },
  actors: {
    /** GET Loans/{id}/ProlongedSettings. */
    fetchSettings: fromPromise<ProlongationSettings, { loanId: number }>(notInjected('fetchSettings')),
    /** GET Loans/{id}/ProlongedInfo?days=: the price, the new due date and the agreement. */
    fetchOffer: fromPromise<ProlongationOffer, { loanId: number; days: number }>(notInjected('fetchOffer')),
    /** POST Loans/{id}/ApproveProlongedAgreementByPhone: sends the signing code. */
    requestCode: fromPromise<CodeSent, { loanId: number; days: number }>(notInjected('requestCode')),
    /** POST Loans/{id}/ConfirmProlongedAgreementByPhone: signs; rejects with a SigningFailure. */
    confirmProlongation: fromPromise<unknown, { loanId: number; code: string }>(notInjected('confirmProlongation')),
    codeForm: smsCodeFormLogic,
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** The loan changed (due date, interest): cached reads refetch. */
    loanChanged: () => {},
    /** Hands the fee to the payment flow (the app navigates to the payment route with these). */
    payFee: (_, _params: FeePayment) => {},
    /** Back to the cabinet without paying now. */
    leave: () => {},
  },
  guards: {
    isAvailable: (_, params: { settings: ProlongationSettings }) => params.settings.Available,
    isTermAllowed: ({ context }, params: { days: number }) =>
      context.settings !== null && params.days >= context.settings.MinDays && params.days <= context.settings.MaxDays && params.days !== context.days,
    hasConsent: ({ context }) => context.consent,
    hasCodeOnItsWay: ({ context }) => context.sentTo !== '',
  },
  delays: {
    resendPause: ({ context }) => context.resendAfterSeconds * 1000,
  },
}).createMachine({
  id: 'prolongation',
  context: ({ input }) => ({ loanId: input.loanId, settings: null, days: 0, offer: null, consent: false, sentTo: '', codeLength: 6, resendAfterSeconds: 60, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchSettings',
        input: ({ context }) => ({ loanId: context.loanId }),
        onDone: [
          {
            guard: { type: 'isAvailable', params: ({ event }) => ({ settings: event.output }) },
            target: 'choosing',
            actions: assign({ settings: ({ event }) => event.output, days: ({ event }) => event.output.DefaultDays, error: null }),
          },
          { target: 'unavailable', actions: assign({ settings: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: REMEMBER_ERROR },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { 'load.retry': 'loading' } },
    unavailable: { tags: ['unavailable'] },
    choosing: {
      initial: 'pricing',
      on: {
        'days.set': {
          guard: { type: 'isTermAllowed', params: ({ event }) => ({ days: event.days }) },
          target: '.pricing',
          actions: assign({ days: ({ event }) => event.days, consent: false }),
        },
      },
      states: {
        pricing: {
          tags: ['choosing', 'pricing'],
          invoke: {
            src: 'fetchOffer',
            input: ({ context }) => ({ loanId: context.loanId, days: context.days }),
            onDone: { target: 'priced', actions: assign({ offer: ({ event }) => event.output, error: null }) },
            onError: { target: 'priceFailed', actions: REMEMBER_ERROR },
          },
        },
        priceFailed: { tags: ['choosing', 'priceFailed'], on: { 'offer.retry': 'pricing' } },
        priced: { tags: ['choosing', 'priced'], on: { 'agreement.open': '#prolongation.agreement' } },
      },
    },
    agreement: {
      tags: ['agreement'],
      on: {
        'consent.set': { actions: assign({ consent: ({ event }) => event.value }) },
        'code.request': { guard: 'hasConsent', target: 'requestingCode' },
        'term.change': { target: 'choosing.priced', actions: assign({ consent: false }) },
      },
    },
    requestingCode: {
      tags: ['agreement', 'busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ loanId: context.loanId, days: context.days }),
        onDone: {
          target: 'code',
          actions: assign({
            codeLength: ({ event }) => event.output.CodeLength,
            sentTo: ({ event }) => event.output.SentTo ?? 'ваш телефон',
            resendAfterSeconds: ({ event }) => event.output.ResendAfterSeconds,
            error: null,
          }),
        },
        // Within the resend pause the server refuses (429) while a code is already on its way.
        onError: [
          { guard: 'hasCodeOnItsWay', target: 'code', actions: REMEMBER_ERROR },
          { target: 'agreement', actions: REMEMBER_ERROR },
        ],
      },
    },
    code: {
      type: 'parallel',
      invoke: { id: 'codeForm', src: 'codeForm', input: {} },
      on: { 'term.change': { target: 'choosing.priced', actions: assign({ consent: false, sentTo: '', error: null }) } },
      states: {
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { resendPause: 'ready' } },
            ready: { tags: ['canResend'], on: { 'code.resend': '#prolongation.requestingCode' } },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: { tags: ['code'], on: { 'form.submitted': 'confirming' } },
            confirming: {
              tags: ['code', 'busy'],
              invoke: {
                src: 'confirmProlongation',
                input: ({ context, event }) => ({ loanId: context.loanId, code: codeDigits((event as FormSubmitted<'code'>).values.code) }),
                onDone: { target: '#prolongation.signed', actions: 'loanChanged' },
                onError: {
                  target: 'typing',
                  actions: sendTo('codeForm', ({ event }) => ({ type: 'form.failed' as const, ...failureOf(event.error) })),
                },
              },
            },
          },
        },
      },
    },
    signed: {
      tags: ['signed'],
      on: { 'fee.pay': 'payingFee', 'fee.later': 'done' },
    },
    payingFee: {
      type: 'final',
      tags: ['payingFee'],
      entry: { type: 'payFee', params: ({ context }) => ({ loanId: context.loanId, amount: context.offer!.Fee, purpose: 'prolongation' as const }) },
    },
    done: { type: 'final', tags: ['done'], entry: 'leave' },
  },
});

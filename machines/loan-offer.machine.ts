// Signing an approved loan offer (issue 11, defect 1): the client sees the individual conditions,
// agrees, asks for the SMS code, enters it, and only then is the loan issued. Or declines.
// Used on the registration's scoring step and in the cabinet; effects are injected in src/flows.
import { assign, fromPromise, setup } from 'xstate';
import type { LoanOfferTerms } from './types';

export type { LoanOfferTerms };

export interface LoanOfferContext {
  offer: LoanOfferTerms | null;
  consent: boolean;
  /** The offer's paid services the client ticked, each a consent of its own (none at first). */
  services: number[];
  code: string;
  codeLength: number;
  sentTo: string;
  resendAfterSeconds: number;
  /** The server's own message of the last refusal (or the network message), shown as is. */
  error: string | null;
}

export type LoanOfferEvent =
  | { type: 'offer.retry' }
  | { type: 'consent.set'; value: boolean }
  | { type: 'service.set'; id: number; value: boolean }
  | { type: 'code.request' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'offer.decline' };

export interface CodeSent {
  CodeLength: number;
  ResendAfterSeconds: number;
  SentTo?: string;
}

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ошибка на сервере');

const FAILED = { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const loanOfferMachine = setup({
  types: {
    context: {} as LoanOfferContext,
    events: {} as LoanOfferEvent,
  },
  actors: {
    /** The client's offer waiting for the signature (State 3), or null when there is none. */
    fetchOffer: fromPromise<LoanOfferTerms | null>(notInjected('fetchOffer')),
    /** POST Loans/SmsCodeOnGetLoan. */
    requestCode: fromPromise<CodeSent, { loanId: number }>(notInjected('requestCode')),
    /** POST Loans/AcceptLoanByClient: issues the loan. */
    acceptOffer: fromPromise<unknown, { loanId: number; code: string; services: number[] }>(notInjected('acceptOffer')),
    /** POST Loans/{id}/DeclineLoanByClient. */
    declineOffer: fromPromise<unknown, { loanId: number }>(notInjected('declineOffer')),
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** The loan list changed (issued or declined): cached reads refetch. */
    loansChanged: () => {},
  },
  guards: {
    hasConsent: ({ context }) => context.consent,
    isCodeComplete: ({ context }) => context.code.length === context.codeLength,
    /** The server answered and refused the code (4xx): it is typed again. A failed connection keeps it. */
    isCodeRefused: ({ event }) => {
      const status = (event as { error?: { status?: unknown } }).error?.status;
      return typeof status === 'number' && status >= 400 && status < 500;
    },
  },
  delays: {
    resendPause: ({ context }) => context.resendAfterSeconds * 1000,
  },
}).createMachine({
  id: 'loanOffer',
  context: { offer: null, consent: false, services: [], code: '', codeLength: 6, sentTo: '', resendAfterSeconds: 60, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchOffer',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'none' },
          { target: 'reviewing', actions: assign({ offer: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: FAILED },
      },
    },
    none: { tags: ['none'] },
    loadFailed: { tags: ['error'], on: { 'offer.retry': 'loading' } },
    reviewing: {
      tags: ['reviewing'],
      on: {
        'consent.set': { actions: assign({ consent: ({ event }) => event.value }) },
        'service.set': {
          actions: assign({ services: ({ context, event }) => [...context.services.filter((id) => id !== event.id), ...(event.value ? [event.id] : [])] }),
        },
        'code.request': { guard: 'hasConsent', target: 'requestingCode' },
        'offer.decline': 'declining',
      },
    },
    requestingCode: {
      tags: ['busy', 'reviewing'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ loanId: context.offer!.LoanId }),
        onDone: {
          target: 'codeSent',
          actions: assign({
            codeLength: ({ event }) => event.output.CodeLength,
            sentTo: ({ event }) => event.output.SentTo ?? 'ваш телефон',
            resendAfterSeconds: ({ event }) => event.output.ResendAfterSeconds,
            code: '',
            error: null,
          }),
        },
        // Within the resend pause the server refuses (429) and a code is already on its way.
        onError: [
          { guard: ({ context }) => context.sentTo !== '', target: 'codeSent', actions: FAILED },
          { target: 'reviewing', actions: FAILED },
        ],
      },
    },
    // The resend pause runs beside the code entry, so a refused code does not restart it.
    codeSent: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'later',
          states: {
            later: { after: { resendPause: 'ready' } },
            ready: { tags: ['canResend'], on: { 'code.request': '#loanOffer.requestingCode' } },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: {
              tags: ['code'],
              on: {
                'code.change': { actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, 10) }) },
                'code.submit': { guard: 'isCodeComplete', target: 'accepting' },
                'offer.decline': '#loanOffer.declining',
              },
            },
            accepting: {
              tags: ['busy', 'code'],
              invoke: {
                src: 'acceptOffer',
                input: ({ context }) => ({ loanId: context.offer!.LoanId, code: context.code, services: context.services }),
                onDone: { target: '#loanOffer.issued', actions: 'loansChanged' },
                onError: [{ guard: 'isCodeRefused', target: 'typing', actions: [FAILED, assign({ code: '' })] }, { target: 'typing', actions: FAILED }],
              },
            },
          },
        },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        src: 'declineOffer',
        input: ({ context }) => ({ loanId: context.offer!.LoanId }),
        onDone: { target: 'declined', actions: 'loansChanged' },
        onError: { target: 'reviewing', actions: FAILED },
      },
    },
    issued: { type: 'final', tags: ['issued'] },
    declined: { type: 'final', tags: ['declined'] },
  },
});

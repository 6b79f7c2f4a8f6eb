// Reading and signing one of the client's agreements (issue 14): the document → a code by SMS
// (RepeatSignAgreements) → the code (ApproveSignAgreements) → the signed document, read again
// so it shows its signature. A document signed before opens as signed. Effects are injected in
// src/flows/agreement-signing.ts.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { FormSubmitted } from './form.machine';
import { codeDigits, failureOf, messageOf, smsCodeFormLogic, type CodeSent } from './sms-signing';

export interface AgreementDocument {
  Id: number;
  Name: string;
  Content: string;
  IsSigned: boolean;
}

export interface AgreementSigningContext {
  agreementId: number;
  document: AgreementDocument | null;
  sentTo: string;
  resendAfterSeconds: number;
  error: string | null;
}

export type AgreementSigningEvent = { type: 'load.retry' } | { type: 'code.request' } | { type: 'code.resend' } | FormSubmitted<'code'>;

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const REMEMBER_ERROR = { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const agreementSigningMachine = setup({
  types: {
    context: {} as AgreementSigningContext,
    events: {} as AgreementSigningEvent,
    input: {} as { agreementId: number },
  },
  actors: {
    /** The document and whether it is signed (Agreement + Agreement/List). */
    fetchAgreement: fromPromise<AgreementDocument, { agreementId: number }>(notInjected('fetchAgreement')),
    /** POST Account/RepeatSignAgreements/{id}. */
    requestCode: fromPromise<CodeSent, { agreementId: number }>(notInjected('requestCode')),
    /** POST Account/ApproveSignAgreements; rejects with a SigningFailure. */
    signAgreement: fromPromise<unknown, { agreementId: number; code: string }>(notInjected('signAgreement')),
    codeForm: smsCodeFormLogic,
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** The list of agreements changed: cached reads refetch. */
    agreementsChanged: () => {},
  },
  guards: {
    isSigned: (_, params: { document: AgreementDocument }) => params.document.IsSigned,
    hasCodeOnItsWay: ({ context }) => context.sentTo !== '',
  },
  delays: {
    resendPause: ({ context }) => context.resendAfterSeconds * 1000,
  },
}).createMachine({
  id: 'agreementSigning',
  context: ({ input }) => ({ agreementId: input.agreementId, document: null, sentTo: '', resendAfterSeconds: 60, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchAgreement',
        input: ({ context }) => ({ agreementId: context.agreementId }),
        onDone: [
          { guard: { type: 'isSigned', params: ({ event }) => ({ document: event.output }) }, target: 'signed', actions: assign({ document: ({ event }) => event.output }) },
          { target: 'reading', actions: assign({ document: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: REMEMBER_ERROR },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { 'load.retry': 'loading' } },
    reading: { tags: ['reading'], on: { 'code.request': 'requestingCode' } },
    requestingCode: {
      tags: ['reading', 'busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ agreementId: context.agreementId }),
        onDone: {
          target: 'code',
          actions: assign({ sentTo: ({ event }) => event.output.SentTo ?? 'ваш телефон', resendAfterSeconds: ({ event }) => event.output.ResendAfterSeconds, error: null }),
        },
        onError: [
          { guard: 'hasCodeOnItsWay', target: 'code', actions: REMEMBER_ERROR },
          { target: 'reading', actions: REMEMBER_ERROR },
        ],
      },
    },
    code: {
      type: 'parallel',
      invoke: { id: 'codeForm', src: 'codeForm', input: {} },
      states: {
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { resendPause: 'ready' } },
            ready: { tags: ['canResend'], on: { 'code.resend': '#agreementSigning.requestingCode' } },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: { tags: ['code'], on: { 'form.submitted': 'signing' } },
            signing: {
              tags: ['code', 'busy'],
              invoke: {
                src: 'signAgreement',
                input: ({ context, event }) => ({ agreementId: context.agreementId, code: codeDigits((event as FormSubmitted<'code'>).values.code) }),
                onDone: { target: '#agreementSigning.reloading', actions: 'agreementsChanged' },
                onError: { target: 'typing', actions: sendTo('codeForm', ({ event }) => ({ type: 'form.failed' as const, ...failureOf(event.error) })) },
              },
            },
          },
        },
      },
    },
    // The signed document carries its signature block: read it again; if that fails, the
    // signature still holds and the page says so.
    reloading: {
      tags: ['busy', 'signed'],
      invoke: {
        src: 'fetchAgreement',
        input: ({ context }) => ({ agreementId: context.agreementId }),
        onDone: { target: 'signed', actions: assign({ document: ({ event }) => event.output }) },
        onError: { target: 'signed', actions: assign({ document: ({ context }) => (context.document ? { ...context.document, IsSigned: true } : null) }) },
      },
    },
    signed: { tags: ['signed'] },
  },
});

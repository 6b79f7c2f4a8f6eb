// Identity confirmation at /lk/identity-confirmation (issue 15). The client either is confirmed
// already, or chooses Госуслуги (the browser leaves for the provider's page, which sends it back
// here with a one-time code or a refusal) or uploads the documents the server still lists.
// The way back from the provider is the machine's input: a code is exchanged (ExternalSignin),
// a refusal is shown with a way back to the methods. Effects are injected in src/flows/profile.ts.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './sms-signing';

/** What the provider's page sent back in the address. */
export type ProviderReturn = { kind: 'code'; code: string; state: string } | { kind: 'refused' } | null;

export interface IdentityContext {
  returned: ProviderReturn;
  error: string | null;
}

export type IdentityEvent = { type: 'esia.start' } | { type: 'methods.back' } | { type: 'load.retry' };

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const identityMachine = setup({
  types: {
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    input: {} as { returned: ProviderReturn },
  },
  actors: {
    /** Whether the client's identity is confirmed already (PersonalData.IdentityConfirmed). */
    fetchConfirmed: fromPromise<boolean, void>(notInjected('fetchConfirmed')),
    /** GET ExternalSignin: the provider's page, which sends the browser back to this route. */
    requestProviderPage: fromPromise<string, void>(notInjected('requestProviderPage')),
    /** POST ExternalSignin with the provider's code. */
    confirmWithProvider: fromPromise<unknown, { code: string; state: string }>(notInjected('confirmWithProvider')),
  },
  actions: {
    /** The browser leaves for the provider's page. */
    leave: (_, _params: { url: string }) => {},
    /** The provider's answer is out of the address, so a reload does not send it again. */
    forgetReturn: () => {},
    dataChanged: () => {},
  },
  guards: {
    cameBackWithCode: ({ context }) => context.returned?.kind === 'code',
    cameBackRefused: ({ context }) => context.returned?.kind === 'refused',
    isConfirmed: (_, params: { confirmed: boolean }) => params.confirmed,
  },
}).createMachine({
  id: 'identity',
  context: ({ input }) => ({ returned: input.returned, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'cameBackWithCode', target: 'confirming' },
        { guard: 'cameBackRefused', target: 'refused', actions: 'forgetReturn' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchConfirmed',
        onDone: [{ guard: { type: 'isConfirmed', params: ({ event }) => ({ confirmed: event.output }) }, target: 'confirmed' }, { target: 'choosing' }],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { 'load.retry': 'loading' } },
    choosing: {
      tags: ['methods'],
      on: { 'esia.start': 'leaving' },
    },
    leaving: {
      tags: ['methods', 'busy'],
      invoke: {
        src: 'requestProviderPage',
        onDone: { target: 'redirecting', actions: { type: 'leave', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    redirecting: { tags: ['methods', 'busy'] },
    confirming: {
      tags: ['confirming'],
      entry: 'forgetReturn',
      invoke: {
        src: 'confirmWithProvider',
        input: ({ context }) => (context.returned?.kind === 'code' ? { code: context.returned.code, state: context.returned.state } : { code: '', state: '' }),
        onDone: { target: 'confirmed', actions: 'dataChanged' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    refused: { tags: ['refused'], on: { 'methods.back': { target: 'loading', actions: assign({ returned: null, error: null }) } } },
    failed: { tags: ['failed'], on: { 'methods.back': { target: 'loading', actions: assign({ returned: null, error: null }) } } },
    confirmed: { tags: ['confirmed'] },
  },
});

// One service banner on the dashboard (issue 13): it counts itself shown once per visit (the
// server stops offering it after its maximum), then takes the client's answer — one of its
// options, or a text for an Input banner — and sends it. Effects are injected in
// src/flows/service-banners.ts.
import { assign, fromPromise, setup } from 'xstate';
import type { ServiceBannerKind } from './types';

export type BannerKind = ServiceBannerKind;
export type BannerAnswer = { kind: 'option'; answerId: number } | { kind: 'text'; text: string };

export const BANNER_TEXT_REQUIRED = 'Напишите ответ';

export interface ServiceBannerContext {
  bannerId: number;
  kind: BannerKind;
  answerId: number | null;
  text: string;
  error: string | null;
}

export type ServiceBannerEvent =
  | { type: 'answer.choose'; answerId: number }
  | { type: 'text.change'; text: string }
  | { type: 'answer.submit' }
  | { type: 'answer.retry' };

const errorMessage = ({ event }: { event: { error: unknown } }) => (event.error instanceof Error ? event.error.message : String(event.error));

export const serviceBannerMachine = setup({
  types: {
    context: {} as ServiceBannerContext,
    events: {} as ServiceBannerEvent,
    input: {} as { bannerId: number; kind: BannerKind },
  },
  actors: {
    /** POST ServiceBanners/ShowCountIncrement. */
    countShow: fromPromise<unknown, { bannerId: number }>(() => Promise.reject(new Error('countShow is not provided'))),
    /** POST ServiceBanners/Answer or ServiceBanners/InputAnswer. */
    sendAnswer: fromPromise<unknown, { bannerId: number; answer: BannerAnswer }>(() => Promise.reject(new Error('sendAnswer is not provided'))),
  },
  actions: {
    /** The dashboard's banner list refetches (an answered banner is no longer offered). */
    bannersChanged: () => {},
  },
  guards: {
    isInput: ({ context }) => context.kind === 'Input',
    hasText: ({ context }) => context.text.trim() !== '',
  },
}).createMachine({
  id: 'serviceBanner',
  context: ({ input }) => ({ bannerId: input.bannerId, kind: input.kind, answerId: null, text: '', error: null }),
  // Counted once per visit, beside whatever the client does; a failed count hides nothing. Its
  // error is taken here: unhandled, it would put the whole banner in error, and the dashboard
  // with it (its error page), over a count the client never sees.
  invoke: { src: 'countShow', input: ({ context }) => ({ bannerId: context.bannerId }), onError: { description: 'the count failed: nothing changes' } },
  initial: 'open',
  states: {
    open: {
      on: {
        'answer.choose': { target: 'sending', actions: assign({ answerId: ({ event }) => event.answerId, error: null }) },
        'text.change': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'answer.submit': [
          { guard: 'hasText', target: 'sending' },
          { guard: 'isInput', actions: assign({ error: BANNER_TEXT_REQUIRED }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => ({
          bannerId: context.bannerId,
          answer: context.kind === 'Input' ? { kind: 'text', text: context.text.trim() } : { kind: 'option', answerId: context.answerId! },
        }),
        onDone: { target: 'answered', actions: 'bannersChanged' },
        onError: { target: 'failed', actions: assign({ error: errorMessage }) },
      },
    },
    // What the client chose or typed is kept for the retry.
    failed: {
      tags: ['failed'],
      on: {
        'answer.retry': 'sending',
        'answer.choose': { target: 'sending', actions: assign({ answerId: ({ event }) => event.answerId, error: null }) },
        'text.change': { target: 'open', actions: assign({ text: ({ event }) => event.text, error: null }) },
      },
    },
    answered: { tags: ['answered'], type: 'final' },
  },
});

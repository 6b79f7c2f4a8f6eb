// "Send the code again" of a one-time code (issue 11: after three wrong codes the client must be
// able to get a new one): a countdown of the server's resend pause, then a request. The server
// decides the pause (ResendAfterSeconds, or Retry-After when asked too early); the countdown
// only shows it. The pause is kept as a moment, not as a number of ticks, and the time comes from
// the injected clock: a background tab whose timers the browser slows still shows the right
// number when it comes back.
import { assign, fromCallback, fromPromise, setup } from 'xstate';

export interface CodeResendInput {
  /** Epoch ms from which the server accepts a new request. */
  availableAt: number;
  /** Epoch ms now, from the same clock that ticks later. */
  now: number;
}

export interface CodeSentAnswer {
  resendAfterSeconds: number;
  sentTo: string | null;
}

/** What the injected request rejects with: the server's message and, for a 429, its wait. */
export interface CodeResendFailure {
  message: string;
  retryAfterSeconds: number | null;
}

export interface CodeResendContext {
  availableAt: number;
  now: number;
  error: string | null;
  /** Where the last new code went; null until one was sent here. */
  sentTo: string | null;
  /** How many new codes were sent here (the view clears the typed code on each). */
  sent: number;
}

export type CodeResendEvent = { type: 'resend.request' } | { type: 'clock.tick'; now: number };

const notInjected = () => Promise.reject<CodeSentAnswer>({ message: 'requestCode is not provided', retryAfterSeconds: null });

const failureOf = (error: unknown): CodeResendFailure => {
  const e = error as Partial<CodeResendFailure> | null;
  return { message: typeof e?.message === 'string' ? e.message : '', retryAfterSeconds: typeof e?.retryAfterSeconds === 'number' ? e.retryAfterSeconds : null };
};

/** Whole seconds until a new code may be asked for, rounded up as the server rounds. */
export const secondsLeftOf = (context: Pick<CodeResendContext, 'availableAt' | 'now'>): number =>
  Math.max(0, Math.ceil((context.availableAt - context.now) / 1000));

export const codeResendMachine = setup({
  types: {
    context: {} as CodeResendContext,
    events: {} as CodeResendEvent,
    input: {} as CodeResendInput,
  },
  actors: {
    requestCode: fromPromise<CodeSentAnswer>(notInjected),
    /** Sends `clock.tick` with the current time, several times a second (provided by the app). */
    clock: fromCallback<CodeResendEvent>(() => undefined),
  },
  guards: {
    isPauseOver: ({ context }) => secondsLeftOf(context) === 0,
    isRateLimited: ({ event }) => (failureOf((event as { error?: unknown }).error).retryAfterSeconds ?? 0) > 0,
  },
}).createMachine({
  id: 'codeResend',
  context: ({ input }) => ({ availableAt: input.availableAt, now: input.now, error: null, sentTo: null, sent: 0 }),
  invoke: { src: 'clock' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['waiting'],
      always: { guard: 'isPauseOver', target: 'ready' },
    },
    ready: {
      tags: ['ready'],
      on: { 'resend.request': 'sending' },
    },
    sending: {
      tags: ['sending'],
      entry: assign({ error: null }),
      invoke: {
        src: 'requestCode',
        onDone: {
          target: 'waiting',
          actions: assign(({ context, event }) => ({
            availableAt: context.now + Math.max(0, event.output.resendAfterSeconds) * 1000,
            sentTo: event.output.sentTo,
            sent: context.sent + 1,
          })),
        },
        onError: [
          {
            // Asked too early (another tab, a clock behind): count down as long as the server says;
            // its message would only repeat the countdown with a number that goes stale.
            guard: 'isRateLimited',
            target: 'waiting',
            actions: assign({ availableAt: ({ context, event }) => context.now + (failureOf(event.error).retryAfterSeconds ?? 0) * 1000 }),
          },
          { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
        ],
      },
    },
  },
});

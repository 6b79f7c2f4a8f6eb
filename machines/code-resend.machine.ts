// "Send the code again" of a one-time code (issue 11: after three wrong codes the client must be
// able to get a new one): a countdown of the server's resend pause, then a request. The server
// decides the pause (ResendAfterSeconds, or Retry-After when asked too early); the countdown
// only shows it.
import { assign, fromPromise, setup } from 'xstate';

export interface CodeResendInput {
  /** Seconds until the server accepts a new request (0 = at once). */
  secondsLeft: number;
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
  secondsLeft: number;
  error: string | null;
  /** Where the last new code went; null until one was sent here. */
  sentTo: string | null;
  /** How many new codes were sent here (the view clears the typed code on each). */
  sent: number;
}

export type CodeResendEvent = { type: 'resend.request' };

const notInjected = () => Promise.reject<CodeSentAnswer>({ message: 'requestCode is not provided', retryAfterSeconds: null });

const failureOf = (error: unknown): CodeResendFailure => {
  const e = error as Partial<CodeResendFailure> | null;
  return { message: typeof e?.message === 'string' ? e.message : '', retryAfterSeconds: typeof e?.retryAfterSeconds === 'number' ? e.retryAfterSeconds : null };
};

export const codeResendMachine = setup({
  types: {
    context: {} as CodeResendContext,
    events: {} as CodeResendEvent,
    input: {} as CodeResendInput,
  },
  actors: {
    requestCode: fromPromise<CodeSentAnswer>(notInjected),
  },
  guards: {
    isPauseOver: ({ context }) => context.secondsLeft <= 0,
    isRateLimited: ({ event }) => (failureOf((event as { error?: unknown }).error).retryAfterSeconds ?? 0) > 0,
  },
  delays: {
    countdownTick: 1000,
  },
}).createMachine({
  id: 'codeResend',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.ceil(input.secondsLeft)), error: null, sentTo: null, sent: 0 }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['waiting'],
      always: { guard: 'isPauseOver', target: 'ready' },
      after: { countdownTick: { target: 'waiting', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) } },
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
            secondsLeft: Math.max(0, event.output.resendAfterSeconds),
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
            actions: assign({ secondsLeft: ({ event }) => failureOf(event.error).retryAfterSeconds ?? 0 }),
          },
          { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
        ],
      },
    },
  },
});

// The code-resend machine with its real effects (DESIGN §3: provided only in src/flows/): the
// page's clock, and the request of a new code that the screen passes in.
import { fromCallback, fromPromise } from 'xstate';
import { codeResendMachine, type CodeResendEvent, type CodeResendFailure, type CodeSentAnswer } from '@machines/code-resend.machine';
import { ApiError } from '@/api/errors';

const OFFLINE_MESSAGE = 'Не удалось отправить код. Проверьте соединение и попробуйте ещё раз.';
/** Often enough that the shown second never lags; the machine reads the time, not the ticks. */
const TICK_MS = 250;

export interface CodeSent {
  ResendAfterSeconds: number;
  SentTo?: string | null;
}

function failureOf(error: unknown): CodeResendFailure {
  if (!(error instanceof ApiError)) return { message: OFFLINE_MESSAGE, retryAfterSeconds: null };
  return { message: error.message, retryAfterSeconds: error.status === 429 ? error.retryAfterSeconds : null };
}

const pageClock = fromCallback<CodeResendEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), TICK_MS);
  return () => clearInterval(timer);
});

export function provideCodeResend(request: () => Promise<CodeSent>, onSent: (answer: CodeSentAnswer) => void) {
  return codeResendMachine.provide({
    actors: {
      clock: pageClock,
      requestCode: fromPromise(async () => {
        const sent = await request().catch((error: unknown) => Promise.reject(failureOf(error)));
        const answer = { resendAfterSeconds: sent.ResendAfterSeconds, sentTo: sent.SentTo ?? null };
        onSent(answer);
        return answer;
      }),
    },
  });
}

// "Request a new code" under a one-time code field: the server's resend pause counted down as
// plain text, then a button (codeResendMachine). `onSent` gets each new code's answer.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { codeResendMachine, type CodeResendFailure, type CodeSentAnswer } from '../../../machines/code-resend.machine';
import { ApiError } from '../../api/errors';
import { Hint, LinkButton, Notice, Spinner } from '../registration/form/styles';

const OFFLINE_MESSAGE = 'Не удалось отправить код. Проверьте соединение и попробуйте ещё раз.';

export interface CodeSent {
  ResendAfterSeconds: number;
  SentTo?: string | null;
}

interface Props {
  /** When (epoch ms) the server accepts a new request: the last code's time plus its pause. */
  resendAt: number;
  request: () => Promise<CodeSent>;
  onSent: (answer: CodeSentAnswer) => void;
}

function failureOf(error: unknown): CodeResendFailure {
  if (!(error instanceof ApiError)) return { message: OFFLINE_MESSAGE, retryAfterSeconds: null };
  return { message: error.message, retryAfterSeconds: error.status === 429 ? error.retryAfterSeconds : null };
}

export const secondsUntil = (at: number, now: number = Date.now()): number => Math.max(0, Math.ceil((at - now) / 1000));

export function ResendCode({ resendAt, request, onSent }: Props) {
  const logic = useMemo(
    () =>
      codeResendMachine.provide({
        actors: {
          requestCode: fromPromise(async () => {
            const sent = await request().catch((error: unknown) => Promise.reject(failureOf(error)));
            const answer = { resendAfterSeconds: sent.ResendAfterSeconds, sentTo: sent.SentTo ?? null };
            onSent(answer);
            return answer;
          }),
        },
      }),
    // The screen remounts this for every new code; the first request and callback stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(logic, { input: { secondsLeft: secondsUntil(resendAt) } });
  const secondsLeft = useSelector(actor, (s) => (s.hasTag('waiting') ? s.context.secondsLeft : 0));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <>
      {secondsLeft > 0 ? (
        <Hint data-testid="resend-wait">Запросить новый код можно через {secondsLeft} с</Hint>
      ) : (
        <LinkButton type="button" disabled={sending} onClick={() => actor.send({ type: 'resend.request' })} data-testid="resend-code">
          {sending ? <Spinner aria-hidden="true" /> : null}
          Запросить новый код
        </LinkButton>
      )}
      {error ? (
        <Notice tone="error" role="alert" data-testid="resend-error">
          {error}
        </Notice>
      ) : null}
    </>
  );
}

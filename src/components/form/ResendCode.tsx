// «Отправить код ещё раз» under every one-time code field (registration, login, password
// recovery). The server allows a new code only after a pause (CodeSent.ResendAfterSeconds, or
// Retry-After when asked too early); codeResendMachine counts it down, so the button is disabled
// with «через N с» from the start and never looks clickable only to refuse.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { secondsLeftOf, type CodeSentAnswer } from '@machines/code-resend.machine';
import { provideCodeResend, type CodeSent } from '@/flows/code-resend';
import { LinkButton, Notice, Spinner } from './styles';

export type { CodeSent };

export const resendLabel = (seconds: number): string => (seconds > 0 ? `Отправить код ещё раз через ${seconds} с` : 'Отправить код ещё раз');

interface Props {
  /** When (epoch ms) the server accepts a new request: the last code's time plus its pause. */
  resendAt: number;
  /** Asks the server for a new code. */
  request: () => Promise<CodeSent>;
  /** Gets each new code's answer (the caller keeps where it went and the next pause). */
  onSent: (answer: CodeSentAnswer) => void;
  /** Another request of the form is under way. */
  busy?: boolean;
}

export function ResendCode({ resendAt, request, onSent, busy = false }: Props) {
  // The machine keeps the first request and callback: the screen remounts this for a new flow.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const logic = useMemo(() => provideCodeResend(request, onSent), []);
  const actor = useActorRef(logic, { input: { availableAt: resendAt, now: Date.now() } });
  const secondsLeft = useSelector(actor, (s) => (s.hasTag('waiting') ? secondsLeftOf(s.context) : 0));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <>
      <LinkButton type="button" disabled={busy || sending || secondsLeft > 0} onClick={() => actor.send({ type: 'resend.request' })} data-testid="resend-code">
        {sending ? <Spinner aria-hidden="true" /> : null}
        {resendLabel(secondsLeft)}
      </LinkButton>
      {error ? (
        <Notice tone="error" role="alert" data-testid="resend-error">
          {error}
        </Notice>
      ) : null}
    </>
  );
}

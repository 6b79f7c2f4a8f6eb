// «Отправить код ещё раз» of every code screen (registration, login, password recovery). The
// server allows a new code only after a pause (CodeSent.ResendAfterSeconds): until then the
// button is disabled and counts down, so it never looks clickable only to answer «через 56 с».
import { useEffect, useState } from 'react';
import { LinkButton } from './styles';

const SECOND = 1000;

/** When a new code may be asked for: now + the pause the server gave with the last code. */
export const resendAvailableAt = (resendAfterSeconds: number, now: number = Date.now()): number => now + resendAfterSeconds * SECOND;

/** Whole seconds left until `availableAt` (0 when it has passed), rounded up as the server rounds. */
export const secondsLeft = (availableAt: number, now: number): number => Math.max(0, Math.ceil((availableAt - now) / SECOND));

export const resendLabel = (seconds: number): string => (seconds > 0 ? `Отправить код ещё раз через ${seconds} с` : 'Отправить код ещё раз');

/** Re-renders (four times a second, so the count never lags) until `availableAt`, then stops ticking. */
function useSecondsLeft(availableAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(availableAt, now);
  useEffect(() => {
    if (secondsLeft(availableAt, Date.now()) === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SECOND / 4);
    return () => clearInterval(timer);
  }, [availableAt, left]);
  return left;
}

interface Props {
  /** Epoch ms from which the server accepts a new request (see resendAvailableAt). */
  availableAt: number;
  /** Asks for a new code (the button waits for it); the caller stores the new availableAt from the answer. */
  onResend: () => Promise<unknown>;
  /** Another request of the form is under way. */
  busy?: boolean;
}

export function ResendCodeButton({ availableAt, onResend, busy = false }: Props) {
  const left = useSecondsLeft(availableAt);
  const [sending, setSending] = useState(false);
  const resend = () => {
    setSending(true);
    void onResend().finally(() => setSending(false));
  };
  return (
    <LinkButton type="button" onClick={resend} disabled={busy || sending || left > 0} data-testid="resend-code">
      {resendLabel(left)}
    </LinkButton>
  );
}

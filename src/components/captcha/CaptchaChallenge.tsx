// The visible v2 challenge («Я не робот»), shown after RECAPTCHA_V2_REQUIRED (requirements §4, §8): by
// the call-back form, and by the login form once a phone has had several failed logins. Loading,
// shown or failed is the challenge machine's (machines/captcha-challenge.machine.ts).
import { useSelector } from '@xstate/react';
import type { CaptchaConfig } from '@/flows/third-party/captcha';
import { useCaptchaChallenge } from '@/flows/third-party/captcha-challenge';
import { Hint } from '../call-back/call-back.styles';

interface Props {
  config: CaptchaConfig;
  onSolved: (token: string) => void;
  /** What happens once it is solved, e.g. «Подтвердите, что вы не робот, и заявка отправится.» */
  hint: string;
}

export function CaptchaChallenge({ config, onSolved, hint }: Props) {
  const { actor, container } = useCaptchaChallenge(config, onSolved);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return (
    <>
      <Hint>{failed ? 'Не удалось загрузить проверку. Обновите страницу и попробуйте ещё раз.' : hint}</Hint>
      <div ref={container} data-testid="captcha-v2" aria-busy={loading} />
    </>
  );
}

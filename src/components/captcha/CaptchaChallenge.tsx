// The visible v2 challenge («Я не робот»), shown after RECAPTCHA_V2_REQUIRED (SPEC §4, §8): by
// the call-back form, and by the login form once a phone has had several failed logins.
import { useEffect, useRef, useState } from 'react';
import { renderCaptchaV2 } from './grecaptcha';
import { whenCaptchaReady, type CaptchaConfig } from '@/flows/third-party/captcha';
import { useCaptchaLoader } from '@/flows/third-party/root-actors';
import { Hint } from '../call-back/call-back.styles';

interface Props {
  config: CaptchaConfig;
  onSolved: (token: string) => void;
  /** What happens once it is solved, e.g. «Подтвердите, что вы не робот, и заявка отправится.» */
  hint: string;
}

export function CaptchaChallenge({ config, onSolved, hint }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const loader = useCaptchaLoader();

  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    let active = true;
    whenCaptchaReady(loader).then(
      () => {
        if (!active || !container.current) return;
        renderCaptchaV2(container.current, config.siteKey, (token) => solved.current(token));
        setState('shown');
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [config, loader]);

  return (
    <>
      <Hint>{state === 'failed' ? 'Не удалось загрузить проверку. Обновите страницу и попробуйте ещё раз.' : hint}</Hint>
      <div ref={container} data-testid="captcha-v2" aria-busy={state === 'loading'} />
    </>
  );
}

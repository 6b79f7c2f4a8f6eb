// The visible v2 challenge («Я не робот»), shown after RECAPTCHA_V2_REQUIRED (SPEC §4, §8).
import { useEffect, useRef, useState } from 'react';
import { renderCaptchaV2 } from '../captcha/grecaptcha';
import { whenCaptchaReady, type CaptchaConfig } from '../captcha/captcha-service';
import { Hint } from './call-back.styles';

export function CaptchaChallenge({ config, onSolved }: { config: CaptchaConfig; onSolved: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    let active = true;
    whenCaptchaReady(config).then(
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
  }, [config]);

  return (
    <>
      <Hint>{state === 'failed' ? 'Не удалось загрузить проверку. Обновите страницу и попробуйте ещё раз.' : 'Подтвердите, что вы не робот, и заявка отправится.'}</Hint>
      <div ref={container} data-testid="captcha-v2" aria-busy={state === 'loading'} />
    </>
  );
}

// The v2 challenge's machine with its effects: the page's captcha loader brings the script, the
// provider's widget is drawn into the component's container and answers to its caller.
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { captchaChallengeMachine } from '@machines/captcha-challenge.machine';
import { renderCaptchaV2 } from '@/flows/third-party/grecaptcha';
import { useFlowActor } from '../flow-actor';
import type { CaptchaConfig } from './captcha';
import { whenCaptchaReady } from './captcha-token';
import { useCaptchaLoader } from './root-actors';

/** The challenge's actor and the container its widget is drawn into. */
export function useCaptchaChallenge(config: CaptchaConfig, onSolved: (token: string) => void) {
  const loader = useCaptchaLoader();
  const container = useRef<HTMLDivElement>(null);
  // The latest caller's answer, without drawing the widget again.
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);
  const logic = useMemo(
    () =>
      captchaChallengeMachine.provide({
        actors: { scriptReady: fromPromise(() => whenCaptchaReady(loader)) },
        actions: {
          drawChallenge: () => {
            if (container.current) renderCaptchaV2(container.current, config.siteKey, (token) => solved.current(token));
          },
        },
      }),
    [config, loader],
  );
  return { actor: useFlowActor(logic), container };
}

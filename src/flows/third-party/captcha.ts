// The page's one captcha v3 loader: the captcha-loader machine with the real script effects,
// started once by the root (root-actors.tsx, systemId 'captcha'); the script itself is loaded on
// demand (when the call-back modal opens or a challenge is shown), never at start-up. Waiting for
// it and asking for a token is captcha-token.ts, which only the lazily loaded forms import.
import { fromCallback, type ActorRefFrom } from 'xstate';
import { captchaLoaderMachine } from '@machines/captcha-loader.machine';

export interface CaptchaConfig {
  scriptUrl: string;
  siteKey: string;
}

// The provider's DOM helpers come with the first load, not with the start-up bundle.
export const grecaptcha = () => import('@/flows/third-party/grecaptcha');

export function provideCaptchaLoader(config: CaptchaConfig) {
  return captchaLoaderMachine.provide({
    actions: {
      insertScript: () => void grecaptcha().then((g) => g.insertCaptchaScript(config.scriptUrl, config.siteKey)),
      removeScript: () => void grecaptcha().then((g) => g.removeCaptchaScript()),
      removeBadge: () => void grecaptcha().then((g) => g.removeCaptchaBadge()),
    },
    guards: {
      isConfigured: () => Boolean(config.scriptUrl && config.siteKey),
      hasScriptObject: () => typeof window.grecaptcha?.ready === 'function',
    },
    actors: {
      readyReport: fromCallback(({ sendBack }) => {
        let live = true;
        window.grecaptcha?.ready(() => {
          if (live) sendBack({ type: 'captcha.scriptReady' });
        });
        return () => {
          live = false;
        };
      }),
    },
  });
}

export type CaptchaLoaderRef = ActorRefFrom<ReturnType<typeof provideCaptchaLoader>>;

// The page's one captcha v3 loader: the captcha-loader machine with the real script effects,
// started once by the root (root-actors.tsx, systemId 'captcha'); the script itself is loaded on
// demand (when the call-back modal opens or a challenge is shown), never at start-up.
import { fromCallback, waitFor, type ActorRefFrom } from 'xstate';
import { captchaLoaderMachine, getCaptchaTokenOrNull } from '@machines/captcha-loader.machine';

export interface CaptchaConfig {
  scriptUrl: string;
  siteKey: string;
}

/** How long a submit waits for the script before going on without a token (the server decides). */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;

// The provider's DOM helpers come with the first load, not with the start-up bundle.
const grecaptcha = () => import('@/components/captcha/grecaptcha');

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

/** Resolves once the script is ready (loading it if needed); rejects after the timeout. */
export async function whenCaptchaReady(loader: CaptchaLoaderRef, timeoutMs = CAPTCHA_READY_TIMEOUT_MS): Promise<void> {
  loader.send({ type: 'captcha.load' });
  await waitFor(loader, (s) => s.hasTag('ready'), { timeout: timeoutMs });
}

/** A v3 token, loading the script if needed; null (logged in Russian) on any failure. */
export async function fetchCaptchaToken(loader: CaptchaLoaderRef, siteKey: string, action: string, timeoutMs = CAPTCHA_READY_TIMEOUT_MS): Promise<string | null> {
  // Offline the script cannot come: the send goes on at once and fails with the connection's message.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  return getCaptchaTokenOrNull(
    async (name) => {
      await whenCaptchaReady(loader, timeoutMs);
      const { executeCaptcha } = await grecaptcha();
      return executeCaptcha(siteKey, name);
    },
    // warn, not error: a missing token is an expected outcome the server handles (v2 fallback).
    (message, error) => console.warn(message, error instanceof Error ? error.message : error),
    action,
  );
}

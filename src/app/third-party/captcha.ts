// The page's one captcha v3 loader: the captcha-loader machine with the real script effects.
// Loaded on demand (when the call-back modal opens), never at start-up.
import { createActor, fromCallback, waitFor, type Actor } from 'xstate';
import { captchaLoaderMachine, getCaptchaTokenOrNull } from '@machines/captcha-loader.machine';
import { executeCaptcha, insertCaptchaScript, removeCaptchaBadge, removeCaptchaScript } from '@/components/captcha/grecaptcha';

export interface CaptchaConfig {
  scriptUrl: string;
  siteKey: string;
}

/** How long a submit waits for the script before going on without a token (the server decides). */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;

function provideLoader(config: CaptchaConfig) {
  return captchaLoaderMachine.provide({
    actions: {
      insertScript: () => insertCaptchaScript(config.scriptUrl, config.siteKey),
      removeScript: () => removeCaptchaScript(),
      removeBadge: () => removeCaptchaBadge(),
    },
    guards: {
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

type LoaderActor = Actor<ReturnType<typeof provideLoader>>;
let loader: LoaderActor | null = null;
let loaderKey = '';

function getLoader(config: CaptchaConfig): LoaderActor {
  const key = `${config.scriptUrl}|${config.siteKey}`;
  if (!loader || key !== loaderKey) {
    loader?.stop();
    loader = createActor(provideLoader(config)).start();
    loaderKey = key;
  }
  return loader;
}

export function loadCaptcha(config: CaptchaConfig): void {
  if (!config.scriptUrl || !config.siteKey) return;
  getLoader(config).send({ type: 'captcha.load' });
}

export function unloadCaptcha(): void {
  loader?.send({ type: 'captcha.unload' });
}

export const isCaptchaReady = (): boolean => loader?.getSnapshot().hasTag('ready') ?? false;

/** Resolves once the script is ready (loading it if needed); rejects after the timeout. */
export async function whenCaptchaReady(config: CaptchaConfig, timeoutMs = CAPTCHA_READY_TIMEOUT_MS): Promise<void> {
  loadCaptcha(config);
  if (!loader) throw new Error('captcha is not configured');
  await waitFor(loader, (s) => s.hasTag('ready'), { timeout: timeoutMs });
}

/** A v3 token, loading the script if needed; null (logged in Russian) on any failure. */
export async function fetchCaptchaToken(config: CaptchaConfig, action: string, timeoutMs = CAPTCHA_READY_TIMEOUT_MS): Promise<string | null> {
  // Offline the script cannot come: the send goes on at once and fails with the connection's message.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  return getCaptchaTokenOrNull(
    async (name) => {
      await whenCaptchaReady(config, timeoutMs);
      return executeCaptcha(config.siteKey, name);
    },
    // warn, not error: a missing token is an expected outcome the server handles (v2 fallback).
    (message, error) => console.warn(message, error instanceof Error ? error.message : error),
    action,
  );
}

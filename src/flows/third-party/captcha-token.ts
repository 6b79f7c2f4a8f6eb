// What a form does with the page's captcha loader (captcha.ts): wait for the script, ask for a v3
// token. Apart from the loader, which the root creates at start-up: only the lazily loaded forms
// (call-back, ombudsmen, the challenge) use these, so they stay off the start-up chunk (issue 32).
import { getCaptchaTokenOrNull } from '@machines/captcha-loader.machine';
import { untilSnapshot } from '../snapshot-wait';
import { grecaptcha, type CaptchaLoaderRef } from './captcha';

/** How long a submit waits for the script before going on without a token (the server decides). */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;

/** Resolves once the script is ready (loading it if needed); rejects after the timeout. */
export async function whenCaptchaReady(loader: CaptchaLoaderRef, timeoutMs = CAPTCHA_READY_TIMEOUT_MS): Promise<void> {
  loader.send({ type: 'captcha.load' });
  await untilSnapshot(loader, (s) => s.hasTag('ready'), timeoutMs);
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

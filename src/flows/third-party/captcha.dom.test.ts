import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideCaptchaLoader } from './captcha';
import { fetchCaptchaToken } from './captcha-token';
import { CAPTCHA_SCRIPT_ID, type Grecaptcha } from '@/flows/third-party/grecaptcha';

const config = { scriptUrl: '/sandbox/captcha/api.js', siteKey: 'site key' };
// The root's loader, as root-actors.tsx starts it.
let loader = createActor(provideCaptchaLoader(config)).start();
const isCaptchaReady = () => loader.getSnapshot().hasTag('ready');

function provider(execute: Grecaptcha['execute']): Grecaptcha {
  return { ready: (cb) => cb(), execute, render: () => 0, getResponse: () => '', reset: () => undefined };
}

afterEach(() => {
  loader.stop();
  loader = createActor(provideCaptchaLoader(config)).start();
  delete window.grecaptcha;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('captcha v3 loader', () => {
  it('inserts the script with the site key and hl=ru, polls until ready, and unloading removes script and badge', async () => {
    vi.useFakeTimers();
    loader.send({ type: 'captcha.load' });
    // The provider's DOM helpers arrive with the first load.
    await vi.waitFor(() => expect(document.getElementById(CAPTCHA_SCRIPT_ID)).not.toBeNull());
    const script = document.getElementById(CAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/sandbox/captcha/api.js?render=site%20key&hl=ru');
    await vi.advanceTimersByTimeAsync(1000);
    expect(isCaptchaReady()).toBe(false);

    // The script "arrives": its global and its badge appear.
    window.grecaptcha = provider(() => Promise.resolve('t'));
    const badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    document.body.appendChild(badge);
    await vi.advanceTimersByTimeAsync(100 + 200);
    expect(isCaptchaReady()).toBe(true);

    loader.send({ type: 'captcha.unload' });
    await vi.waitFor(() => expect(document.getElementById(CAPTCHA_SCRIPT_ID)).toBeNull());
    expect(document.querySelector('.grecaptcha-badge')).toBeNull();
    expect(window.grecaptcha).toBeUndefined();
  });

  it("asks for a token with the action 'homepage'", async () => {
    const execute = vi.fn<Grecaptcha['execute']>(() => Promise.resolve('v3-token'));
    window.grecaptcha = provider(execute);
    await expect(fetchCaptchaToken(loader, config.siteKey, 'homepage')).resolves.toBe('v3-token');
    expect(execute).toHaveBeenCalledWith('site key', { action: 'homepage' });
  });

  it('a failed token fetch gives null and a Russian warning, not a console error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    window.grecaptcha = provider(() => Promise.reject(new Error('network')));
    await expect(fetchCaptchaToken(loader, config.siteKey, 'homepage')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Не удалось получить токен reCAPTCHA', 'network');
    expect(error).not.toHaveBeenCalled();
  });

  it('an unconfigured site never loads a script', () => {
    const none = createActor(provideCaptchaLoader({ scriptUrl: '', siteKey: '' })).start();
    none.send({ type: 'captcha.load' });
    expect(none.getSnapshot().value).toBe('unloaded');
  });

  it('offline gives null at once: no script is waited for', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const execute = vi.fn<Grecaptcha['execute']>(() => Promise.resolve('v3-token'));
    window.grecaptcha = provider(execute);
    await expect(fetchCaptchaToken(loader, config.siteKey, 'homepage', 50)).resolves.toBeNull();
    expect(execute).not.toHaveBeenCalled();
    online.mockRestore();
  });
});

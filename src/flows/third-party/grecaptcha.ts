// The captcha provider's script and global (requirements §7.5). The sandbox serves a stand-in with the
// same surface at /sandbox/captcha/api.js. Only this file touches `window.grecaptcha`.
export interface GrecaptchaV2Options {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  hl?: string;
}

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement | string, options: GrecaptchaV2Options): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const CAPTCHA_SCRIPT_ID = 'captcha-v3-script';
export const CAPTCHA_ACTION = 'homepage';

export function captchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}render=${encodeURIComponent(siteKey)}&hl=ru`;
}

export function insertCaptchaScript(scriptUrl: string, siteKey: string, doc: Document = document): void {
  if (doc.getElementById(CAPTCHA_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = CAPTCHA_SCRIPT_ID;
  script.src = captchaScriptSrc(scriptUrl, siteKey);
  script.async = true;
  script.defer = true;
  doc.head.appendChild(script);
}

/** Removes the script and its global, so a later load starts clean. */
export function removeCaptchaScript(doc: Document = document): void {
  doc.getElementById(CAPTCHA_SCRIPT_ID)?.remove();
  const win = doc.defaultView;
  if (win) delete win.grecaptcha;
}

/** Removes the floating badge the script added (and its wrapper when left empty). */
export function removeCaptchaBadge(doc: Document = document): void {
  for (const badge of doc.querySelectorAll('.grecaptcha-badge')) {
    const wrapper = badge.parentElement;
    badge.remove();
    if (wrapper && wrapper !== doc.body && wrapper.childElementCount === 0) wrapper.remove();
  }
}

/** The provider's execute for one action; rejects when the global is missing or refuses. */
export async function executeCaptcha(siteKey: string, action: string, win: Window = window): Promise<string> {
  const captcha = win.grecaptcha;
  if (!captcha) throw new Error('grecaptcha is not loaded');
  await new Promise<void>((resolve) => captcha.ready(resolve));
  const token = await captcha.execute(siteKey, { action });
  if (!token) throw new Error('empty token');
  return token;
}

/** Draws the visible «Я не робот» challenge into `container`; returns the widget id. */
export function renderCaptchaV2(container: HTMLElement, siteKey: string, onSolved: (token: string) => void, win: Window = window): number {
  const captcha = win.grecaptcha;
  if (!captcha) throw new Error('grecaptcha is not loaded');
  return captcha.render(container, { sitekey: siteKey, callback: onSolved, hl: 'ru' });
}

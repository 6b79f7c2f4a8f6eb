// @vitest-environment jsdom
// The stand-in scripts run in a DOM: the captcha widget and the chat global do what the SPA
// expects, with their requests answered by the reference server.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { verifySandboxToken } from '../modules/sandbox/captcha-tokens';
import { assetPath } from '../modules/sandbox/routes';
import { startServer } from './inject-checked';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: BuiltServer;
const asset = (name: string) => readFileSync(assetPath(name), 'utf8');

/** Runs a stand-in as if loaded from `src`, with fetch answered by the server. */
function load(name: string, src: string) {
  Object.defineProperty(document, 'currentScript', { value: { src: new URL(src, location.href).toString() }, configurable: true });
  new Function(asset(name))();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}

beforeAll(async () => {
  server = await startServer();
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const res = await server.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      payload: init?.body as string | undefined,
      headers: (init?.headers as Record<string, string>) ?? {},
    });
    return { ok: res.statusCode < 400, status: res.statusCode, json: async () => res.json() };
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.app.close();
});

const flush = () => new Promise((r) => setTimeout(r, 20));

test('captcha stand-in: onload, badge, ready, execute (v3) and the v2 checkbox', async () => {
  const onCaptcha = vi.fn();
  (window as unknown as Record<string, unknown>).onCaptcha = onCaptcha;
  load('captcha.js', '/sandbox/captcha/api.js?hl=ru&render=sandbox-site-key&onload=onCaptcha');
  const g = (window as unknown as { grecaptcha: Record<string, (...a: unknown[]) => unknown> }).grecaptcha;
  expect(onCaptcha).toHaveBeenCalledOnce();
  expect(document.querySelector('.grecaptcha-badge')?.textContent).toContain('песочница');

  const ready = vi.fn();
  g.ready!(ready);
  expect(ready).toHaveBeenCalledOnce();
  const v3 = (await g.execute!('sandbox-site-key', { action: 'homepage' })) as string;
  expect(verifySandboxToken(v3)).toMatchObject({ ok: true, version: 3, action: 'homepage', score: 0.9 });

  window.localStorage.setItem('sandbox.captcha.score', '0.1');
  expect(verifySandboxToken((await g.execute!('k', { action: 'homepage' })) as string)).toMatchObject({ score: 0.1 });
  window.localStorage.removeItem('sandbox.captcha.score');

  const container = document.createElement('div');
  container.id = 'captcha-v2';
  document.body.appendChild(container);
  const callback = vi.fn();
  const id = g.render!('captcha-v2', { sitekey: 'sandbox-site-key', callback }) as number;
  const checkbox = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
  expect(container.querySelector(`label[for="${checkbox.id}"]`)?.textContent).toBe('Я не робот');
  expect(container.textContent).toContain('песочница');
  checkbox.click();
  await flush();
  expect(callback).toHaveBeenCalledOnce();
  const v2 = callback.mock.calls[0]![0] as string;
  expect(verifySandboxToken(v2)).toMatchObject({ ok: true, version: 2 });
  expect(g.getResponse!(id)).toBe(v2);
  g.reset!(id);
  expect(g.getResponse!(id)).toBe('');
  expect(checkbox.checked).toBe(false);
});

test('chat stand-in: init, open, close, onReady, onChange, and messages are recorded', async () => {
  load('chat.js', '/sandbox/chat/widget.js');
  const chat = (window as unknown as { SandboxChat: Record<string, (...a: unknown[]) => unknown> }).SandboxChat;
  const ready = vi.fn();
  chat.onReady!(ready);
  expect(ready).toHaveBeenCalledOnce();
  const changes: boolean[] = [];
  chat.onChange!((open: boolean) => changes.push(open));
  chat.init!({ id: 'u-42', name: 'Анна' });
  const panel = document.querySelector('.sandbox-chat') as HTMLElement;
  // Closed until asked: its inline style must not override the hidden state (issue 11, defect 3).
  expect(getComputedStyle(panel).display).toBe('none');
  expect(chat.isOpen!()).toBe(false);
  chat.open!();
  expect(panel.hidden).toBe(false);
  expect(getComputedStyle(panel).display).toBe('flex');
  expect(panel.getAttribute('aria-label')).toContain('песочница');
  const input = panel.querySelector('input') as HTMLInputElement;
  input.value = 'Здравствуйте';
  panel.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  chat.close!();
  expect(chat.isOpen!()).toBe(false);
  expect(getComputedStyle(panel).display).toBe('none');
  chat.open!();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(chat.isOpen!()).toBe(false);
  expect(getComputedStyle(panel).display).toBe('none');
  expect(changes).toEqual([true, false, true, false]);
  // The stand-in records through fetch without waiting: poll, a loaded machine may take a while.
  const recorded = async () => (await server.app.inject({ url: '/sandbox/events?source=chat' })).json().events as { name: string; data: { text?: string } }[];
  await vi.waitFor(async () => expect((await recorded()).map((e) => e.name)).toEqual(expect.arrayContaining(['init', 'message'])), { timeout: 10_000 });
  const events = await recorded();
  expect(events.find((e) => e.name === 'message')?.data.text).toBe('Здравствуйте');
});

test('analytics and tracker stand-ins replay queued calls and record new ones', async () => {
  (window as unknown as { ym: { a: unknown[][] } }).ym = { a: [[90210001, 'init', { clickmap: true, trackLinks: true, webvisor: true }]] };
  (window as unknown as { cdpQueue: unknown[][] }).cdpQueue = [['track', 'account_created', { deviceUuid: 'd-1' }]];
  load('analytics.js', '/sandbox/analytics/tag.js');
  load('tracker.js', '/sandbox/tracker/cdp.js');
  (window as unknown as { ym: (...a: unknown[]) => void }).ym(90210001, 'reachGoal', 'callback_sent');
  (window as unknown as { cdp: { track: (e: string, d: object) => void } }).cdp.track('passport_entered', { deviceUuid: 'd-1' });
  const names = async (source: string) =>
    ((await server.app.inject({ url: `/sandbox/events?source=${source}` })).json().events as { name: string }[]).map((e) => e.name);
  // The stand-ins send in the background: wait for the records rather than for a fixed time.
  await vi.waitFor(async () => {
    expect(await names('analytics')).toEqual(expect.arrayContaining(['init', 'reachGoal']));
    expect(await names('tracker')).toEqual(expect.arrayContaining(['account_created', 'passport_entered']));
  }, { timeout: 5000, interval: 50 });
});

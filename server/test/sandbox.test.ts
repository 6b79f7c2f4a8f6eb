// Sandbox stand-ins: scripts served and marked, events recorded, address suggestions, partner page.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { startServer } from './inject-checked';

// Starting a server with every module takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: BuiltServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.app.close());
const inject = (options: InjectOptions) => server.app.inject(options);

test.each([
  ['/sandbox/captcha/api.js?hl=ru&render=sandbox-site-key', 'window.grecaptcha'],
  ['/sandbox/chat/widget.js', 'window.SandboxChat'],
  ['/sandbox/analytics/tag.js', 'window.ym'],
  ['/sandbox/tracker/cdp.js', 'window.cdp'],
])('%s is JavaScript defining %s and says «песочница»', async (url, global) => {
  const res = await inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/javascript');
  expect(res.body).toContain(global);
  expect(res.body).toContain('песочница');
});

test('the captcha stand-in implements the grecaptcha surface the SPA uses', async () => {
  const body = (await inject({ url: '/sandbox/captcha/api.js' })).body;
  for (const name of ['ready:', 'execute:', 'render:', 'getResponse:', 'reset:', 'grecaptcha-badge', "'expired-callback'", "get('onload')", 'Я не робот']) {
    expect(body).toContain(name);
  }
});

test('token minting validates its query', async () => {
  expect((await inject({ url: '/sandbox/captcha/token?kind=v9' })).statusCode).toBe(400);
  expect((await inject({ url: '/sandbox/captcha/token?kind=v3&action=a.b' })).statusCode).toBe(400);
  expect((await inject({ url: '/sandbox/captcha/token?kind=v3&action=homepage' })).json().token).toMatch(/^sbx3\.homepage\.90\./);
});

test('events from the stand-ins are recorded and listed', async () => {
  const sent = await inject({ method: 'POST', url: '/sandbox/events', payload: { source: 'tracker', name: 'account_created', data: { deviceUuid: 'u-1' } } });
  expect(sent.statusCode).toBe(204);
  expect((await inject({ method: 'POST', url: '/sandbox/events', payload: { source: 'spam', name: 'x' } })).statusCode).toBe(400);
  const list = (await inject({ url: '/sandbox/events?source=tracker' })).json();
  expect(list.events[0]).toMatchObject({ source: 'tracker', name: 'account_created', data: { deviceUuid: 'u-1' } });
});

test('address suggestions match every word, ignoring case and ё', async () => {
  const res = await inject({ url: `/sandbox/dadata/suggest?query=${encodeURIComponent('москва ТВЕРСКАЯ')}` });
  expect(res.statusCode).toBe(200);
  const { suggestions } = res.json();
  expect(suggestions).toHaveLength(1);
  expect(suggestions[0]).toMatchObject({ value: 'г Москва, ул Тверская, д 7', data: { city: 'Москва', postal_code: '125009' } });
  const post = await inject({ method: 'POST', url: '/sandbox/dadata/suggest', payload: { query: 'ленина', count: 2 } });
  expect(post.json().suggestions).toHaveLength(2);
  expect((await inject({ url: '/sandbox/dadata/suggest?query=' })).json().suggestions).toEqual([]);
  expect((await inject({ url: '/sandbox/dadata/suggest' })).statusCode).toBe(400);
});

test('the partner page and the index are HTML marked «песочница»', async () => {
  for (const url of ['/sandbox/partner', '/sandbox']) {
    const res = await inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('песочница');
  }
  expect((await inject({ url: '/sandbox/partner' })).body).toContain('Семафор Финанс');
});

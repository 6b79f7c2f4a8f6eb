import { afterEach, expect, test } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import { injectChecked } from './inject-checked';
import { testServerEnv } from './real-providers';
import { carryClientKey } from './client-key';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.app.close();
  built = undefined;
});

const start = async (env: Record<string, string> = {}) => {
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent', ...testServerEnv(env) }));
  carryClientKey(built.app);
  return built.app;
};

test('GET /api/ApiHealth/Ping answers 200', async () => {
  const app = await start();
  const res = await injectChecked(app, { method: 'GET', url: '/api/ApiHealth/Ping' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ Status: 'ok' });
});

test('malformed JSON gets 400 with an Errors list, not a 5xx', async () => {
  const app = await start();
  const res = await injectChecked(app, {
    method: 'POST',
    url: '/api/Analytics/Send',
    headers: { 'content-type': 'application/json' },
    payload: '{"Event": ',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0]).toHaveProperty('ErrorCode');
});

test('a bodiless POST with the JSON content type is read as no body, not refused', async () => {
  const app = await start();
  const res = await injectChecked(app, { method: 'POST', url: '/api/Account/Logout', headers: { 'content-type': 'application/json' } });
  // No token: the bearer guard answers, not the body parser.
  expect(res.statusCode).toBe(401);
});

test('an unknown API path gets 404 with an Errors list', async () => {
  const app = await start();
  const res = await app.inject({ method: 'GET', url: '/api/Nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json().Errors).toHaveLength(1);
});

test('a trailing slash is removed by a redirect', async () => {
  const app = await start();
  const res = await app.inject({ method: 'GET', url: '/Faq/?a=1' });
  expect(res.statusCode).toBe(301);
  expect(res.headers.location).toBe('/Faq?a=1');
});

test('TENANT must be sf or mf', () => {
  expect(() => loadConfig({ TENANT: 'xx' })).toThrow(/TENANT/);
  expect(loadConfig({ TENANT: 'mf' }).client.tenant).toBe('mf');
  expect(loadConfig({}).port).toBe(8080);
});

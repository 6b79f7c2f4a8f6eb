// The client API key (requirements §7: every request carries it) is checked: a wrong or missing key is
// refused with 403 — never 401, which the SPA reads as the end of the session.
import { expect, test } from 'vitest';
import { bearer, DEMO, login, serverPerFile } from './accounts-helpers';
import { CLIENT_KEY_HEADER } from './client-key';
import { injectChecked } from './inject-checked';

const server = serverPerFile();

test('a wrong or missing client key gets 403 with the contract error body, on both API groups', async () => {
  const { app } = server();
  for (const url of ['/api/Info/Settings', '/client-api/Info/Settings']) {
    for (const key of ['wrong-key', '']) {
      const res = await injectChecked(app, { url, headers: { [CLIENT_KEY_HEADER]: key } });
      expect(res.statusCode, `${url} ${key}`).toBe(403);
      expect(res.json().Errors[0].ErrorCode).toBe('CLIENT_KEY_REJECTED');
    }
    expect((await injectChecked(app, { url })).statusCode).toBe(200);
  }
});

test('a signed-in client with a wrong key is refused with 403, and the session is still valid with the right one', async () => {
  const { app } = server();
  const token = await login(app, DEMO.active);
  const refused = await injectChecked(app, { url: '/api/Account/UserProfile', headers: { ...bearer(token), [CLIENT_KEY_HEADER]: 'stolen-token-tool' } });
  expect(refused.statusCode).toBe(403);
  expect((await injectChecked(app, { url: '/api/Account/UserProfile', headers: bearer(token) })).statusCode).toBe(200);
});

test('the health check and the providers\' callbacks carry no key and are not refused for it', async () => {
  const { app } = server();
  expect((await app.inject({ url: '/api/ApiHealth/Ping', headers: { [CLIENT_KEY_HEADER]: '' } })).statusCode).toBe(200);
  for (const provider of ['SBC', 'Tinkoff']) {
    const res = await app.inject({ method: 'POST', url: `/api/PaymentGateway/${provider}/Callback`, headers: { [CLIENT_KEY_HEADER]: '' }, payload: {} });
    expect(res.statusCode, provider).not.toBe(403);
  }
});

import { describe, expect, it } from 'vitest';
import { createApiClients } from './clients';
import { createAccountApi } from './account';
import { memoryCookieJar, recordingFetch } from './test-fakes';

function accountApi() {
  const recorder = recordingFetch(() => Response.json({ Token: 't-1', Expires: '2030-01-01T00:00:00Z' }));
  const clients = createApiClients({
    host: 'http://api.test',
    clientApiKey: 'k',
    getToken: () => null,
    onUnauthorized: () => undefined,
    cookies: memoryCookieJar({ UserHash: 'h' }),
    fetch: recorder.fetch,
  });
  return { api: createAccountApi(clients.api), requests: recorder.requests };
}

describe('createAccountApi (the calls loaded on first use)', () => {
  it('makes each call once its code has loaded, with the arguments given, and answers as the call does', async () => {
    const { api, requests } = accountApi();
    await expect(api.login({ Phone: '9001234567', Password: 'secret' })).resolves.toEqual({ kind: 'token', token: { Token: 't-1', Expires: '2030-01-01T00:00:00Z' } });
    await api.refreshToken('old');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      'POST /api/Account/Login',
      'GET /api/Account/RefreshToken?token=old',
    ]);
    expect(api.login).toBe(api.login);
  });

  it('is not a thenable: a promise resolving to it gives the API, not a call', async () => {
    const { api, requests } = accountApi();
    await expect(Promise.resolve(api)).resolves.toBe(api);
    expect(requests).toEqual([]);
  });
});

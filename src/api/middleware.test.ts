import { describe, expect, it, vi } from 'vitest';
import { createApiClients, type ApiClientsConfig } from './clients';
import { ApiError, unwrap } from './errors';
import { memoryCookieJar, recordingFetch } from './test-fakes';

const HOST = 'http://api.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(overrides: Partial<ApiClientsConfig> = {}, answer?: (request: Request) => Response) {
  const recorder = recordingFetch(answer);
  let token: string | null = null;
  const onUnauthorized = vi.fn();
  const cookies = memoryCookieJar({ UserHash: 'b3f1c7e2-1111-4222-8333-944455556666' });
  const clients = createApiClients({
    host: HOST,
    clientApiKey: 'key-123',
    getToken: () => token,
    onUnauthorized,
    cookies,
    fetch: recorder.fetch,
    ...overrides,
  });
  return { ...clients, ...recorder, cookies, onUnauthorized, setToken: (t: string | null) => (token = t) };
}

const last = (requests: Request[]) => {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was made');
  return request;
};

describe('API middleware: headers on every request', () => {
  it('sends the client API key', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Settings');
    expect(last(t.requests).headers.get('X-Client-Api-Key')).toBe('key-123');
  });

  it('sends Source: FrontApp', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Settings');
    expect(last(t.requests).headers.get('Source')).toBe('FrontApp');
  });

  it('sends the forward-limit header with 240', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Contacts');
    expect(last(t.requests).headers.get('X-Forward-Limit')).toBe('240');
  });

  it('sends a JSON content type, also on GET', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Contacts');
    expect(last(t.requests).headers.get('Content-Type')).toBe('application/json');
    await t.api.POST('/api/Info/PhoneCallbackHelp', { body: { Phone: '79001234567', Name: '', Question: '', CaptchaToken: '' } });
    expect(last(t.requests).headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the multipart type of a FormData upload alone', async () => {
    const t = setup();
    const form = new FormData();
    form.append('File', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'passport.pdf');
    await t.api.POST('/api/files/userdocument', {
      params: { query: { groupId: 1 } },
      body: form as unknown as { File: string },
    });
    expect(last(t.requests).headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends Authorization: Bearer only once a token is set', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Settings');
    expect(last(t.requests).headers.has('Authorization')).toBe(false);
    t.setToken('tok-abc');
    await t.api.GET('/api/Account/UserProfile');
    expect(last(t.requests).headers.get('Authorization')).toBe('Bearer tok-abc');
    t.setToken(null);
    await t.api.GET('/api/Info/Settings');
    expect(last(t.requests).headers.has('Authorization')).toBe(false);
  });

  it('sends X-AppId equal to the UserHash cookie', async () => {
    const t = setup();
    await t.api.GET('/api/Info/Settings');
    expect(last(t.requests).headers.get('X-AppId')).toBe('b3f1c7e2-1111-4222-8333-944455556666');
  });

  it('creates the UserHash cookie with a UUID and about six months of life when absent (the jar writes it site-wide)', async () => {
    const cookies = memoryCookieJar();
    const t = setup({ cookies });
    const before = Date.now();
    await t.api.GET('/api/Info/Settings');
    const stored = cookies.store.get('UserHash');
    expect(stored?.value).toMatch(UUID);
    const days = ((stored?.expires.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(181);
    expect(days).toBeLessThanOrEqual(185);
    expect(last(t.requests).headers.get('X-AppId')).toBe(stored?.value);
    await t.clientApi.GET('/client-api/SBP/Banks');
    expect(last(t.requests).headers.get('X-AppId')).toBe(stored?.value);
  });

  it('builds URLs on {host}', async () => {
    const t = setup({ host: 'http://api.test/' });
    await t.api.GET('/api/Loans', { params: { query: { inActualState: false, v: 1 } } });
    expect(last(t.requests).url).toBe('http://api.test/api/Loans?inActualState=false&v=1');
  });

  it('uses the page origin when the host is empty', async () => {
    vi.stubGlobal('location', { origin: 'http://page.test' });
    try {
      const t = setup({ host: '' });
      await t.clientApi.GET('/client-api/SBP/Banks');
      expect(last(t.requests).url).toBe('http://page.test/client-api/SBP/Banks');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('API middleware: the 401 rule', () => {
  const unauthorized = () => Response.json({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Требуется авторизация' }] }, { status: 401 });

  it('calls onUnauthorized and still hands the error to the caller', async () => {
    const t = setup({}, unauthorized);
    const result = await t.api.GET('/api/Account/UserProfile');
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Требуется авторизация' }] });
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('applies to the client API as well', async () => {
    const t = setup({}, unauthorized);
    const result = await t.clientApi.GET('/client-api/SBP/User');
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(401);
  });

  it('is not triggered by other errors', async () => {
    const t = setup({}, () => Response.json({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Нет' }] }, { status: 404 }));
    await t.api.GET('/api/Info/news/{name}', { params: { path: { name: 'missing' } } });
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('both clients', () => {
  it('share one middleware and send the same headers', async () => {
    const t = setup();
    t.setToken('tok-1');
    await t.api.GET('/api/Info/Settings');
    const fromApi = last(t.requests);
    await t.clientApi.GET('/client-api/Info/Settings');
    const fromClientApi = last(t.requests);
    for (const name of ['X-Client-Api-Key', 'Source', 'X-Forward-Limit', 'X-AppId', 'Authorization', 'Content-Type']) {
      expect(fromClientApi.headers.get(name), name).toBe(fromApi.headers.get(name));
      expect(fromApi.headers.get(name), name).not.toBeNull();
    }
    const eject = () => {
      t.api.eject(t.middleware);
      t.clientApi.eject(t.middleware);
    };
    eject();
    await t.api.GET('/api/Info/Settings');
    await t.clientApi.GET('/client-api/Info/Settings');
    expect(t.requests.slice(-2).map((r) => r.headers.get('Source'))).toEqual([null, null]);
  });
});

// The clients load openapi-fetch with their first call (issue 17): what a call carries and what
// happens when the library does not arrive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, recordingFetch } from './test-fakes';

afterEach(() => {
  vi.doUnmock('openapi-fetch');
  vi.resetModules();
});

async function freshClients(token: { current: string | null }) {
  const { createApiClients } = await import('./clients');
  const recorder = recordingFetch(() => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const clients = createApiClients({
    host: 'http://api.test',
    clientApiKey: 'k',
    getToken: () => token.current,
    onUnauthorized: () => {},
    cookies: memoryCookieJar({ UserHash: 'h' }),
    fetch: recorder.fetch,
  });
  return { ...clients, requests: recorder.requests };
}

describe('deferred API clients', () => {
  it('a call made before the library arrives carries the bearer of its moment; later calls the bearer of theirs', async () => {
    const token = { current: 'first' as string | null };
    const t = await freshClients(token);
    const early = t.api.GET('/api/Info/Settings');
    token.current = 'second';
    await early;
    await t.api.GET('/api/Info/Settings');
    expect(t.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('a library that did not arrive is asked for again by the next call', async () => {
    let failures = 1;
    vi.doMock('openapi-fetch', async (importOriginal) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const t = await freshClients({ current: null });
    await expect(t.api.GET('/api/Info/Settings')).rejects.toThrow();
    await t.api.GET('/api/Info/Settings');
    expect(t.requests).toHaveLength(1);
  });
});

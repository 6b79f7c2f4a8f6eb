import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '@/api/clients';
import { memoryCookieJar, recordingFetch } from '@/api/test-fakes';
import { isLogoutCall, revokeToken } from './revoke';

describe('revokeToken', () => {
  it('posts Logout with keepalive and the bearer of the moment of the call, through the shared middleware', async () => {
    const recorder = recordingFetch(() => new Response(null, { status: 204 }));
    let token: string | null = 'tok-1';
    const { api } = createApiClients({
      host: 'http://api.test',
      clientApiKey: 'key-1',
      getToken: () => token,
      onUnauthorized: vi.fn(),
      cookies: memoryCookieJar({ UserHash: 'hash-1' }),
      fetch: recorder.fetch,
    });
    revokeToken(api);
    // The logout that follows at once forgets the bearer; the request already carries it.
    token = null;
    await vi.waitFor(() => expect(recorder.requests).toHaveLength(1));
    const request = recorder.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/Account/Logout');
    expect(request.keepalive).toBe(true);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('X-Client-Api-Key')).toBe('key-1');
    expect(request.headers.get('X-AppId')).toBe('hash-1');
    // SPEC §7: every request carries the JSON content type, a bodiless one too.
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('isLogoutCall', () => {
  it('knows the revoke of a logout (its 401 is not an expired session) and nothing else', () => {
    expect(isLogoutCall(new Request('http://api.test/api/Account/Logout', { method: 'POST' }))).toBe(true);
    expect(isLogoutCall(new Request('http://api.test/api/Account/UserProfile'))).toBe(false);
    expect(isLogoutCall(new Request('http://api.test/api/Info/Contacts?x=/api/Account/Logout'))).toBe(false);
  });
});

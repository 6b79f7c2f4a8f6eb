import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '@/api/clients';
import { memoryCookieJar, recordingFetch } from '@/api/test-fakes';
import { isLogoutCall, madeUnderAnotherToken, revokeToken } from './revoke';

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
    // requirements §7: every request carries the JSON content type, a bodiless one too.
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

describe('madeUnderAnotherToken', () => {
  const call = (authorization?: string) => new Request('http://api.test/api/Loans', { headers: authorization ? { Authorization: authorization } : {} });
  it('a call sent under a token the session no longer holds (signed out, signed in anew, or made before a sign-in): its 401 is not this session’s', () => {
    expect(madeUnderAnotherToken(call('Bearer tok-1'), null)).toBe(true);
    expect(madeUnderAnotherToken(call('Bearer tok-1'), 'tok-2')).toBe(true);
    expect(madeUnderAnotherToken(call(), 'tok-1')).toBe(true);
  });
  it('a call under the token held now, or with none while none is held, is this session’s: its 401 still ends it', () => {
    expect(madeUnderAnotherToken(call('Bearer tok-1'), 'tok-1')).toBe(false);
    expect(madeUnderAnotherToken(call(), null)).toBe(false);
  });
});

// Cookies are parsed, not trusted: a broken escape or a value a header cannot carry is no value.
import { describe, expect, it } from 'vitest';
import { readOrCreateUserHash, type CookieJar } from '../api/user-hash';
import { readAuthTokens } from '@/flows/session/cookies';
import { cookieValue, cookieWrite, isHeaderSafe, parsedCookie } from './cookie-values';

describe('cookie values', () => {
  it('reads a value, decoded; absent or empty is null', () => {
    expect(cookieValue('a=1; auth_token=t%2Bk; b=2', 'auth_token')).toBe('t+k');
    expect(cookieValue('a=1', 'auth_token')).toBeNull();
    expect(cookieValue('auth_token=', 'auth_token')).toBeNull();
  });

  it('a badly escaped value is no value, never a thrown URIError', () => {
    expect(() => cookieValue('auth_token=%E0%A4%A', 'auth_token')).not.toThrow();
    expect(cookieValue('auth_token=%E0%A4%A', 'auth_token')).toBeNull();
  });

  it('a value a header cannot carry is refused', () => {
    expect(parsedCookie('t=abc.DEF-123_=', 't', isHeaderSafe)).toBe('abc.DEF-123_=');
    expect(parsedCookie('t=a%20b', 't', isHeaderSafe)).toBeNull();
    expect(parsedCookie('t=%D1%82%D0%BE%D0%BA%D0%B5%D0%BD', 't', isHeaderSafe)).toBeNull();
    expect(parsedCookie(`t=${'x'.repeat(4097)}`, 't', isHeaderSafe)).toBeNull();
  });

  it('auth tokens: a tampered one is no token (so no broken bearer header)', () => {
    expect(readAuthTokens('dev', 'auth_token=good.token; .ASPXAUTH_dev=old')).toEqual({ newSiteToken: 'good.token', oldSiteToken: 'old' });
    expect(readAuthTokens('dev', 'auth_token=bad%0Atoken; .ASPXAUTH_dev=%ZZ')).toEqual({ newSiteToken: null, oldSiteToken: null });
  });

  it('a tampered UserHash is replaced by a fresh one', () => {
    const jar = (value: string | undefined) => {
      const set: string[] = [];
      const cookies: CookieJar = { get: () => value, set: (_n, v) => void set.push(v) };
      return { cookies, set };
    };
    const kept = jar('3f1c-hash');
    expect(readOrCreateUserHash({ ...kept, randomUUID: () => 'new' })).toBe('3f1c-hash');
    const tampered = jar('хэш с пробелом');
    expect(readOrCreateUserHash({ ...tampered, randomUUID: () => 'new' })).toBe('new');
    expect(tampered.set).toEqual(['new']);
  });

  it('one writer for every cookie: site-wide, Lax, escaped, Secure when asked; at the epoch it deletes', () => {
    const expires = new Date('2027-01-01T00:00:00Z');
    expect(cookieWrite('auth_token', 'a b;c', expires, true)).toBe('auth_token=a%20b%3Bc; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; samesite=lax; secure');
    expect(cookieWrite('UserHash', 'x', expires, false)).toBe('UserHash=x; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; samesite=lax');
    expect(cookieWrite('.ASPXAUTH', '', new Date(0), false)).toBe('.ASPXAUTH=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax');
  });
});

import { describe, expect, it } from 'vitest';
import { documentCookieJar, readOrCreateUserHash, sixMonthsAfter } from './user-hash';
import { memoryCookieJar } from './test-fakes';

describe('UserHash cookie', () => {
  it('keeps an existing value', () => {
    const cookies = memoryCookieJar({ UserHash: 'existing' });
    expect(readOrCreateUserHash({ cookies, randomUUID: () => 'new' })).toBe('existing');
    expect(cookies.store.get('UserHash')?.value).toBe('existing');
  });

  it('creates one with six months of life on path /', () => {
    const cookies = memoryCookieJar();
    const now = new Date('2026-01-15T10:00:00Z');
    expect(readOrCreateUserHash({ cookies, now: () => now, randomUUID: () => 'uuid-1' })).toBe('uuid-1');
    expect(cookies.store.get('UserHash')).toEqual({ value: 'uuid-1', expires: new Date('2026-07-15T10:00:00Z') });
    expect(readOrCreateUserHash({ cookies, randomUUID: () => 'uuid-2' })).toBe('uuid-1');
    // In the browser the jar writes it site-wide.
    const writes: string[] = [];
    const doc = { cookie: '' };
    Object.defineProperty(doc, 'cookie', { get: () => '', set: (value: string) => void writes.push(value) });
    readOrCreateUserHash({ cookies: documentCookieJar(doc, true), now: () => now, randomUUID: () => 'uuid-3' });
    expect(writes).toEqual(['UserHash=uuid-3; path=/; expires=Wed, 15 Jul 2026 10:00:00 GMT; samesite=lax; secure']);
  });

  it('counts six calendar months', () => {
    expect(sixMonthsAfter(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2027-05-22T00:00:00.000Z');
  });

  it('reads and writes document.cookie', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; UserHash=abc%2Ddef; b=2';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const jar = documentCookieJar(doc, false);
    expect(jar.get('UserHash')).toBe('abc-def');
    expect(jar.get('missing')).toBeUndefined();
    jar.set('UserHash', 'x', { expires: new Date('2027-01-01T00:00:00Z') });
    expect(writes).toEqual(['UserHash=x; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; samesite=lax']);
  });

  it('marks the cookie Secure on an https page', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    documentCookieJar(doc, true).set('UserHash', 'x', { expires: new Date('2027-01-01T00:00:00Z') });
    expect(writes).toEqual(['UserHash=x; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; samesite=lax; secure']);
  });
});

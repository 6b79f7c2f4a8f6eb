import { describe, expect, it } from 'vitest';
import { buildPath, isCabinetPath, matchPath, withoutTrailingSlash } from './route-match';

describe('matchPath', () => {
  it('matches literals without case and captures params', () => {
    expect(matchPath('/News/:name', '/news/skidka-0')).toEqual({ name: 'skidka-0' });
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/lk/profile-edit/:type', '/lk/profile-edit/passport')).toEqual({ type: 'passport' });
  });
  it('refuses other lengths and other literals', () => {
    expect(matchPath('/News/:name', '/News')).toBeNull();
    expect(matchPath('/News/:name', '/News/a/b')).toBeNull();
    expect(matchPath('/Faq', '/Faqs')).toBeNull();
  });
  it('decodes params and refuses broken escapes', () => {
    expect(matchPath('/city/:name', '/city/%D0%BC%D1%81%D0%BA')).toEqual({ name: 'мск' });
    expect(matchPath('/city/:name', '/city/%E0%A4%A')).toBeNull();
  });
});

describe('withoutTrailingSlash', () => {
  it('trims every trailing slash except on the root', () => {
    expect(withoutTrailingSlash('/Faq/')).toBe('/Faq');
    expect(withoutTrailingSlash('/a//')).toBe('/a');
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/Faq')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('/News/:name', { name: 'a b' })).toBe('/News/a%20b');
  });
});

describe('isCabinetPath', () => {
  it('is true for /lk and every path below it, known or not, in any case', () => {
    for (const path of ['/lk', '/lk/Dashboard', '/lk/xyz', '/LK/xyz/abc', '/lk/']) expect(isCabinetPath(path)).toBe(true);
  });
  it('is false elsewhere, also for paths that only start with the letters', () => {
    for (const path of ['/', '/login', '/lkx', '/lk-promo', '/News/lk']) expect(isCabinetPath(path)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEBUG_COOKIE_LIFE_MS, decideDebugMode } from './debug-mode';

describe('debug mode (requirements §9)', () => {
  it('is on with the URL parameter Debug=1, which leaves the cookie', () => {
    expect(decideDebugMode({ search: '?Debug=1', cookies: '', configDebug: false })).toEqual({ on: true, cookie: 'set' });
    expect(decideDebugMode({ search: '?a=2&Debug=1', cookies: '', configDebug: false })).toEqual({ on: true, cookie: 'set' });
  });
  it("is on with the configuration's DEBUG '1', and while the cookie lives", () => {
    expect(decideDebugMode({ search: '', cookies: '', configDebug: true })).toEqual({ on: true, cookie: 'keep' });
    expect(decideDebugMode({ search: '', cookies: 'x=1; Debug=1', configDebug: false })).toEqual({ on: true, cookie: 'keep' });
  });
  it('is off otherwise; Debug=0 deletes the cookie but not the configuration', () => {
    expect(decideDebugMode({ search: '?Debug=2', cookies: 'Debug=0', configDebug: false })).toEqual({ on: false, cookie: 'keep' });
    expect(decideDebugMode({ search: '?debug=1', cookies: '', configDebug: false }).on).toBe(false);
    expect(decideDebugMode({ search: '?Debug=0', cookies: 'Debug=1', configDebug: false })).toEqual({ on: false, cookie: 'clear' });
    expect(decideDebugMode({ search: '?Debug=0', cookies: '', configDebug: true })).toEqual({ on: true, cookie: 'clear' });
  });
  it('the cookie lives one day', () => {
    expect(DEBUG_COOKIE_LIFE_MS).toBe(86_400_000);
  });
});

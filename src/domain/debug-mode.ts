// requirements §9: debug mode is on with the URL parameter Debug=1 or a configuration DEBUG of '1';
// the parameter leaves a debug cookie that lives one day, so the mode stays on while the tester
// moves through the site. Debug=0 switches it off again (a tester's way back; the configuration
// still wins). Pure: the browser side is src/flows/debug-mode.ts.
import { cookieValue } from './cookie-values';

export const DEBUG_PARAM = 'Debug';
export const DEBUG_COOKIE = 'Debug';
export const DEBUG_COOKIE_LIFE_MS = 24 * 60 * 60 * 1000;

export interface DebugDecision {
  on: boolean;
  /** What becomes of the debug cookie: written for a day, deleted, or left as it is. */
  cookie: 'set' | 'clear' | 'keep';
}

export function decideDebugMode({ search, cookies, configDebug }: { search: string; cookies: string; configDebug: boolean }): DebugDecision {
  const param = new URLSearchParams(search).get(DEBUG_PARAM);
  if (param === '1') return { on: true, cookie: 'set' };
  if (param === '0') return { on: configDebug, cookie: 'clear' };
  return { on: configDebug || cookieValue(cookies, DEBUG_COOKIE) === '1', cookie: 'keep' };
}

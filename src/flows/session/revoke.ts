// Ends the token on the server at logout, so a copy of it stops working (answers 401).
// `keepalive` lets the call finish while the app navigates away. Call it before the session drops
// the bearer: the shared middleware reads the token when the request is built, synchronously. A 401
// answer (a token already dead) is not a session that expired: the 401 rule skips it (isLogoutCall).
import type { ApiClient } from '@/api/clients';

const LOGOUT_PATH = '/api/Account/Logout';

export const isLogoutCall = (request: Request): boolean => new URL(request.url).pathname.endsWith(LOGOUT_PATH);

/**
 * Whether `request` went out under a token the session no longer holds (`current`): signed out
 * since, or signed in anew (or made before a sign-in, with none). Its 401 is the end of that
 * token, not of the session there is now: a call of the dashboard still on its way when the
 * client pressed «Выйти» came back 401 and sent them to the login page as expired.
 */
export const madeUnderAnotherToken = (request: Request, current: string | null): boolean =>
  request.headers.get('Authorization') !== (current && `Bearer ${current}`);

export function revokeToken(api: ApiClient): void {
  api.POST(LOGOUT_PATH, { keepalive: true }).catch((error: unknown) => console.warn('[session] logout:', error));
}

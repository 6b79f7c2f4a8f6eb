// Ends the token on the server at logout, so a copy of it stops working (answers 401).
// `keepalive` lets the call finish while the app navigates away. Call it before the session drops
// the bearer: the shared middleware reads the token when the request is built, synchronously. A 401
// answer (a token already dead) is not a session that expired: the 401 rule skips it (isLogoutCall).
import type { ApiClient } from '@/api/clients';

const LOGOUT_PATH = '/api/Account/Logout';

export const isLogoutCall = (request: Request): boolean => new URL(request.url).pathname.endsWith(LOGOUT_PATH);

export function revokeToken(api: ApiClient): void {
  api.POST(LOGOUT_PATH, { keepalive: true }).catch((error: unknown) => console.warn('[session] logout:', error));
}

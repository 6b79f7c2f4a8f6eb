// Ends the token on the server at logout, so a copy of it stops working (answers 401).
// `keepalive` lets the call finish while the app navigates away. Call it before the session drops
// the bearer: the shared middleware reads the token when the request is built, synchronously. A 401
// answer (a token already dead) reaches the 401 rule after the logout, with no live session to end.
import type { ApiClient } from '../../api/clients';

export function revokeToken(api: ApiClient): void {
  api.POST('/api/Account/Logout', { keepalive: true }).catch((error: unknown) => console.warn('[session] logout:', error));
}

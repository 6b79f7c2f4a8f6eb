// Ends the token on the server at logout, so a copy of it stops working (answers 401).
// Plain fetch on purpose: its answer must never reach the 401 → session-expired hook, and
// `keepalive` lets it finish while the app navigates away.
import { FORWARD_LIMIT, HEADER, SOURCE_VALUE } from '../../api/middleware';
import { documentCookieJar, readOrCreateUserHash } from '../../api/user-hash';

export function revokeToken({ apiHost, clientApiKey, token }: { apiHost: string; clientApiKey: string; token: string }): void {
  void fetch(`${apiHost.replace(/\/+$/, '')}/api/Account/Logout`, {
    method: 'POST',
    keepalive: true,
    headers: {
      [HEADER.authorization]: `Bearer ${token}`,
      [HEADER.clientApiKey]: clientApiKey,
      [HEADER.source]: SOURCE_VALUE,
      [HEADER.forwardLimit]: String(FORWARD_LIMIT),
      [HEADER.appId]: readOrCreateUserHash({ cookies: documentCookieJar() }),
    },
  }).catch((error: unknown) => console.warn('[session] logout:', error));
}

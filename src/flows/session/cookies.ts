// Auth cookies (requirements §4, §9). Names designed here:
// - new-site token: `auth_token` (path /, secure, expires with the server's expiry);
// - old-site token: `.ASPXAUTH` on prod, `.ASPXAUTH_<envType>` on test and dev, so the
//   environments of the old site never read each other's session on a shared parent domain.
import { cookieValue, cookieWrite, isHeaderSafe, parsedCookie } from '@/domain/cookie-values';
import type { RuntimeConfig } from '../runtime-config';

export const NEW_SITE_TOKEN_COOKIE = 'auth_token';

export function oldSiteTokenCookie(envType: RuntimeConfig['envType']): string {
  return envType === 'prod' ? '.ASPXAUTH' : `.ASPXAUTH_${envType}`;
}

export function readCookie(name: string, source: string = document.cookie): string | null {
  return cookieValue(source, name);
}

// Always Secure (requirements §9), on plain http too: browsers treat http://localhost and
// http://127.0.0.1 as secure contexts and keep Secure cookies there, and on any other plain-http
// host a token should not be stored at all.
export function writeCookie(name: string, value: string, expires: Date): void {
  document.cookie = cookieWrite(name, value, expires, true);
}

// Expired twice: as Secure (ours), and plain for an old-site cookie written without it where a
// browser refuses Secure writes (a plain-http host that is not local).
export function deleteCookie(name: string): void {
  for (const secure of [true, false]) document.cookie = cookieWrite(name, '', new Date(0), secure);
}

export interface AuthTokens {
  newSiteToken: string | null;
  oldSiteToken: string | null;
}

/** The tokens as a bearer header can carry them: a tampered one (spaces, non-ASCII) is no token. */
export function readAuthTokens(envType: RuntimeConfig['envType'], source: string = document.cookie): AuthTokens {
  return { newSiteToken: parsedCookie(source, NEW_SITE_TOKEN_COOKIE, isHeaderSafe), oldSiteToken: parsedCookie(source, oldSiteTokenCookie(envType), isHeaderSafe) };
}

/** Authenticated if either cookie is present (requirements §4). */
export function hasAuthToken(envType: RuntimeConfig['envType']): boolean {
  const tokens = readAuthTokens(envType);
  return tokens.newSiteToken !== null || tokens.oldSiteToken !== null;
}

export function clearAuthCookies(envType: RuntimeConfig['envType']): void {
  deleteCookie(NEW_SITE_TOKEN_COOKIE);
  deleteCookie(oldSiteTokenCookie(envType));
}

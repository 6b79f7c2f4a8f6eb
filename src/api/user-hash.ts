// The UserHash cookie identifies the browser to the API (sent as X-AppId, requirements §7). Cookie access
// sits behind a small jar so that tests and non-browser callers can supply their own.
import { cookieValue, cookieWrite, isHeaderSafe } from '../domain/cookie-values';

export const USER_HASH_COOKIE = 'UserHash';

export interface CookieJar {
  get(name: string): string | undefined;
  /** Site-wide (path `/`). */
  set(name: string, value: string, options: { expires: Date }): void;
}

/**
 * A jar over `document.cookie`. On an https page its cookies are Secure: the UserHash lets a
 * trusted browser skip the SMS step, so it must never travel over plain http.
 */
export function documentCookieJar(doc: Pick<Document, 'cookie'> = document, secure = globalThis.location?.protocol === 'https:'): CookieJar {
  return {
    get: (name) => cookieValue(doc.cookie, name) ?? undefined,
    set: (name, value, { expires }) => void (doc.cookie = cookieWrite(name, value, expires, secure)),
  };
}

/** Six calendar months after `from` (requirements §9: UserHash cookie life 6 months). */
export function sixMonthsAfter(from: Date): Date {
  const expires = new Date(from.getTime());
  expires.setUTCMonth(expires.getUTCMonth() + 6);
  return expires;
}

export interface UserHashDeps {
  cookies: CookieJar;
  now?: () => Date;
  randomUUID?: () => string;
}

/** Returns the UserHash cookie, creating it with a fresh UUID when the browser has none. */
export function readOrCreateUserHash({ cookies, now = () => new Date(), randomUUID = () => crypto.randomUUID() }: UserHashDeps): string {
  // A tampered hash (one a header cannot carry) is replaced, as a missing one is.
  const existing = cookies.get(USER_HASH_COOKIE);
  if (isHeaderSafe(existing)) return existing;
  const created = randomUUID();
  cookies.set(USER_HASH_COOKIE, created, { expires: sixMonthsAfter(now()) });
  return created;
}

// Cookies are the browser's to keep and anyone's to edit: a value is read without throwing
// (a broken %-escape is no value) and parsed before use, so a tampered token or hash is absent.
// Checked without zod: these run in the home page's start-up chunk (docs/decisions.md «The
// start-up parses without zod»).

/** A value that may travel in a request header: printable ASCII, no spaces, 1–4096 characters (a token, the UserHash). */
export const isHeaderSafe = (value: unknown): value is string => typeof value === 'string' && value.length <= 4096 && /^[\x21-\x7E]+$/.test(value);

/** The named cookie's decoded value in a `document.cookie` string, or null (absent, empty or badly escaped). */
export function cookieValue(source: string, name: string): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** The named cookie when `accept` takes it: null when absent or malformed. */
export function parsedCookie<T extends string>(source: string, name: string, accept: (value: string) => value is T): T | null {
  const value = cookieValue(source, name);
  return value !== null && accept(value) ? value : null;
}

/** A `document.cookie` write for the whole site (path `/`, SameSite=Lax), Secure when asked; expired at the epoch, it deletes. */
export const cookieWrite = (name: string, value: string, expires: Date, secure: boolean): string =>
  `${name}=${encodeURIComponent(value)}; path=/; expires=${expires.toUTCString()}; samesite=lax${secure ? '; secure' : ''}`;

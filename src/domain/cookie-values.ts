// Cookies are the browser's to keep and anyone's to edit: a value is read without throwing
// (a broken %-escape is no value) and parsed before use, so a tampered token or hash is absent.
import { z } from '@machines/zod';

/** A value that may travel in a request header: printable ASCII, no spaces (a token, the UserHash). */
export const headerSafe = z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^[\x21-\x7E]+$/, 'printable ASCII'));

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

/** The named cookie parsed by `schema`: null when absent or malformed. */
export function parsedCookie<T>(source: string, name: string, schema: z.ZodMiniType<T>): T | null {
  const parsed = schema.safeParse(cookieValue(source, name));
  return parsed.success ? parsed.data : null;
}

/** A `document.cookie` write for the whole site (path `/`, SameSite=Lax), Secure when asked; expired at the epoch, it deletes. */
export const cookieWrite = (name: string, value: string, expires: Date, secure: boolean): string =>
  `${name}=${encodeURIComponent(value)}; path=/; expires=${expires.toUTCString()}; samesite=lax${secure ? '; secure' : ''}`;

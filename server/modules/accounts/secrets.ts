// Random tokens and codes from the secure source; only their hashes are stored.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

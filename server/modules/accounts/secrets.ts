// Random tokens and codes from the secure source; only their hashes are stored.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDb } from '../../db/database';

/** 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/**
 * The key one-time codes are stored under. Six digits have a million values, so a plain hash of
 * one is read back from a stolen table in a second; keyed by a secret that is not in the table
 * (CODE_SECRET, required outside the sandbox) and salted by the flow, it is not.
 * In the sandbox without CODE_SECRET a random key is kept in the database, so every node and
 * every restart agree. Cached per database: the value never changes once chosen.
 */
const keys = new WeakMap<AppDb, Promise<string>>();

export function bindCodeSecret(db: AppDb, configured: string | null): Promise<string> {
  const key = configured ? Promise.resolve(configured) : storedSecret(db, 'one-time-codes');
  keys.set(db, key);
  return key;
}

async function storedSecret(db: AppDb, name: string): Promise<string> {
  await db.insertInto('account_secret').values({ name, value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await db.selectFrom('account_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}

/** HMAC-SHA256 of the code under the server key, salted by the flow's public ref. */
export async function codeDigest(db: AppDb, ref: string, code: string): Promise<string> {
  const key = await (keys.get(db) ?? bindCodeSecret(db, null));
  return createHmac('sha256', key).update(`${ref}:${code}`).digest('hex');
}

/** Whether a typed code's digest is the stored one, in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// Trusted devices: a browser (its X-AppId, the UserHash cookie) that completed an SMS sign-in may
// sign in with the password alone for DEVICE_TRUST_MS. The trust ends earlier when the client
// forgets the device in the profile, or changes or restores the password.
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { inMs, nowIso } from '../../clock';
import { sha256 } from './secrets';

export const DEVICE_TRUST_MS = 90 * 24 * 60 * 60 * 1000;

export const appIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-appid'];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
};

/** What the client sees of a device: the X-AppId itself lets a browser skip the SMS, so it never leaves the server. */
const publicId = (appId: string) => sha256(`trusted-device:${appId}`).slice(0, 24);

const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\//, 'Яндекс Браузер'],
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** «Chrome, Linux» from the User-Agent: enough for the client to recognise the browser. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Браузер';
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return system ? `${browser}, ${system}` : browser;
}

export async function trustDevice(db: AppDb, userId: number, appId: string | undefined, userAgent?: string): Promise<void> {
  if (!appId) return;
  const values = { expires_at: inMs(DEVICE_TRUST_MS), label: deviceLabel(userAgent) };
  await db
    .insertInto('trusted_device')
    .values({ user_id: userId, app_id: appId, created_at: nowIso(), ...values })
    .onConflict((oc) => oc.columns(['user_id', 'app_id']).doUpdateSet({ created_at: nowIso(), ...values }))
    .execute();
}

export async function isTrusted(db: AppDb, userId: number, appId: string | undefined): Promise<boolean> {
  if (!appId) return false;
  const row = await db
    .selectFrom('trusted_device')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('app_id', '=', appId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function trustedDevices(db: AppDb, userId: number, currentAppId: string | undefined) {
  const rows = await db.selectFrom('trusted_device').selectAll().where('user_id', '=', userId).where('expires_at', '>', nowIso()).orderBy('created_at', 'desc').execute();
  return rows.map((row) => ({
    Id: publicId(row.app_id),
    Name: row.label ?? 'Браузер',
    TrustedAt: row.created_at,
    Expires: row.expires_at!,
    Current: row.app_id === currentAppId,
  }));
}

export async function forgetDevice(db: AppDb, userId: number, id: string): Promise<void> {
  const rows = await db.selectFrom('trusted_device').select('app_id').where('user_id', '=', userId).execute();
  const found = rows.find((row) => publicId(row.app_id) === id);
  if (!found) throw new ApiError(404, 'NOT_FOUND', 'Устройство не найдено');
  await db.deleteFrom('trusted_device').where('user_id', '=', userId).where('app_id', '=', found.app_id).execute();
}

/** A new password ends the trust of every device: whoever knew the old one may have signed in somewhere. */
export async function forgetAllDevices(db: AppDb, userId: number): Promise<void> {
  await db.deleteFrom('trusted_device').where('user_id', '=', userId).execute();
}

// Login limiter: past 5 failures in 15 minutes for a phone or for an IP, logins answer 429
// with Retry-After until the oldest failure of the window ages out.
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, nowIso } from './clock';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

async function retryAfterSeconds(db: AppDb, column: 'phone' | 'ip', value: string): Promise<number | undefined> {
  const since = new Date(clock.now().getTime() - LOGIN_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('login_failure')
    .select('at')
    .where(column, '=', value)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (rows.length < LOGIN_MAX_FAILURES) return undefined;
  const oldest = rows[rows.length - 1]!.at;
  const ms = new Date(oldest).getTime() + LOGIN_WINDOW_MS - clock.now().getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** `ip` is the request's limitIp: null when per-IP limits do not apply (server/limits.ts). */
export async function assertLoginAllowed(db: AppDb, phone: string, ip: string | null): Promise<void> {
  const byIp = ip === null ? 0 : ((await retryAfterSeconds(db, 'ip', ip)) ?? 0);
  const wait = Math.max((await retryAfterSeconds(db, 'phone', phone)) ?? 0, byIp);
  if (wait > 0) {
    throw new ApiError(429, 'RATE_LIMITED', `Слишком много попыток входа. Попробуйте через ${Math.ceil(wait / 60)} мин.`, {
      'retry-after': String(wait),
    });
  }
}

export async function recordLoginFailure(db: AppDb, phone: string, ip: string): Promise<void> {
  // Rows older than the window never count again; dropping them keeps the table small.
  const expired = new Date(clock.now().getTime() - LOGIN_WINDOW_MS).toISOString();
  await db.deleteFrom('login_failure').where('at', '<=', expired).execute();
  await db.insertInto('login_failure').values({ phone, ip, at: nowIso() }).execute();
}

export async function clearLoginFailures(db: AppDb, phone: string): Promise<void> {
  await db.deleteFrom('login_failure').where('phone', '=', phone).execute();
}

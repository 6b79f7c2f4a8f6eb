// Login limiter. A phone number is public knowledge, so failures for a phone must never lock its
// owner out: after LOGIN_FAILURES_BEFORE_CHALLENGE failures in 15 minutes, a login for that phone
// needs the visible captcha (v2) as well as the password — anyone, the owner included, can pass
// it, a script cannot. Failures from one address are a hard limit: past LOGIN_MAX_FAILURES_PER_IP
// in 15 minutes that address gets 429 with Retry-After until the oldest failure ages out.
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, nowIso } from '../../clock';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_BEFORE_CHALLENGE = 3;
export const LOGIN_MAX_FAILURES_PER_IP = 10;

const windowStart = () => new Date(clock.now().getTime() - LOGIN_WINDOW_MS).toISOString();

async function recentFailures(db: AppDb, column: 'phone' | 'ip', value: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('login_failure').select('at').where(column, '=', value).where('at', '>', windowStart()).orderBy('at', 'desc').limit(limit).execute();
  return rows.map((r) => r.at);
}

/** `ip` is the request's limitIp: null when per-IP limits do not apply (server/limits.ts). */
export async function assertLoginAllowed(db: AppDb, ip: string | null): Promise<void> {
  if (ip === null) return;
  const failures = await recentFailures(db, 'ip', ip, LOGIN_MAX_FAILURES_PER_IP);
  if (failures.length < LOGIN_MAX_FAILURES_PER_IP) return;
  const oldest = failures[failures.length - 1]!;
  const wait = Math.max(1, Math.ceil((new Date(oldest).getTime() + LOGIN_WINDOW_MS - clock.now().getTime()) / 1000));
  throw new ApiError(429, 'RATE_LIMITED', `Слишком много попыток входа. Попробуйте через ${Math.ceil(wait / 60)} мин.`, { 'retry-after': String(wait) });
}

/** Whether a login for this phone must carry a solved visible captcha. */
export async function loginChallengeRequired(db: AppDb, phone: string): Promise<boolean> {
  return (await recentFailures(db, 'phone', phone, LOGIN_FAILURES_BEFORE_CHALLENGE)).length >= LOGIN_FAILURES_BEFORE_CHALLENGE;
}

export async function recordLoginFailure(db: AppDb, phone: string, ip: string): Promise<void> {
  // Rows older than the window never count again; dropping them keeps the table small.
  await db.deleteFrom('login_failure').where('at', '<=', windowStart()).execute();
  await db.insertInto('login_failure').values({ phone, ip, at: nowIso() }).execute();
}

export async function clearLoginFailures(db: AppDb, phone: string): Promise<void> {
  await db.deleteFrom('login_failure').where('phone', '=', phone).execute();
}

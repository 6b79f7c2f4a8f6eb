// Password recovery by SMS (phone + birth date, or phone alone) or by e-mail. A right code
// gives a short-lived restore ticket; NewPassword spends it, ends every other session and signs in.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock } from '../../clock';
import { confirmCode, latestFlow, sendCode } from './codes';
import { assertLoginAllowed, recordLoginFailure } from './limiter';
import { appIdOf, trustDevice } from './login';
import { hashPassword } from './passwords';
import { findToken, issueToken, revokeAllTokens } from './sessions';
import { findUserByPhone, requirePhone, type UserRow } from './users';

/** Restore codes one address may ask for in an hour (past it: 429). */
export const RESTORE_CODES_PER_IP_PER_HOUR = 10;

/**
 * Recovery answers the same whether or not an account is behind the phone, the birth date or
 * the e-mail: a stranger learns nothing about who is a client. A request that matches no account
 * makes a flow that is never delivered and whose code never matches (codes.ts `deliver: false`),
 * so limits, answers and tries are the same too.
 */
async function assertRestoreAllowed(db: AppDb, limitIp: string | null): Promise<void> {
  await assertLoginAllowed(db, limitIp);
  if (limitIp === null) return;
  const hourAgo = new Date(clock.now().getTime() - 60 * 60 * 1000).toISOString();
  const recent = await db
    .selectFrom('one_time_code')
    .select('created_at')
    .where('purpose', '=', 'restore')
    .where('requested_ip', '=', limitIp)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'asc')
    .execute();
  if (recent.length < RESTORE_CODES_PER_IP_PER_HOUR) return;
  const wait = Math.max(1, Math.ceil((new Date(recent[0]!.created_at).getTime() + 3600_000 - clock.now().getTime()) / 1000));
  throw new ApiError(429, 'RATE_LIMITED', `Слишком много запросов кода. Попробуйте через ${Math.ceil(wait / 60)} мин.`, { 'retry-after': String(wait) });
}

/** Phone + birth date is guessable, so a mismatch counts against the per-address login limit. */
async function userByPhoneAndBirthDay(db: AppDb, phone: string, birthDay: string, ip: string): Promise<UserRow | undefined> {
  const user = await findUserByPhone(db, phone);
  if (user && user.birth_day === birthDay) return user;
  await recordLoginFailure(db, phone, ip);
  return undefined;
}

const userByEmail = (db: AppDb, email: string) =>
  db.selectFrom('user_account').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

async function ticket(db: AppDb, userId: number | null) {
  if (userId === null) throw new ApiError(400, 'CODE_EXPIRED', 'Код устарел или не запрашивался. Запросите новый код');
  const { Token, Expires } = await issueToken(db, userId, 'restore');
  return { RestoreToken: Token, Expires };
}

/** A restore code to the phone or e-mail; for no account, the same flow undelivered. */
async function restoreCode(db: AppDb, channel: 'sms' | 'email', target: string, user: UserRow | undefined, ip: string | null) {
  const sent = await sendCode(db, { purpose: 'restore', channel, target, userId: user?.id ?? null, deliver: user !== undefined, ip });
  return { CodeLength: sent.CodeLength, ResendAfterSeconds: sent.ResendAfterSeconds, SentTo: sent.SentTo };
}

export function recoveryHandlers(db: AppDb): HandlerMap {
  const bySmsWithBirthDay = async (request: FastifyRequest) => {
    const body = request.body as { Phone: string; BirthDay: string };
    const phone = requirePhone(body.Phone);
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, 'sms', phone, await userByPhoneAndBirthDay(db, phone, body.BirthDay, request.ip), request.limitIp);
  };
  const bySms = async (request: FastifyRequest, rawPhone: string) => {
    const phone = requirePhone(rawPhone);
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, 'sms', phone, await findUserByPhone(db, phone), request.limitIp);
  };
  const byEmail = async (request: FastifyRequest) => {
    const email = (request.body as { Email: string }).Email.toLowerCase();
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, 'email', email, await userByEmail(db, email), request.limitIp);
  };
  return {
    // Both ways are always offered and no address is shown: the answer must not tell who is a client.
    'POST /api/Account/PasswordRestore': async (request) => {
      const body = request.body as { Phone: string; BirthDay: string };
      const phone = requirePhone(body.Phone);
      await assertLoginAllowed(db, request.limitIp);
      await userByPhoneAndBirthDay(db, phone, body.BirthDay, request.ip);
      return { BySms: true, ByEmail: true, MaskedEmail: null };
    },
    'POST /api/Account/ForgotPasswordSendSms': bySmsWithBirthDay,
    'POST /api/Account/ForgotPasswordSendSmsAgain': async (request) => {
      const phone = requirePhone((request.query as { phone: string }).phone);
      // The client's own flow first: a stranger's undelivered one must not stand in for it.
      const flow = (await latestFlow(db, 'restore', { target: phone, delivered: true })) ?? (await latestFlow(db, 'restore', { target: phone }));
      if (!flow) throw new ApiError(400, 'NO_PENDING_RESTORE', 'Сначала запросите код восстановления');
      await assertRestoreAllowed(db, request.limitIp);
      const user = flow.user_id === null ? undefined : await findUserByPhone(db, phone);
      return restoreCode(db, 'sms', phone, user, request.limitIp);
    },
    'POST /api/Account/ForgotPasswordCheckSmsCode': async (request) => {
      const body = request.body as { Phone: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'restore', target: requirePhone(body.Phone), code: body.Code });
      return ticket(db, confirmed.userId);
    },
    'POST /api/Account/RestorePasswordBySMSSend': async (request) => bySms(request, (request.body as { Phone: string }).Phone),
    'POST /api/Account/RestorePasswordBySMS': async (request) => {
      const body = request.body as { Phone: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'restore', target: requirePhone(body.Phone), code: body.Code });
      return ticket(db, confirmed.userId);
    },
    'POST /api/Account/ForgotPasswordSendEmail': byEmail,
    'POST /api/Account/RestorePasswordByEmailSend': byEmail,
    'POST /api/Account/RestorePasswordByEmail': async (request) => {
      const body = request.body as { Email: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'restore', target: body.Email.toLowerCase(), code: body.Code });
      return ticket(db, confirmed.userId);
    },
    'POST /api/Account/NewPassword': async (request) => {
      const body = request.body as { RestoreToken: string; Password: string };
      const row = await findToken(db, body.RestoreToken, 'restore');
      if (!row) throw new ApiError(400, 'INVALID_TOKEN', 'Ссылка для смены пароля устарела. Начните восстановление заново');
      await db.updateTable('user_account').set({ password_hash: await hashPassword(body.Password) }).where('id', '=', row.user_id).execute();
      await revokeAllTokens(db, row.user_id);
      await trustDevice(db, row.user_id, appIdOf(request));
      return issueToken(db, row.user_id);
    },
  };
}

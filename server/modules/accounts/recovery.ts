// Password recovery by SMS (phone + birth date, or phone alone) or by e-mail. A right code
// gives a short-lived restore ticket; NewPassword spends it, ends every other session and signs in.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock } from '../../clock';
import { confirmCode, latestFlow, sendCode } from './codes';
import { assertLoginAllowed, recordLoginFailure } from './limiter';
import { appIdOf, forgetAllDevices } from './devices';
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

/** The device asking: a restore flow is its own (codes.ts `asker`); callers without X-AppId share one. */
const askerOf = (request: FastifyRequest) => appIdOf(request) ?? null;

/** A restore code to the phone or e-mail; for no account, the same flow undelivered. */
async function restoreCode(db: AppDb, request: FastifyRequest, channel: 'sms' | 'email', target: string, user: UserRow | undefined) {
  const sent = await sendCode(db, { purpose: 'restore', channel, target, userId: user?.id ?? null, deliver: user !== undefined, ip: request.limitIp, asker: askerOf(request) });
  return { FlowId: sent.FlowId, CodeLength: sent.CodeLength, ResendAfterSeconds: sent.ResendAfterSeconds, SentTo: sent.SentTo };
}

/** A restore code checked against the asker's own flow (by the FlowId its screen sends, or by its device). */
async function checkRestoreCode(db: AppDb, request: FastifyRequest, target: string) {
  const body = request.body as { Code: string; FlowId?: string };
  const confirmed = await confirmCode(db, { purpose: 'restore', target, code: body.Code, flowId: body.FlowId, asker: askerOf(request) });
  return ticket(db, confirmed.userId);
}

export function recoveryHandlers(db: AppDb): HandlerMap {
  const bySmsWithBirthDay = async (request: FastifyRequest) => {
    const body = request.body as { Phone: string; BirthDay: string };
    const phone = requirePhone(body.Phone);
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, request, 'sms', phone, await userByPhoneAndBirthDay(db, phone, body.BirthDay, request.ip));
  };
  const bySms = async (request: FastifyRequest, rawPhone: string) => {
    const phone = requirePhone(rawPhone);
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, request, 'sms', phone, await findUserByPhone(db, phone));
  };
  const byEmail = async (request: FastifyRequest) => {
    const email = (request.body as { Email: string }).Email.toLowerCase();
    await assertRestoreAllowed(db, request.limitIp);
    return restoreCode(db, request, 'email', email, await userByEmail(db, email));
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
      // Only the asker's own flow is sent again: a stranger's request neither resends the owner's
      // code nor replaces it with one the owner's screen cannot check.
      const flow = await latestFlow(db, 'restore', { target: phone, asker: askerOf(request) });
      if (!flow) throw new ApiError(400, 'NO_PENDING_RESTORE', 'Сначала запросите код восстановления');
      await assertRestoreAllowed(db, request.limitIp);
      const user = flow.user_id === null ? undefined : await findUserByPhone(db, phone);
      return restoreCode(db, request, 'sms', phone, user);
    },
    'POST /api/Account/ForgotPasswordCheckSmsCode': async (request) => checkRestoreCode(db, request, requirePhone((request.body as { Phone: string }).Phone)),
    'POST /api/Account/RestorePasswordBySMSSend': async (request) => bySms(request, (request.body as { Phone: string }).Phone),
    'POST /api/Account/RestorePasswordBySMS': async (request) => checkRestoreCode(db, request, requirePhone((request.body as { Phone: string }).Phone)),
    'POST /api/Account/ForgotPasswordSendEmail': byEmail,
    'POST /api/Account/RestorePasswordByEmailSend': byEmail,
    'POST /api/Account/RestorePasswordByEmail': async (request) => checkRestoreCode(db, request, (request.body as { Email: string }).Email.toLowerCase()),
    'POST /api/Account/NewPassword': async (request) => {
      const body = request.body as { RestoreToken: string; Password: string };
      const row = await findToken(db, body.RestoreToken, 'restore');
      if (!row) throw new ApiError(400, 'INVALID_TOKEN', 'Ссылка для смены пароля устарела. Начните восстановление заново');
      await db.updateTable('user_account').set({ password_hash: await hashPassword(body.Password) }).where('id', '=', row.user_id).execute();
      // Every sign-in and every trusted device ends: whoever knew the old password is out, and
      // the next password sign-in on any device asks for the SMS code again.
      await revokeAllTokens(db, row.user_id);
      await forgetAllDevices(db, row.user_id);
      return issueToken(db, row.user_id);
    },
  };
}

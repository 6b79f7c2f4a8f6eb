// Password recovery by SMS (phone + birth date, or phone alone) or by e-mail. A right code
// gives a short-lived restore ticket; NewPassword spends it, ends every other session and signs in.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, latestFlow, maskEmail, sendCode } from './codes';
import { assertLoginAllowed, recordLoginFailure } from './limiter';
import { appIdOf, trustDevice } from './login';
import { hashPassword } from './passwords';
import { findToken, issueToken, revokeAllTokens } from './sessions';
import { findUserByPhone, requirePhone, type UserRow } from './users';

const NOT_FOUND_BY_PHONE = 'Не нашли клиента с таким телефоном и датой рождения';

/** Phone + birth date is guessable, so misses count against the login limiter. */
async function userByPhoneAndBirthDay(
  db: AppDb,
  rawPhone: string,
  birthDay: string,
  ip: string,
  limitIp: string | null,
): Promise<UserRow> {
  const phone = requirePhone(rawPhone);
  await assertLoginAllowed(db, limitIp);
  const user = await findUserByPhone(db, phone);
  if (!user || user.birth_day !== birthDay) {
    await recordLoginFailure(db, phone, ip);
    throw new ApiError(400, 'USER_NOT_FOUND', NOT_FOUND_BY_PHONE);
  }
  return user;
}

async function userByPhone(db: AppDb, rawPhone: string): Promise<UserRow> {
  const user = await findUserByPhone(db, requirePhone(rawPhone));
  if (!user) throw new ApiError(400, 'USER_NOT_FOUND', 'Не нашли клиента с таким номером телефона');
  return user;
}

async function userByEmail(db: AppDb, email: string): Promise<UserRow> {
  const user = await db.selectFrom('user_account').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!user) throw new ApiError(400, 'USER_NOT_FOUND', 'Не нашли клиента с таким e-mail');
  return user;
}

async function ticket(db: AppDb, userId: number | null) {
  if (userId === null) throw new ApiError(400, 'CODE_EXPIRED', 'Код устарел или не запрашивался. Запросите новый код');
  const { Token, Expires } = await issueToken(db, userId, 'restore');
  return { RestoreToken: Token, Expires };
}

const smsRestore = (db: AppDb, user: UserRow) =>
  sendCode(db, { purpose: 'restore', channel: 'sms', target: user.phone, userId: user.id });

async function emailRestore(db: AppDb, email: string) {
  const user = await userByEmail(db, email);
  return sendCode(db, { purpose: 'restore', channel: 'email', target: user.email!, userId: user.id });
}

const codeSent = ({ CodeLength, ResendAfterSeconds, SentTo }: { CodeLength: 6 | 10; ResendAfterSeconds: number; SentTo: string }) => ({
  CodeLength,
  ResendAfterSeconds,
  SentTo,
});

export function recoveryHandlers(db: AppDb): HandlerMap {
  return {
    'POST /api/Account/PasswordRestore': async (request) => {
      const body = request.body as { Phone: string; BirthDay: string };
      const user = await userByPhoneAndBirthDay(db, body.Phone, body.BirthDay, request.ip, request.limitIp);
      return { BySms: true, ByEmail: user.email !== null, MaskedEmail: user.email ? maskEmail(user.email) : null };
    },
    'POST /api/Account/ForgotPasswordSendSms': async (request) => {
      const body = request.body as { Phone: string; BirthDay: string };
      return codeSent(await smsRestore(db, await userByPhoneAndBirthDay(db, body.Phone, body.BirthDay, request.ip, request.limitIp)));
    },
    'POST /api/Account/ForgotPasswordSendSmsAgain': async (request) => {
      const user = await userByPhone(db, (request.query as { phone: string }).phone);
      if (!(await latestFlow(db, 'restore', { target: user.phone }))) {
        throw new ApiError(400, 'NO_PENDING_RESTORE', 'Сначала запросите код восстановления');
      }
      return codeSent(await smsRestore(db, user));
    },
    'POST /api/Account/ForgotPasswordCheckSmsCode': async (request) => {
      const body = request.body as { Phone: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'restore', target: requirePhone(body.Phone), code: body.Code });
      return ticket(db, confirmed.userId);
    },
    'POST /api/Account/RestorePasswordBySMSSend': async (request) =>
      codeSent(await smsRestore(db, await userByPhone(db, (request.body as { Phone: string }).Phone))),
    'POST /api/Account/RestorePasswordBySMS': async (request) => {
      const body = request.body as { Phone: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'restore', target: requirePhone(body.Phone), code: body.Code });
      return ticket(db, confirmed.userId);
    },
    'POST /api/Account/ForgotPasswordSendEmail': async (request) => codeSent(await emailRestore(db, (request.body as { Email: string }).Email)),
    'POST /api/Account/RestorePasswordByEmailSend': async (request) =>
      codeSent(await emailRestore(db, (request.body as { Email: string }).Email)),
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

// The signed-in client's own data: balance, extra forms, password and e-mail changes (the phone
// change lives in the profile module: it depends on the client's loans).
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, sendCode } from './codes';
import { appIdOf, forgetAllDevices, forgetDevice, trustedDevices } from './devices';
import { assertCurrentPassword, noticeEmailChanged } from './notices';
import { hashPassword } from './passwords';
import { revokeAllTokens, sessionOf, userIdOf } from './sessions';
import { getUser, registrationData, saveStep } from './users';

export const STEP_KEYS = { additionalInfo: 'ADDITIONAL_INFO', worksheet: 'EMPLOYMENT_REGISTRATION' } as const;

const DONE = { Success: true } as const;

export function profileHandlers(db: AppDb): HandlerMap {
  const savedStep = async (userId: number, key: string) => {
    const data = registrationData(await getUser(db, userId))[key];
    if (!data) throw new ApiError(404, 'NOT_FOUND', 'Данные ещё не заполнены');
    return data;
  };
  return {
    // Overpayments are the only balance a client can have; the reference model has none.
    'GET /api/Account/Balance': async () => ({ Amount: 0, Currency: 'RUB' }),

    'GET /api/Account/AdditionalInfo': async (request) => savedStep(userIdOf(request), STEP_KEYS.additionalInfo),
    'POST /api/Account/AdditionalInfo': async (request) => {
      await saveStep(db, userIdOf(request), STEP_KEYS.additionalInfo, request.body as Record<string, unknown>);
      return DONE;
    },
    'GET /api/Account/Worksheet': async (request) => savedStep(userIdOf(request), STEP_KEYS.worksheet),
    'POST /api/Account/Worksheet': async (request) => {
      await saveStep(db, userIdOf(request), STEP_KEYS.worksheet, request.body as Record<string, unknown>);
      return DONE;
    },

    'POST /api/Account/ChangePassword': async (request) => {
      const body = request.body as { OldPassword: string; NewPassword: string };
      const user = await getUser(db, userIdOf(request));
      await assertCurrentPassword(db, request, user, body.OldPassword);
      await db.updateTable('user_account').set({ password_hash: await hashPassword(body.NewPassword) }).where('id', '=', user.id).execute();
      // Every other sign-in ends (with its CrossAuth copies) and no device is trusted any more;
      // this token stays, so the client who changed the password is not thrown out.
      const current = sessionOf(request).tokenId;
      await revokeAllTokens(db, user.id);
      await db.updateTable('auth_token').set({ revoked_at: null }).where('id', '=', current).execute();
      await forgetAllDevices(db, user.id);
      return DONE;
    },

    'GET /api/Account/TrustedDevices': async (request) => trustedDevices(db, userIdOf(request), appIdOf(request)),
    'POST /api/Account/ForgetTrustedDevice': async (request) => {
      await forgetDevice(db, userIdOf(request), (request.body as { Id: string }).Id);
      return DONE;
    },

    'POST /api/Account/ApproveEmail': async (request) => {
      const body = request.body as { Email: string; Password: string };
      const email = body.Email.toLowerCase();
      const userId = userIdOf(request);
      await assertCurrentPassword(db, request, await getUser(db, userId), body.Password);
      const taken = await db.selectFrom('user_account').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
      if (taken) throw new ApiError(400, 'EMAIL_TAKEN', 'Этот e-mail уже указан другим клиентом');
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, { purpose: 'confirm-email', channel: 'email', target: email, userId });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Account/ConfirmEmail': async (request) => {
      const userId = userIdOf(request);
      const confirmed = await confirmCode(db, { purpose: 'confirm-email', userId, code: (request.body as { Code: string }).Code });
      const before = await getUser(db, userId);
      await db.updateTable('user_account').set({ email: confirmed.target, email_confirmed: 1 }).where('id', '=', userId).execute();
      await noticeEmailChanged(db, before, confirmed.target);
      return DONE;
    },
  };
}


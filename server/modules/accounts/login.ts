// Sign-in, tokens, logout and on-site auth links.
// Rule for the SMS step: a password is enough on a trusted device (devices.ts: an X-AppId that
// completed an SMS sign-in for this user, for 90 days) and for the seeded demo clients; otherwise
// Login answers a challenge and LoginComplete takes the SMS code.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, sendCode } from './codes';
import { appIdOf, isTrusted, trustDevice } from './devices';
import type { CaptchaVerifier } from '../call-back';
import { assertLoginAllowed, clearLoginFailures, loginChallengeRequired, recordLoginFailure } from './limiter';
import { verifyPassword } from './passwords';
import { findToken, issueToken, resolveSession, revokeFamily, revokeToken, userIdOf } from './sessions';
import { findUserByPhone, getUser, requirePhone, userProfile } from './users';

export const INVALID_CREDENTIALS = 'Неверный номер телефона или пароль';

/** The URL of this app's own cabinet stands in for the company's other site (sandbox and reference). */
export function onSiteUrl(request: FastifyRequest, query: Record<string, string>): string {
  const base = `${request.protocol}://${request.host}`;
  return `${base}/lk/Dashboard?${new URLSearchParams({ fromAuthOnSite: '1', ...query }).toString()}`;
}

export function loginHandlers(db: AppDb, verifyCaptcha: CaptchaVerifier): HandlerMap {
  return {
    'POST /api/Account/Login': async (request) => {
      const body = request.body as { Phone: string; Password: string; CaptchaToken?: string };
      const phone = requirePhone(body.Phone);
      await assertLoginAllowed(db, request.limitIp);
      const user = await findUserByPhone(db, phone);
      // Failures for this phone ask for the visible captcha, never lock the owner out (limiter.ts).
      // The sandbox's demo clients are shared by every tester, so one tester's typos do not.
      const demo = user?.skip_login_sms === 1;
      if (!demo && (await loginChallengeRequired(db, phone)) && !(await verifyCaptcha(body.CaptchaToken ?? '', 2)).ok) {
        throw new ApiError(400, 'RECAPTCHA_V2_REQUIRED', 'Подтвердите, что вы не робот');
      }
      // Unknown phone and wrong password cost the same time and get the same answer.
      const ok = await verifyPassword(body.Password, user?.password_hash ?? null);
      if (!user || !ok) {
        await recordLoginFailure(db, phone, request.ip);
        throw new ApiError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      await clearLoginFailures(db, phone);
      const appId = appIdOf(request);
      if (user.skip_login_sms === 1 || (await isTrusted(db, user.id, appId))) return issueToken(db, user.id);
      const sent = await sendCode(db, { purpose: 'login', channel: 'sms', target: phone, userId: user.id, payload: { appId }, reuseRecent: true });
      return { LoginId: sent.ref, CodeLength: 6, ResendAfterSeconds: sent.ResendAfterSeconds, SentTo: sent.SentTo };
    },

    'POST /api/Account/LoginComplete': async (request) => {
      const body = request.body as { LoginId: string; Code: string };
      const confirmed = await confirmCode(db, { purpose: 'login', ref: body.LoginId, code: body.Code });
      const userId = confirmed.userId!;
      await trustDevice(db, userId, (confirmed.payload.appId as string | undefined) ?? appIdOf(request), request.headers['user-agent']);
      return issueToken(db, userId);
    },

    'GET /api/Account/RefreshToken': async (request) => {
      const { token } = request.query as { token: string };
      const row = await findToken(db, token);
      if (!row) throw new ApiError(400, 'INVALID_TOKEN', 'Токен недействителен или истёк, войдите снова');
      await revokeToken(db, row.id);
      return issueToken(db, row.user_id, 'access', row.family);
    },

    // Ends the sign-in: this token and every token made from it (refreshes, CrossAuth copies) answer 401.
    'POST /api/Account/Logout': async (request, reply) => {
      const session = await resolveSession(db, request);
      if (session) await revokeFamily(db, session.family);
      return reply.code(204).send();
    },

    'GET /api/Account/UserProfile': async (request) => userProfile(await getUser(db, userIdOf(request))),

    'POST /api/Account/AuthOnSite': async (request) => {
      const { Purpose } = request.body as { Purpose: number };
      return { Url: onSiteUrl(request, { purpose: String(Purpose) }) };
    },
  };
}

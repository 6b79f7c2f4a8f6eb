// POST /api/Info/PhoneCallbackHelp (requirements §4 call-back form, §7.4, §8; design-notes §8).
// Order: limits (429) → captcha (v3, or v2 + x-nonceid after RECAPTCHA_V2_REQUIRED) → store.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { withFieldErrors, type Handler } from '../../contract/register';
import type { ModuleContext } from '../types';
import { siteSettings } from '../info';
import { captchaVerifier, type CaptchaVerifier } from './captcha';
import { rules } from './rules';

interface CallbackBody {
  Phone: string;
  Name: string;
  Question: string;
  CaptchaToken: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The contract allows "9XXXXXXXXX" or "79XXXXXXXXX"; the call centre gets the full 11 digits. */
export const normalisePhone = (phone: string) => (phone.length === 10 ? `7${phone}` : phone);

/** Field messages of requirements §5; the ErrorCode names the field so the form can show it there. */
export const callbackFieldRules = {
  Phone: {
    ErrorCode: 'PHONE_INVALID',
    message: (value: unknown) => {
      const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
      if (digits === '') return 'Укажите мобильный телефон';
      if (!/^7?9/.test(digits)) return 'Номер телефона должен начинаться с +7 9';
      return 'Номер телефона указан не полностью';
    },
  },
  Name: { ErrorCode: 'NAME_INVALID', message: () => 'Не более 50 символов' },
  Question: { ErrorCode: 'QUESTION_INVALID', message: () => 'Не более 500 символов' },
  CaptchaToken: { ErrorCode: 'CAPTCHA_INVALID', message: () => 'Не удалось проверить капчу, обновите страницу' },
};

export function callbackHandler({ db, config }: ModuleContext, verify: CaptchaVerifier = captchaVerifier(config.sandbox, db)): Handler {
  const countSince = async (table: 'callback_request' | 'callback_attempt', column: 'phone' | 'ip' | 'app_id', value: string, since: number) => {
    const rows = await db
      .selectFrom(table)
      .select('created_at')
      .where(column, '=', value)
      .where('created_at', '>', iso(since))
      .orderBy('created_at')
      .execute();
    return { count: rows.length, oldest: rows[0] ? Date.parse(rows[0].created_at) : undefined };
  };

  const tooMany = (oldest: number | undefined, now: number, windowMs: number) => {
    const seconds = Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000));
    return new ApiError(429, 'RATE_LIMITED', 'Слишком много заявок на звонок. Попробуйте позже', { 'retry-after': String(seconds) });
  };

  const issueNonce = async (now: number) => {
    const nonce = randomBytes(18).toString('base64url');
    await db.deleteFrom('callback_nonce').where('expires_at', '<', iso(now)).execute();
    await db.insertInto('callback_nonce').values({ nonce, created_at: iso(now), expires_at: iso(now + rules.nonceLifeMs), used_at: null }).execute();
    return nonce;
  };

  /** Marks the nonce used; true only for a live nonce that was not used before. */
  const consumeNonce = async (nonce: string, now: number) => {
    const result = await db
      .updateTable('callback_nonce')
      .set({ used_at: iso(now) })
      .where('nonce', '=', nonce)
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as CallbackBody;
    const now = Date.now();
    const phone = normalisePhone(body.Phone);
    const appId = typeof request.headers['x-appid'] === 'string' ? request.headers['x-appid'].slice(0, 100) : null;
    const ip = request.ip;
    const attempt = (outcome: string) =>
      db.insertInto('callback_attempt').values({ app_id: appId, ip, phone, outcome, created_at: iso(now) }).execute();

    if (request.limitIp !== null) {
      const byIp = await countSince('callback_attempt', 'ip', request.limitIp, now - rules.hourMs);
      if (byIp.count >= rules.attemptsPerIpPerHour) throw tooMany(byIp.oldest, now, rules.hourMs);
    }
    const byPhone = await countSince('callback_request', 'phone', phone, now - rules.hourMs);
    if (byPhone.count >= rules.perPhonePerHour) {
      await attempt('rate_limited');
      throw tooMany(byPhone.oldest, now, rules.hourMs);
    }

    const demandV2 = async (outcome: string) => {
      await attempt(outcome);
      const nonce = await issueNonce(now);
      throw new ApiError(400, 'RECAPTCHA_V2_REQUIRED', 'Подтвердите, что вы не робот', { 'x-nonceid': nonce });
    };

    let captcha = 'off';
    if ((await siteSettings(db, config.tenant)).ReCaptchaEnabled) {
      const nonce = request.headers['x-nonceid'];
      if (typeof nonce === 'string' && nonce !== '') {
        // The v2 retry: both the visible challenge's token and the nonce of the refusal must hold.
        const v2 = await verify(body.CaptchaToken, 2);
        const nonceOk = await consumeNonce(nonce, now);
        if (!v2.ok || !nonceOk) await demandV2(v2.ok ? 'bad_nonce' : 'v2_failed');
        captcha = 'v2';
      } else {
        const forced =
          config.sandbox && (phone.endsWith(rules.forceV2PhoneSuffix) || request.headers[rules.forceV2Header] === 'v2');
        const byApp = appId ? await countSince('callback_attempt', 'app_id', appId, now - rules.appIdWindowMs) : { count: 0 };
        if (forced) await demandV2('forced_v2');
        if (byApp.count >= rules.perAppIdBeforeV2) await demandV2('app_id_limit');
        const v3 = await verify(body.CaptchaToken, 3);
        if (!v3.ok || (v3.score ?? 0) < rules.minV3Score) await demandV2(v3.ok ? 'low_score' : 'v3_failed');
        captcha = 'v3';
      }
    }

    await db
      .insertInto('callback_request')
      .values({ tenant: config.tenant, phone, name: body.Name.trim(), question: body.Question.trim(), app_id: appId, ip, captcha, created_at: iso(now) })
      .execute();
    await attempt('accepted');
    return reply.code(200).send({ Status: 'success' });
  };

  return withFieldErrors(handler, callbackFieldRules);
}

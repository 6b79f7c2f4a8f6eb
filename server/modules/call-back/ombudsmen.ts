// POST /api/Ombudsmen/SubmitForm: an appeal from the /ombudsmen page. Same protections as the
// call-back, simpler captcha: the v3 token must pass (no v2 fallback is declared for this call).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { withFieldErrors, type Handler } from '../../contract/register';
import type { ModuleContext } from '../types';
import { siteSettings } from '../info';
import { captchaVerifier, type CaptchaVerifier } from './captcha';
import { callbackFieldRules, normalisePhone } from './handler';
import { rules } from './rules';

interface AppealBody {
  Name: string;
  Phone: string;
  Email?: string;
  Text: string;
  CaptchaToken: string;
}

export const ombudsmenRules = {
  /** Appeals per IP per hour. */
  perIpPerHour: 5,
};

const lengthMessage = (limit: number, empty: string) => (value: unknown, keyword: string) =>
  keyword === 'maxLength' ? `Не более ${limit} символов` : typeof value === 'string' && value !== '' ? 'Проверьте, что поле заполнено верно' : empty;

export const ombudsmenFieldRules = {
  Name: { ErrorCode: 'NAME_INVALID', message: lengthMessage(150, 'Укажите имя') },
  Phone: callbackFieldRules.Phone,
  Email: { ErrorCode: 'EMAIL_INVALID', message: () => 'Проверьте адрес электронной почты' },
  Text: { ErrorCode: 'TEXT_INVALID', message: lengthMessage(5000, 'Опишите суть обращения') },
  CaptchaToken: callbackFieldRules.CaptchaToken,
};

export function ombudsmenHandler({ db, config }: ModuleContext, verify: CaptchaVerifier = captchaVerifier(config.sandbox, db)): Handler {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as AppealBody;
    const now = Date.now();
    const since = new Date(now - rules.hourMs).toISOString();
    const recent = await db
      .selectFrom('ombudsmen_appeal')
      .select('created_at')
      .where('ip', '=', request.ip)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    if (recent.length >= ombudsmenRules.perIpPerHour) {
      const oldest = Date.parse(recent[0]!.created_at);
      const seconds = Math.max(1, Math.ceil((oldest + rules.hourMs - now) / 1000));
      throw new ApiError(429, 'RATE_LIMITED', 'Слишком много обращений. Попробуйте позже', { 'retry-after': String(seconds) });
    }
    if ((await siteSettings(db, config.tenant)).ReCaptchaEnabled) {
      const v3 = await verify(body.CaptchaToken, 3);
      if (!v3.ok || (v3.score ?? 0) < rules.minV3Score) {
        throw new ApiError(400, 'CAPTCHA_INVALID', 'Не удалось проверить, что вы не робот. Обновите страницу и попробуйте ещё раз');
      }
    }
    await db
      .insertInto('ombudsmen_appeal')
      .values({
        tenant: config.tenant,
        name: body.Name.trim(),
        phone: normalisePhone(body.Phone),
        email: body.Email ?? null,
        text: body.Text.trim(),
        ip: request.ip,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return reply.code(200).send({ Success: true });
  };
  return withFieldErrors(handler, ombudsmenFieldRules);
}

// The login stack's forms as zod schemas (requirements §5 messages). The app gives them to the form
// actors the login machine invokes, so the form and the machine check the same thing.
import { z } from '@machines/zod';
import { birthDateRule, emailRule, mailCodeSchema, onlyWhen, passwordRule, phoneRule, repeatRule, requiredRule, sameAs, smsCodeSchema } from '@/domain/field-rules';

export const loginSchema = z.object({ phone: phoneRule(), password: requiredRule() });
export const recoverySchema = z.object({ phone: phoneRule(), birthDay: birthDateRule() });
/** The full e-mail is asked for only when the letter is the chosen way. */
export const methodSchema = z.object({ channel: z.string(), email: z.string() }).check(onlyWhen((v) => v.channel === 'email', 'email', emailRule()));
export const newPasswordSchema = z.object({ password: passwordRule(), repeat: repeatRule() }).check(sameAs('password', 'repeat'));

export const LOGIN_SCHEMAS = {
  login: loginSchema,
  smsCode: smsCodeSchema,
  mailCode: mailCodeSchema,
  recovery: recoverySchema,
  method: methodSchema,
  newPassword: newPasswordSchema,
};

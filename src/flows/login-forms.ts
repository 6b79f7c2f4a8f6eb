// Validation of the login stack's forms (SPEC §5 messages). The app gives these rules to the form
// actors the login machine invokes, so the form and the machine check the same thing.
import type { CODE_FIELDS, LOGIN_FIELDS, METHOD_FIELDS, NEW_PASSWORD_FIELDS, RECOVERY_FIELDS } from '@machines/login.machine';
import { birthDateError, emailError, maskedError, passwordError, phoneError, repeatError, requiredError } from '@/domain/validation';

type Rules<F extends readonly string[]> = (v: Record<F[number], string>) => Partial<Record<F[number], string | null>>;

export const validateLogin: Rules<typeof LOGIN_FIELDS> = (v) => ({ phone: phoneError(v.phone), password: requiredError(v.password) });
export const validateSmsCode: Rules<typeof CODE_FIELDS> = (v) => ({ code: maskedError('smsCode', v.code) });
export const validateMailCode: Rules<typeof CODE_FIELDS> = (v) => ({ code: maskedError('mailCode', v.code) });
export const validateRecovery: Rules<typeof RECOVERY_FIELDS> = (v) => ({ phone: phoneError(v.phone), birthDay: birthDateError(v.birthDay) });
/** The full e-mail is asked for only when the letter is the chosen way. */
export const validateMethod: Rules<typeof METHOD_FIELDS> = (v) => ({ email: v.channel === 'email' ? emailError(v.email) : null });
export const validateNewPassword: Rules<typeof NEW_PASSWORD_FIELDS> = (v) => ({ password: passwordError(v.password), repeat: repeatError(v.password, v.repeat) });

export const LOGIN_RULES = {
  login: validateLogin,
  smsCode: validateSmsCode,
  mailCode: validateMailCode,
  recovery: validateRecovery,
  method: validateMethod,
  newPassword: validateNewPassword,
};

// The field rules the account forms' zod schemas are made of (requirements §5 messages and masks; texts
// the spec does not give are designed here). Each rule is a zod string schema whose checks are
// written in the order their messages take precedence: the form shows a field's first issue.
// A check after the "required" one runs only once something is typed, so an optional field
// left empty passes and a required one shows only its "required" message. Only the zod checks
// the boot chunk already holds are used (refine, min/max length): zod's modules live there, so
// any other check (trim, startsWith, superRefine) would grow the home page's JS.
import { z } from '@machines/zod';
import { MASK_INCOMPLETE_MESSAGE, DATE_INVALID_MESSAGE, MASKED_LENGTH, formatDateInput, isMaskComplete, isRealDate, parseRuDate, unformatPhone, type MaskKind } from './masks';
import { NAME_TOO_LONG, PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED, minLengthMessage } from './messages';
import { hasDigitAndLetter, hasNoEdgeHyphen, isCyrillic, isEmail } from './text';

export const CYRILLIC_ONLY = 'Только русские буквы, пробел и дефис';
export const EDGE_HYPHEN = 'Дефис не может стоять в начале или в конце';
export const EMAIL_INVALID = 'Проверьте адрес электронной почты';
export const PASSWORD_NEEDS_DIGIT_AND_LETTER = 'Пароль должен содержать буквы и цифры';
export const PASSWORDS_DIFFER = 'Пароли не совпадают';
export const CONSENT_REQUIRED = 'Без этого согласия продолжить нельзя';
export const TOO_YOUNG = 'Заём можно получить с 18 лет';
export const TOO_OLD = 'Заём можно получить до 75 лет включительно';
/** «от 18 до 75 лет» of the site's borrower requirements: 75 full years still qualify. */
export const APPLICANT_AGE = { min: 18, max: 75 } as const;
export const DATE_IN_FUTURE = 'Дата не может быть в будущем';
export const DATE_BEFORE_BIRTH = 'Паспорт выдаётся не раньше 14 лет';
/** A passport is issued at 14 at the earliest. */
const PASSPORT_AGE = 14;
export const TEXT_TOO_LONG = (max: number) => `Не более ${max} символов`;
export const PASSWORD_MIN_LENGTH = 8;
/** The password rule told beside every new-password field before the first try (issue 28). */
export const PASSWORD_RULE = `${minLengthMessage(PASSWORD_MIN_LENGTH)}, буквы и цифры`;

export type StringRule = z.ZodMiniType<string, string>;

const filled = (value: string) => value.trim() !== '';
/** Params of a check that waits until something is typed. */
const TYPED = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && filled(payload.value) };
const typedRule = (test: (value: string) => boolean, error: string) => z.refine<string>(test, { error, ...TYPED });
/** The "required" check, or none for an optional field. */
const requiredCheck = (required: boolean, error: string = REQUIRED) => (required ? [z.refine<string>(filled, error)] : []);

export const requiredRule = (): StringRule => z.string().check(...requiredCheck(true));

/** Empty → 'Укажите мобильный телефон'; a first digit other than 9 → the +7 9 message; then the whole mask. */
export const phoneRule = (required = true): StringRule =>
  z.string().check(
    ...requiredCheck(required, PHONE_REQUIRED),
    typedRule((masked) => /^9|^$/.test(unformatPhone(masked).slice(1)), PHONE_MUST_START_WITH_9),
    typedRule((masked) => masked.length === MASKED_LENGTH.phone, MASK_INCOMPLETE_MESSAGE),
  );

/** A masked input shows an error if its mask is incomplete (requirements §5); a date must exist on the calendar. */
const maskChecks = (kind: MaskKind) => [
  typedRule((value) => isMaskComplete(kind, value), MASK_INCOMPLETE_MESSAGE),
  ...(kind === 'date' ? [typedRule((value) => isRealDate(formatDateInput(value)), DATE_INVALID_MESSAGE)] : []),
];

export const maskedRule = (kind: MaskKind, required = true): StringRule => z.string().check(...requiredCheck(required), ...maskChecks(kind));

/** A person's name: Cyrillic letters, spaces and hyphens, at most 50, judged without the spaces around it. */
export const nameRule = (required = true): StringRule =>
  z.string().check(
    ...requiredCheck(required),
    typedRule((name) => name.trim().length <= 50, NAME_TOO_LONG),
    typedRule((name) => isCyrillic(name.trim()), CYRILLIC_ONLY),
    typedRule((name) => hasNoEdgeHyphen(name.trim()), EDGE_HYPHEN),
  );

export const textRule = (max: number, required = true): StringRule =>
  z.string().check(...requiredCheck(required), z.maxLength(max, { error: TEXT_TOO_LONG(max), ...TYPED }));

export const emailRule = (): StringRule => z.string().check(...requiredCheck(true), typedRule((email) => isEmail(email.trim()), EMAIL_INVALID));

/** A new password: spaces count as characters, so only an empty field is "required". */
export const passwordRule = (): StringRule =>
  z.string().check(
    z.minLength(1, REQUIRED),
    z.minLength(PASSWORD_MIN_LENGTH, { error: minLengthMessage(PASSWORD_MIN_LENGTH), ...TYPED }),
    typedRule(hasDigitAndLetter, PASSWORD_NEEDS_DIGIT_AND_LETTER),
  );

/** The repeat of a password: its own rule is only "required"; `sameAs` compares it with the password. */
export const repeatRule = (): StringRule => z.string().check(z.minLength(1, REQUIRED));

/** A form check: the repeat field, once typed, equals the password field. */
export const sameAs = <K extends string>(password: K, repeat: K) =>
  z.refine<Record<K, string>>((v) => v[repeat] === '' || v[repeat] === v[password], { error: PASSWORDS_DIFFER, path: [repeat] });

const toUtc = (masked: string): number | null => {
  const d = parseRuDate(masked);
  return d ? Date.UTC(d.year, d.month - 1, d.day) : null;
};

/** Full years from one instant to another (a birthday counts from its day). */
const yearsBetween = (from: number, to: number): number => {
  const a = new Date(from);
  const b = new Date(to);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())) years -= 1;
  return years;
};

/** A check of a typed date that exists; any other value is the mask checks' business. Reads the clock when it runs. */
const dateRule = (test: (date: number, now: number) => boolean, error: string) =>
  typedRule((masked) => {
    const date = toUtc(masked);
    return date === null || test(date, Date.now());
  }, error);

const notInFuture = dateRule((date, now) => date <= now, DATE_IN_FUTURE);

/** A real past date of an adult (password recovery asks it of clients of any age). */
export const birthDateRule = (): StringRule =>
  z.string().check(...requiredCheck(true), ...maskChecks('date'), notInFuture, dateRule((date, now) => yearsBetween(date, now) >= APPLICANT_AGE.min, TOO_YOUNG));

/** Registration: the borrower's age must be within the site's 18–75 years. */
export const applicantBirthDateRule = (): StringRule =>
  z.string().check(
    ...requiredCheck(true),
    ...maskChecks('date'),
    notInFuture,
    dateRule((date, now) => yearsBetween(date, now) >= APPLICANT_AGE.min, TOO_YOUNG),
    dateRule((date, now) => yearsBetween(date, now) <= APPLICANT_AGE.max, TOO_OLD),
  );

/** A passport's issue date: real, not in the future; `issuedAfterAge` compares it with the holder's birth date. */
export const issueDateRule = (): StringRule => z.string().check(...requiredCheck(true), ...maskChecks('date'), notInFuture);

/** A form check: the passport was issued when its holder was 14 or older (when both dates are real). */
export const issuedAfterAge = <K extends string>(issueDate: K, birthDate: K) =>
  z.refine<Record<K, string>>(
    (v) => {
      const issued = toUtc(v[issueDate]);
      const birth = toUtc(v[birthDate]);
      return issued === null || birth === null || yearsBetween(birth, issued) >= PASSPORT_AGE;
    },
    { error: DATE_BEFORE_BIRTH, path: [issueDate] },
  );

/**
 * A form check: `field` follows `rule` only when `applies` holds for the whole form (a field the
 * form asks for only sometimes, e.g. the employer of an employed client).
 */
export function onlyWhen<V extends Record<string, string>>(applies: (values: V) => boolean, field: keyof V & string, rule: StringRule) {
  return z.refine<V>((values) => !applies(values) || rule.safeParse(values[field]).success, {
    path: [field],
    error: (issue) => rule.safeParse((issue.input as V)[field]).error?.issues[0]?.message,
  });
}

/** The one-field form of an SMS code (a sign-up, a sign-in, a recovery, a signature): six digits. */
export const smsCodeSchema = z.object({ code: maskedRule('smsCode') });
/** The one-field form of a letter's code: ten characters. */
export const mailCodeSchema = z.object({ code: maskedRule('mailCode') });

// Field rules of the account forms (SPEC §5 messages and masks; texts the spec does not give
// are designed here). Pure: each returns the message to show, or null.
import { MASK_INCOMPLETE_MESSAGE, MASKED_LENGTH, maskError, parseRuDate, unformatPhone, type MaskKind } from '@/domain/masks';
import { NAME_TOO_LONG, PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED, minLengthMessage } from '@/domain/messages';
import { hasDigitAndLetter, hasNoEdgeHyphen, isCyrillic, isEmail } from '@/domain/text';

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
export const TEXT_TOO_LONG = (max: number) => `Не более ${max} символов`;
export const PASSWORD_MIN_LENGTH = 8;
/** The password rule told beside every new-password field before the first try (issue 28). */
export const PASSWORD_RULE = `${minLengthMessage(PASSWORD_MIN_LENGTH)}, буквы и цифры`;

/** Empty → 'Укажите мобильный телефон'; a first digit other than 9 → the +7 9 message; incomplete on blur. */
export function phoneError(masked: string): string | null {
  if (masked.trim() === '') return PHONE_REQUIRED;
  const national = unformatPhone(masked).slice(1);
  if (national.length > 0 && !national.startsWith('9')) return PHONE_MUST_START_WITH_9;
  return masked.length === MASKED_LENGTH.phone ? null : MASK_INCOMPLETE_MESSAGE;
}

export const requiredError = (value: string): string | null => (value.trim() === '' ? REQUIRED : null);

export function maskedError(kind: MaskKind, value: string, required = true): string | null {
  if (value.trim() === '') return required ? REQUIRED : null;
  return maskError(kind, value);
}

export function nameError(value: string, required = true): string | null {
  const v = value.trim();
  if (v === '') return required ? REQUIRED : null;
  if (v.length > 50) return NAME_TOO_LONG;
  if (!isCyrillic(v)) return CYRILLIC_ONLY;
  if (!hasNoEdgeHyphen(v)) return EDGE_HYPHEN;
  return null;
}

export function textError(value: string, max: number, required = true): string | null {
  if (value.trim() === '') return required ? REQUIRED : null;
  return value.length > max ? TEXT_TOO_LONG(max) : null;
}

export function emailError(value: string): string | null {
  if (value.trim() === '') return REQUIRED;
  return isEmail(value.trim()) ? null : EMAIL_INVALID;
}

export function passwordError(value: string): string | null {
  if (value === '') return REQUIRED;
  if (value.length < PASSWORD_MIN_LENGTH) return minLengthMessage(PASSWORD_MIN_LENGTH);
  return hasDigitAndLetter(value) ? null : PASSWORD_NEEDS_DIGIT_AND_LETTER;
}

export const repeatError = (password: string, repeat: string): string | null =>
  repeat === '' ? REQUIRED : repeat === password ? null : PASSWORDS_DIFFER;

export const consentError = (checked: boolean): string | null => (checked ? null : CONSENT_REQUIRED);

const toUtc = (masked: string): number | null => {
  const d = parseRuDate(masked);
  return d ? Date.UTC(d.year, d.month - 1, d.day) : null;
};

const yearsBetween = (from: number, to: number): number => {
  const a = new Date(from);
  const b = new Date(to);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())) years -= 1;
  return years;
};

/** A real past date of an adult (password recovery asks it of clients of any age). */
export function birthDateError(masked: string, now: Date = new Date()): string | null {
  const base = maskedError('date', masked);
  if (base) return base;
  const date = toUtc(masked)!;
  if (date > now.getTime()) return DATE_IN_FUTURE;
  return yearsBetween(date, now.getTime()) < APPLICANT_AGE.min ? TOO_YOUNG : null;
}

/** Registration: the borrower's age must be within the site's 18–75 years. */
export function applicantBirthDateError(masked: string, now: Date = new Date()): string | null {
  const base = birthDateError(masked, now);
  if (base) return base;
  return yearsBetween(toUtc(masked)!, now.getTime()) > APPLICANT_AGE.max ? TOO_OLD : null;
}

export function issueDateError(masked: string, birthMasked: string, now: Date = new Date()): string | null {
  const base = maskedError('date', masked);
  if (base) return base;
  const date = toUtc(masked)!;
  if (date > now.getTime()) return DATE_IN_FUTURE;
  const birth = toUtc(birthMasked);
  return birth !== null && yearsBetween(birth, date) < 14 ? DATE_BEFORE_BIRTH : null;
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' for the contract's CalendarDate. */
export function toIsoDate(masked: string): string {
  const d = parseRuDate(masked);
  if (!d) return '';
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function fromIsoDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

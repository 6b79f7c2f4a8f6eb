// Call-back form rules (requirements §5 "Call-back form"). Pure: shared by the machine and the view.
export const CALL_BACK_MESSAGES = {
  phoneRequired: 'Укажите мобильный телефон',
  phonePrefix: 'Номер телефона должен начинаться с +7 9',
  nameTooLong: 'Не более 50 символов',
  questionTooLong: 'Не более 500 символов',
  server: 'Ошибка на сервере',
} as const;

export const PHONE_MASK = '+7 (___) ___-__-__';
export const PHONE_MASKED_LENGTH = PHONE_MASK.length; // 18
export const PHONE_RAW_MAX = 11;
export const NAME_MAX = 50;
export const QUESTION_MAX = 500;

export type CallBackField = 'Phone' | 'Name' | 'Question';
export const CALL_BACK_FIELDS: readonly CallBackField[] = ['Phone', 'Name', 'Question'];

/** Digits only, at most 11: what the server receives. */
export const rawPhone = (masked: string): string => masked.replace(/\D/g, '').slice(0, PHONE_RAW_MAX);

/** Leaves Cyrillic letters and spaces: digits and other characters are dropped as typed. */
export const sanitizeName = (value: string): string => value.replace(/[^А-Яа-яЁё ]/g, '');

/**
 * An empty or incomplete mask gets the "required" message: the spec names no separate text
 * for an incomplete phone, and the field is not usable until all 18 characters are there.
 */
export function validatePhone(masked: string): string | null {
  if (masked.length !== PHONE_MASKED_LENGTH || rawPhone(masked).length !== PHONE_RAW_MAX) return CALL_BACK_MESSAGES.phoneRequired;
  if (!masked.startsWith('+7 (9')) return CALL_BACK_MESSAGES.phonePrefix;
  return null;
}

export const validateName = (value: string): string | null =>
  sanitizeName(value).length > NAME_MAX ? CALL_BACK_MESSAGES.nameTooLong : null;

export const validateQuestion = (value: string): string | null =>
  value.length > QUESTION_MAX ? CALL_BACK_MESSAGES.questionTooLong : null;

export const VALIDATORS: Record<CallBackField, (value: string) => string | null> = {
  Phone: validatePhone,
  Name: validateName,
  Question: validateQuestion,
};

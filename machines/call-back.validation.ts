// Call-back form rules (requirements §5 "Call-back form") as the form's zod schema, with the phone and
// name helpers the machine and the view share. Pure.
import { z } from './zod';

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

/** The masked phone is whole: 18 characters and 11 digits. */
const isWholePhone = (masked: string) => masked.length === PHONE_MASKED_LENGTH && rawPhone(masked).length === PHONE_RAW_MAX;

/**
 * The form's rules, in the order their messages take precedence. An empty or incomplete phone
 * gets the "required" message: the spec names no separate text for an incomplete phone, and the
 * field is not usable until all 18 characters are there.
 */
export const callBackSchema = z.object({
  Phone: z.string().check(z.refine(isWholePhone, CALL_BACK_MESSAGES.phoneRequired), z.refine((masked) => masked.startsWith('+7 (9'), CALL_BACK_MESSAGES.phonePrefix)),
  Name: z.string().check(z.refine((value) => sanitizeName(value).length <= NAME_MAX, CALL_BACK_MESSAGES.nameTooLong)),
  Question: z.string().check(z.maxLength(QUESTION_MAX, CALL_BACK_MESSAGES.questionTooLong)),
});

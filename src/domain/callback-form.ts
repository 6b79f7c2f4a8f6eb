// Field rules of the call-back form (SPEC §5). Each validator returns the message to show,
// or null when the value is fine.
import { MASKED_LENGTH, MASK_INCOMPLETE_MESSAGE } from './masks';
import { NAME_TOO_LONG, PHONE_MUST_START_WITH_9, PHONE_REQUIRED, QUESTION_TOO_LONG } from './messages';
import { latinToCyrillic, sanitizeCallBackName } from './text';

export const NAME_MAX_LENGTH = 50;
export const QUESTION_MAX_LENGTH = 500;
const MOBILE_PREFIX = '+7 (9';

/** `masked` is the phone input's shown value, e.g. '+7 (900) 123-45-67'. */
export function validateCallBackPhone(masked: string): string | null {
  if (masked.trim() === '') return PHONE_REQUIRED;
  // Checked on the typed part too, so '+7 (8' is told the real problem, not "incomplete".
  if (!MOBILE_PREFIX.startsWith(masked.slice(0, MOBILE_PREFIX.length))) return PHONE_MUST_START_WITH_9;
  if (masked.length !== MASKED_LENGTH.phone) return MASK_INCOMPLETE_MESSAGE;
  return null;
}

export const validateCallBackName = (name: string): string | null =>
  name.length > NAME_MAX_LENGTH ? NAME_TOO_LONG : null;

export const validateCallBackQuestion = (question: string): string | null =>
  question.length > QUESTION_MAX_LENGTH ? QUESTION_TOO_LONG : null;

/**
 * What the name field keeps of typed text: a name typed in the Latin layout by mistake is
 * read as Cyrillic first ('bdfy' → 'иван'), then everything but Cyrillic letters and spaces
 * goes.
 */
export const normalizeCallBackName = (typed: string): string => sanitizeCallBackName(latinToCyrillic(typed));

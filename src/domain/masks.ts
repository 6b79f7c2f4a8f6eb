// Input masks of requirements §5. Each kind has plain option objects for imask / react-imask and
// pure functions that give the same result as imask does, so machines, views and tests can
// format and check values without a DOM.
import { groupThousands } from './money';

export type MaskKind = 'phone' | 'passport' | 'inn' | 'date' | 'departmentCode' | 'smsCode' | 'mailCode';

/** The part of imask's masked model that `prepare` uses; kept local so the domain needs no imask import. */
export interface MaskModel {
  readonly unmaskedValue: string;
  reset(): void;
}

/** Shape accepted by imask's pattern mask; kept local so the domain needs no imask import. */
export interface PatternMaskOptions {
  readonly mask: string;
  readonly lazy: boolean;
  readonly placeholderChar: string;
  readonly definitions?: Readonly<Record<string, RegExp>>;
  /** imask calls it with every chunk of input (a typed character, a paste, an autofill) before masking it. */
  readonly prepare?: (chars: string, masked: MaskModel, flags: { readonly tail?: boolean }) => string;
}

const PLACEHOLDER_CHAR = '_';
// Mail codes are letters and digits; a custom definition keeps spaces and punctuation out.
const MAIL_CODE_CHAR = /[0-9A-Za-zА-Яа-яЁё]/;

// In imask patterns '0' is a digit slot, '#' our mail-code slot, '{7}' a fixed character
// that is part of the unmasked value, anything else a fixed literal.
const PATTERNS: Record<MaskKind, string> = {
  phone: '+{7} (000) 000-00-00',
  passport: '0000 000000',
  inn: '000000000000',
  date: '00.00.0000',
  departmentCode: '000-000',
  smsCode: '000 000',
  mailCode: '##########',
};

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * '89123456789' or '79123456789' → '9123456789': eleven digits starting with 8 (trunk prefix)
 * or 7 (country code) are a whole number written the Russian way, so the first digit is not
 * part of the number. The number itself starts with 3–9 (no area code under +7 starts with 0,
 * 1 or 2): a digit typed past a full +7 (800) 123-45-67 is refused, not read as 8 001….
 * Anything else → null (ten digits such as 8001234567 stay as they are).
 */
export function nationalFromFullNumber(digits: string): string | null {
  return /^[78][3-9]\d{9}$/.test(digits) ? digits.slice(1) : null;
}

/**
 * imask `prepare` of the phone mask. The mask alone reads a leading 8 as the operator code's
 * first digit («8 912 345-67-89» → +7 (891) 234-56-78). The digits already in the field plus
 * the arriving ones decide: when they make eleven digits starting with 8 or 7, the field is
 * refilled with the ten after it. So a paste, an autofill or a number typed in full ends as
 * +7 (912) 345-67-89, and a typed leading 8 stays on screen until the eleventh digit arrives
 * (until then it may be the 8 of 800). The tail that imask re-appends after an edit inside the
 * value is left alone: it is digits that were already in the field.
 */
function preparePhoneInput(chars: string, masked: MaskModel, flags: { readonly tail?: boolean }): string {
  if (flags.tail) return chars;
  const national = nationalFromFullNumber(masked.unmaskedValue.slice(1) + digitsOf(chars));
  if (national === null) return chars;
  masked.reset();
  return `7${national}`;
}

/** lazy: true — the empty field stays empty; views show `MASK_PLACEHOLDERS` as placeholder text. */
export const MASK_OPTIONS: Readonly<Record<MaskKind, PatternMaskOptions>> = Object.fromEntries(
  (Object.keys(PATTERNS) as MaskKind[]).map((kind) => [
    kind,
    {
      mask: PATTERNS[kind],
      lazy: true,
      placeholderChar: PLACEHOLDER_CHAR,
      ...(kind === 'mailCode' ? { definitions: { '#': MAIL_CODE_CHAR } } : {}),
      ...(kind === 'phone' ? { prepare: preparePhoneInput } : {}),
    },
  ]),
) as Record<MaskKind, PatternMaskOptions>;

type Token =
  | { readonly type: 'slot'; readonly test: RegExp }
  | { readonly type: 'fixed'; readonly char: string; readonly unmasking: boolean };

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  let unmasking = false;
  for (const char of pattern) {
    if (char === '{') unmasking = true;
    else if (char === '}') unmasking = false;
    else if (char === '0') tokens.push({ type: 'slot', test: /\d/ });
    else if (char === '#') tokens.push({ type: 'slot', test: MAIL_CODE_CHAR });
    else tokens.push({ type: 'fixed', char, unmasking });
  }
  return tokens;
}

const TOKENS: Record<MaskKind, Token[]> = Object.fromEntries(
  (Object.keys(PATTERNS) as MaskKind[]).map((kind) => [kind, tokenize(PATTERNS[kind])]),
) as Record<MaskKind, Token[]>;

export interface MaskResult {
  /** What the input shows. */
  readonly value: string;
  /** Slot characters plus fixed ones marked as unmasked (the phone's leading 7). */
  readonly unmasked: string;
  /** Every slot filled. */
  readonly complete: boolean;
}

/**
 * Feeds `input` through the mask the way imask does on typing or paste: fixed literals up
 * to the next slot are shown as soon as any character arrives, a character equal to one of
 * them is taken as that literal, one fitting the slot fills it, anything else is dropped.
 */
export function applyMask(kind: MaskKind, input: string, options: { lazy?: boolean } = {}): MaskResult {
  if (kind === 'phone') {
    // What preparePhoneInput does when the whole input arrives in an empty field.
    const national = nationalFromFullNumber(digitsOf(input));
    if (national !== null) return applyPattern(kind, `7${national}`, options);
  }
  return applyPattern(kind, input, options);
}

function applyPattern(kind: MaskKind, input: string, options: { lazy?: boolean }): MaskResult {
  const tokens = TOKENS[kind];
  let value = '';
  let unmasked = '';
  let pos = 0;
  for (const ch of input) {
    while (pos < tokens.length) {
      const token = tokens[pos]!;
      pos += 1;
      if (token.type === 'fixed') {
        value += token.char;
        if (token.unmasking) unmasked += token.char;
        if (token.char === ch) break;
        continue;
      }
      if (token.test.test(ch)) {
        value += ch;
        unmasked += ch;
      } else {
        pos -= 1;
      }
      break;
    }
  }
  const complete = tokens.slice(pos).every((t) => t.type === 'fixed');
  if (options.lazy === false) {
    for (const token of tokens.slice(pos)) {
      value += token.type === 'fixed' ? token.char : PLACEHOLDER_CHAR;
      if (token.type === 'fixed' && token.unmasking) unmasked += token.char;
    }
  }
  return { value, unmasked, complete };
}

/** The mask with every slot empty, e.g. '+7 (___) ___-__-__'; for placeholder text. */
export const MASK_PLACEHOLDERS: Readonly<Record<MaskKind, string>> = Object.fromEntries(
  (Object.keys(PATTERNS) as MaskKind[]).map((kind) => [kind, applyMask(kind, '', { lazy: false }).value]),
) as Record<MaskKind, string>;

/** Number of characters a complete value shows (18 for the phone, requirements §9). */
export const MASKED_LENGTH: Readonly<Record<MaskKind, number>> = Object.fromEntries(
  (Object.keys(PATTERNS) as MaskKind[]).map((kind) => [kind, MASK_PLACEHOLDERS[kind].length]),
) as Record<MaskKind, number>;

export const formatMasked = (kind: MaskKind, raw: string): string => applyMask(kind, raw).value;
export const unformatMasked = (kind: MaskKind, masked: string): string => applyMask(kind, masked).unmasked;

/** '79001234567' or '9001234567' → '+7 (900) 123-45-67'. */
export const formatPhone = (raw: string): string => formatMasked('phone', raw);
/** '+7 (900) 123-45-67' → '79001234567' (digits only, at most 11). */
export const unformatPhone = (masked: string): string => unformatMasked('phone', masked);
/**
 * For pasted or stored numbers in any common form ('8 900 123-45-67', '+7 900…', '900…'):
 * a leading 8 or 7 of an 11-digit number is the trunk or country code, not part of the number.
 */
export function formatPhoneFromAnyText(text: string): string {
  const digits = digitsOf(text);
  return digits === '' ? '' : formatPhone(`7${nationalFromFullNumber(digits) ?? digits}`);
}
export const formatPassport = (raw: string): string => formatMasked('passport', raw);
export const unformatPassport = (masked: string): string => unformatMasked('passport', masked);
export const formatInn = (raw: string): string => formatMasked('inn', raw);
export const unformatInn = (masked: string): string => unformatMasked('inn', masked);
export const formatDateInput = (raw: string): string => formatMasked('date', raw);
export const formatDepartmentCode = (raw: string): string => formatMasked('departmentCode', raw);
export const unformatDepartmentCode = (masked: string): string => unformatMasked('departmentCode', masked);
export const formatSmsCode = (raw: string): string => formatMasked('smsCode', raw);
export const unformatSmsCode = (masked: string): string => unformatMasked('smsCode', masked);
export const formatMailCode = (raw: string): string => formatMasked('mailCode', raw);
export const unformatMailCode = (masked: string): string => unformatMasked('mailCode', masked);

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** 'DD.MM.YYYY' → the date when it exists on the calendar (29.02 only in leap years), else null. */
export function parseRuDate(masked: string): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(masked);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
  return day <= daysInMonth ? { year, month, day } : null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export const isRealDate = (masked: string): boolean => parseRuDate(masked) !== null;

/** The rule "a masked input shows an error on blur if the mask is incomplete" (requirements §5). */
export const isMaskComplete = (kind: MaskKind, value: string): boolean => applyMask(kind, value).complete;

// Designed texts (the spec gives none for these); the forms' rules (src/domain/field-rules.ts) show them.
export const MASK_INCOMPLETE_MESSAGE = 'Заполните поле полностью';
export const DATE_INVALID_MESSAGE = 'Такой даты не существует';

// Currency input: whole roubles, no sign, 0 to 999 999 999 (requirements §5, §9).
export const CURRENCY_MIN = 0;
export const CURRENCY_MAX = 999_999_999;

/** Options for imask's number mask; `mask: Number` is how imask names it. */
export const CURRENCY_MASK_OPTIONS = {
  mask: Number,
  scale: 0,
  min: CURRENCY_MIN,
  max: CURRENCY_MAX,
  thousandsSeparator: '\u00A0',
  radix: ',',
} as const;

/** 1234567 → '1 234 567'; out-of-range and fractional values are clamped and truncated. */
export function formatCurrency(rubles: number): string {
  const clamped = Math.min(CURRENCY_MAX, Math.max(CURRENCY_MIN, Math.trunc(rubles) || 0));
  return groupThousands(clamped);
}

/**
 * Text → whole roubles, or null when there are no digits. Like the number mask, digits that
 * would pass the maximum are dropped rather than the value being clamped.
 */
export function parseCurrency(text: string): number | null {
  let value: number | null = null;
  for (const ch of text.replace(/\D/g, '')) {
    const next: number = (value ?? 0) * 10 + Number(ch);
    if (next <= CURRENCY_MAX) value = next;
  }
  return value;
}

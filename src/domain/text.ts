// Text helpers of requirements §5. Patterns are exported so forms and schemas can reuse them.

/** Local part of letters, digits and ._%+-, '@', a domain, a dot, at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** As EMAIL_PATTERN, but the domain name before the final dot has no dots or hyphens. */
export const EMAIL_STRICT_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]+\.[A-Za-z]{2,}$/;
/** Cyrillic letters, spaces and hyphens only. */
export const CYRILLIC_PATTERN = /^[А-Яа-яЁё -]+$/;
/** Two or more words of at least two letters, separated by a space or a hyphen. */
export const MULTI_WORD_PATTERN = /^\p{L}{2,}(?:[ -]\p{L}{2,})+$/u;

export const isEmail = (s: string): boolean => EMAIL_PATTERN.test(s);
export const isStrictEmail = (s: string): boolean => EMAIL_STRICT_PATTERN.test(s);
export const isCyrillic = (s: string): boolean => CYRILLIC_PATTERN.test(s);
export const hasDigitAndLetter = (s: string): boolean => /\d/.test(s) && /\p{L}/u.test(s);
export const hasNoEdgeHyphen = (s: string): boolean => !s.startsWith('-') && !s.endsWith('-');
export const isMultiWord = (s: string): boolean => MULTI_WORD_PATTERN.test(s);

export const stripNonDigits = (s: string): string => s.replace(/\D/g, '');
/** Keeps Latin and Cyrillic letters, spaces and hyphens. */
export const stripNonLetters = (s: string): string => s.replace(/[^A-Za-zА-Яа-яЁё -]/g, '');
/** Call-back name: digits and other non-letters go, Cyrillic letters and spaces stay. */
export const sanitizeCallBackName = (s: string): string => s.replace(/[^А-Яа-яЁё ]/g, '');

// Keys of the Russian ЙЦУКЕН layout and the characters the same keys give in the US layout,
// lower and upper case. Both strings have the same length, key for key.
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>~";
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

function keyMap(from: string, to: string): ReadonlyMap<string, string> {
  const toChars = [...to];
  return new Map([...from].map((ch, i) => [ch, toChars[i]!]));
}

const LATIN_TO_CYRILLIC = keyMap(LATIN_KEYS, CYRILLIC_KEYS);
const CYRILLIC_TO_LATIN = keyMap(CYRILLIC_KEYS, LATIN_KEYS);

/** Text typed with the US layout on but meant in Russian: 'Bdfyjd' → 'Иванов'. */
export const latinToCyrillic = (s: string): string =>
  [...s].map((ch) => LATIN_TO_CYRILLIC.get(ch) ?? ch).join('');

/** Text typed with the Russian layout on but meant in Latin: 'шмфт' → 'ivan'. */
export const cyrillicToLatin = (s: string): string =>
  [...s].map((ch) => CYRILLIC_TO_LATIN.get(ch) ?? ch).join('');

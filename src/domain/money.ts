// Money is held in integer kopecks (design-notes §5); roubles appear only at the edges
// (inputs, settings, display).

/** Russian typography keeps a number with its unit and groups thousands with a no-break space. */
export const NBSP = '\u00A0';
export const RUB_SIGN = '₽';

function assertKopecks(kopecks: number): void {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`kopecks must be a safe integer, got ${kopecks}`);
}

export function rublesToKopecks(rubles: number): number {
  if (!Number.isFinite(rubles)) throw new RangeError(`rubles must be finite, got ${rubles}`);
  // Rounding absorbs binary noise such as 0.29 * 100 = 28.999999999999996.
  return Math.round(rubles * 100);
}

export function kopecksToRubles(kopecks: number): number {
  assertKopecks(kopecks);
  return kopecks / 100;
}

/** '1234567' → '1 234 567' (no-break spaces). Accepts a non-negative integer or its digits. */
export function groupThousands(value: number | string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** '12 345' or '12 345,50' — kopecks shown only when there are any. */
export function formatRubAmount(kopecks: number): string {
  assertKopecks(kopecks);
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const whole = groupThousands(Math.floor(abs / 100));
  const cents = abs % 100;
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole},${String(cents).padStart(2, '0')}`;
}

/** '12 345 ₽' */
export function formatRub(kopecks: number): string {
  return `${formatRubAmount(kopecks)}${NBSP}${RUB_SIGN}`;
}

export type PluralForms = readonly [one: string, few: string, many: string];

/** Russian plural: 1 день, 2 дня, 5 дней, 11 дней, 21 день, 1,5 дня. */
export function pluralRu(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];

export const pluralDays = (n: number): string => pluralRu(n, DAY_FORMS);

/** '30 дней' with a no-break space. */
export const formatDays = (n: number): string => `${n}${NBSP}${pluralDays(n)}`;

/** A percentage in Russian notation: «0,7 %», «255,500 %» (`digits` at least, at most 3). */
export const formatPercent = (value: number, digits: number) =>
  `${value.toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: Math.max(3, digits) })}${NBSP}%`;

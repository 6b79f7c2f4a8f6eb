import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NBSP, formatDays, formatRub, formatRubAmount, groupThousands, kopecksToRubles, pluralDays, pluralRu,
  rublesToKopecks,
} from './money';

describe('kopecks and roubles', () => {
  it('converts both ways', () => {
    expect(rublesToKopecks(12345)).toBe(1234500);
    expect(rublesToKopecks(0.29)).toBe(29);
    expect(kopecksToRubles(1234550)).toBe(12345.5);
  });

  it('round-trips any integer amount of kopecks', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (k) => {
      expect(rublesToKopecks(kopecksToRubles(k))).toBe(k);
    }));
  });

  it('rejects non-integer kopecks and non-finite roubles', () => {
    expect(() => kopecksToRubles(1.5)).toThrow(RangeError);
    expect(() => rublesToKopecks(Number.NaN)).toThrow(RangeError);
    expect(() => formatRub(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('groups thousands with a no-break space', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe(`1${NBSP}000`);
    expect(groupThousands('999999999')).toBe(`999${NBSP}999${NBSP}999`);
  });

  it('agrees with Intl ru-RU grouping', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
      expect(groupThousands(n)).toBe(intl.format(n));
    }));
  });

  it('formats roubles with and without the sign', () => {
    expect(formatRub(1234500)).toBe(`12${NBSP}345${NBSP}₽`);
    expect(formatRubAmount(1234500)).toBe(`12${NBSP}345`);
    expect(formatRubAmount(1234550)).toBe(`12${NBSP}345,50`);
    expect(formatRubAmount(5)).toBe('0,05');
    expect(formatRub(0)).toBe(`0${NBSP}₽`);
    expect(formatRub(-150000)).toBe(`-1${NBSP}500${NBSP}₽`);
  });

  it('formatted amount parses back to the same kopecks', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e13 }), (k) => {
      const text = formatRubAmount(k).replaceAll(NBSP, '').replace(',', '.');
      expect(rublesToKopecks(Number(text))).toBe(k);
    }));
  });
});

describe('Russian plurals', () => {
  it('picks день / дня / дней', () => {
    const cases: Array<[number, string]> = [
      [0, 'дней'], [1, 'день'], [2, 'дня'], [4, 'дня'], [5, 'дней'], [11, 'дней'], [12, 'дней'],
      [14, 'дней'], [21, 'день'], [22, 'дня'], [25, 'дней'], [101, 'день'], [111, 'дней'], [112, 'дней'],
      [122, 'дня'], [-1, 'день'], [1.5, 'дня'],
    ];
    for (const [n, word] of cases) expect(pluralDays(n), String(n)).toBe(word);
    expect(formatDays(30)).toBe(`30${NBSP}дней`);
  });

  it('agrees with Intl.PluralRules for ru on integers', () => {
    const rules = new Intl.PluralRules('ru');
    const byCategory: Record<string, string> = { one: 'one', few: 'few', many: 'many' };
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
      expect(pluralRu(n, ['one', 'few', 'many'])).toBe(byCategory[rules.select(n)]);
    }));
  });
});

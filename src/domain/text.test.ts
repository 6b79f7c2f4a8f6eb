import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cyrillicToLatin, hasDigitAndLetter, hasNoEdgeHyphen, isCyrillic, isEmail, isMultiWord, isStrictEmail,
  latinToCyrillic, sanitizeCallBackName, stripNonDigits, stripNonLetters,
} from './text';

const CYRILLIC_LETTERS = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const s of ['ivan@mail.ru', 'i.van_1%+x-y@sub.mail-box.com', 'A@B.CO']) expect(isEmail(s), s).toBe(true);
  });

  it('rejects malformed ones', () => {
    for (const s of ['', 'ivan', 'ivan@', '@mail.ru', 'ivan@mail', 'ivan@mail.r', 'ivan@mail.ru1', 'iv an@mail.ru',
      'иван@mail.ru', 'ivan@@mail.ru']) expect(isEmail(s), s).toBe(false);
  });

  it('strict variant forbids dots and hyphens in the domain name', () => {
    expect(isStrictEmail('ivan.petrov@mail.ru')).toBe(true);
    expect(isStrictEmail('ivan@sub.mail.ru')).toBe(false);
    expect(isStrictEmail('ivan@mail-box.ru')).toBe(false);
    expect(isEmail('ivan@sub.mail.ru')).toBe(true);
  });

  it('every strict address is an address', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(fc.property(word, word, fc.stringMatching(/^[a-z]{2,4}$/), (local, domain, tld) => {
      const s = `${local}@${domain}.${tld}`;
      expect(isStrictEmail(s)).toBe(true);
      expect(isEmail(s)).toBe(true);
    }));
  });
});

describe('letters and words', () => {
  it('Cyrillic only: letters, spaces and hyphens', () => {
    expect(isCyrillic('Анна-Мария Ёлкина')).toBe(true);
    expect(isCyrillic('Anna')).toBe(false);
    expect(isCyrillic('Анна1')).toBe(false);
    expect(isCyrillic('Анна.')).toBe(false);
    expect(isCyrillic('')).toBe(false);
  });

  it('needs both a digit and a letter', () => {
    expect(hasDigitAndLetter('abc1')).toBe(true);
    expect(hasDigitAndLetter('пароль2')).toBe(true);
    expect(hasDigitAndLetter('abc')).toBe(false);
    expect(hasDigitAndLetter('123')).toBe(false);
    expect(hasDigitAndLetter('12-!')).toBe(false);
  });

  it('no leading or trailing hyphen', () => {
    expect(hasNoEdgeHyphen('Римский-Корсаков')).toBe(true);
    expect(hasNoEdgeHyphen('-Иван')).toBe(false);
    expect(hasNoEdgeHyphen('Иван-')).toBe(false);
    expect(hasNoEdgeHyphen('')).toBe(true);
  });

  it('several words of at least two characters', () => {
    expect(isMultiWord('Иванов Иван')).toBe(true);
    expect(isMultiWord('Ростов-на-Дону')).toBe(true);
    expect(isMultiWord('Иванов Иван Иванович')).toBe(true);
    expect(isMultiWord('Иванов')).toBe(false);
    expect(isMultiWord('Иванов И')).toBe(false);
    expect(isMultiWord('Иванов  Иван')).toBe(false);
    expect(isMultiWord(' Иванов Иван')).toBe(false);
    expect(isMultiWord('Иванов 12')).toBe(false);
  });
});

describe('strippers', () => {
  it('strip non-digits', () => {
    expect(stripNonDigits('+7 (900) 123-45-67')).toBe('79001234567');
    fc.assert(fc.property(fc.string(), (s) => {
      const out = stripNonDigits(s);
      expect(out).toMatch(/^\d*$/);
      expect(stripNonDigits(out)).toBe(out);
    }));
  });

  it('strip non-letters keeps Latin, Cyrillic, space and hyphen', () => {
    expect(stripNonLetters('Jean-Поль 2-й!')).toBe('Jean-Поль -й');
    fc.assert(fc.property(fc.string(), (s) => {
      const out = stripNonLetters(s);
      expect(out).toMatch(/^[A-Za-zА-Яа-яЁё -]*$/);
      expect(stripNonLetters(out)).toBe(out);
    }));
  });

  it('call-back name keeps Cyrillic letters and spaces only', () => {
    expect(sanitizeCallBackName('Иван 2000!')).toBe('Иван ');
    expect(sanitizeCallBackName('Ivan_Иван-Ёж')).toBe('ИванЁж');
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...`${CYRILLIC_LETTERS} 09_-.!aZ`) }), (s) => {
      const out = sanitizeCallBackName(s);
      expect(out).toMatch(/^[А-Яа-яЁё ]*$/);
      expect(out.length).toBeLessThanOrEqual(s.length);
      expect(sanitizeCallBackName(out)).toBe(out);
    }));
  });
});

describe('wrong keyboard layout', () => {
  it('converts Latin typing to Cyrillic', () => {
    expect(latinToCyrillic('bdfy')).toBe('иван');
    expect(latinToCyrillic('Bdfyjd')).toBe('Иванов');
    expect(latinToCyrillic(',.;\'[]`')).toBe('бюжэхъё');
    expect(latinToCyrillic('<>:"{}~')).toBe('БЮЖЭХЪЁ');
    expect(latinToCyrillic('Gtnhjd-Djlrby 2')).toBe('Петров-Водкин 2');
  });

  it('converts Cyrillic typing to Latin', () => {
    expect(cyrillicToLatin('шмфт')).toBe('ivan');
    expect(cyrillicToLatin('Шмфт')).toBe('Ivan');
    expect(cyrillicToLatin('бюжэхъё')).toBe(',.;\'[]`');
  });

  it('is a bijection between the two key sets', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...`${CYRILLIC_LETTERS} -`) }), (s) => {
      expect(latinToCyrillic(cyrillicToLatin(s))).toBe(s);
      expect(cyrillicToLatin(s)).not.toMatch(/[А-Яа-яЁё]/);
    }));
    const latin = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>~ -";
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...latin) }), (s) => {
      expect(cyrillicToLatin(latinToCyrillic(s))).toBe(s);
      expect(latinToCyrillic(s)).toMatch(/^[А-Яа-яЁё -]*$/);
    }));
  });

  it('leaves characters outside the letter keys alone', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 !@#$%^&*()-=+/?\\|') }), (s) => {
      expect(latinToCyrillic(s)).toBe(s);
      expect(cyrillicToLatin(s)).toBe(s);
    }));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeCallBackName, validateCallBackName, validateCallBackPhone, validateCallBackQuestion,
} from './callback-form';
import { MASK_INCOMPLETE_MESSAGE, formatPhone } from './masks';

describe('call-back phone', () => {
  it('applies the spec rules in order', () => {
    expect(validateCallBackPhone('')).toBe('Укажите мобильный телефон');
    expect(validateCallBackPhone('+7 (800) 123-45-67')).toBe('Номер телефона должен начинаться с +7 9');
    expect(validateCallBackPhone('+7 (4')).toBe('Номер телефона должен начинаться с +7 9');
    expect(validateCallBackPhone('+7 (')).toBe(MASK_INCOMPLETE_MESSAGE);
    expect(validateCallBackPhone('+7 (900) 123-45')).toBe(MASK_INCOMPLETE_MESSAGE);
    expect(validateCallBackPhone('+7 (900) 123-45-67')).toBeNull();
  });

  it('accepts exactly the complete numbers that start with 9', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,10}$/), (digits) => {
      const error = validateCallBackPhone(formatPhone(digits));
      const ok = digits.length === 10 && digits.startsWith('9');
      expect(error === null).toBe(ok);
      if (!digits.startsWith('9') && !digits.startsWith('7')) expect(error).toBe('Номер телефона должен начинаться с +7 9');
    }));
  });
});

describe('call-back name and question', () => {
  it('limit the length', () => {
    expect(validateCallBackName('а'.repeat(50))).toBeNull();
    expect(validateCallBackName('а'.repeat(51))).toBe('Не более 50 символов');
    expect(validateCallBackQuestion('в'.repeat(500))).toBeNull();
    expect(validateCallBackQuestion('в'.repeat(501))).toBe('Не более 500 символов');
  });

  it('normalise a name typed in the wrong layout', () => {
    expect(normalizeCallBackName('Bdfy Gtnhjd')).toBe('Иван Петров');
    expect(normalizeCallBackName('Иван 2000!')).toBe('Иван ');
    fc.assert(fc.property(fc.string(), (s) => {
      expect(normalizeCallBackName(s)).toMatch(/^[А-Яа-яЁё ]*$/);
    }));
  });
});

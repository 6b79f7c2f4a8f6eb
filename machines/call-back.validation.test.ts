import { describe, expect, it } from 'vitest';
import { rawPhone, sanitizeName, validateName, validatePhone, validateQuestion } from './call-back.validation';

describe('call-back validators (requirements §5)', () => {
  it('phone: required, 18 masked characters, starts with +7 (9', () => {
    expect(validatePhone('')).toBe('Укажите мобильный телефон');
    expect(validatePhone('+7 (912) 345-67')).toBe('Укажите мобильный телефон');
    expect(validatePhone('+7 (9__) ___-__-__')).toBe('Укажите мобильный телефон');
    expect(validatePhone('+7 (812) 345-67-89')).toBe('Номер телефона должен начинаться с +7 9');
    expect(validatePhone('+7 (912) 345-67-89')).toBeNull();
    expect(rawPhone('+7 (912) 345-67-89')).toBe('79123456789');
    expect(rawPhone('+7 (912) 345-67-89 12')).toHaveLength(11);
  });

  it('name: digits and non-word characters removed; at most 50', () => {
    expect(sanitizeName('Иван 2 Petrov-Ёж!')).toBe('Иван  Ёж');
    expect(validateName('А'.repeat(50))).toBeNull();
    expect(validateName('А'.repeat(51))).toBe('Не более 50 символов');
    expect(validateName('А'.repeat(50) + '123')).toBeNull();
  });

  it('question: at most 500', () => {
    expect(validateQuestion('в'.repeat(500))).toBeNull();
    expect(validateQuestion('в'.repeat(501))).toBe('Не более 500 символов');
  });
});

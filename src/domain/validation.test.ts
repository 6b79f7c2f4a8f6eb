import { describe, expect, it } from 'vitest';
import { MASK_INCOMPLETE_MESSAGE } from '@/domain/masks';
import { NAME_TOO_LONG, PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED, minLengthMessage } from '@/domain/messages';
import {
  CONSENT_REQUIRED,
  CYRILLIC_ONLY,
  DATE_BEFORE_BIRTH,
  DATE_IN_FUTURE,
  EMAIL_INVALID,
  PASSWORDS_DIFFER,
  PASSWORD_NEEDS_DIGIT_AND_LETTER,
  TOO_OLD,
  TOO_YOUNG,
  applicantBirthDateError,
  birthDateError,
  consentError,
  emailError,
  fromIsoDate,
  issueDateError,
  maskedError,
  nameError,
  passwordError,
  phoneError,
  repeatError,
  toIsoDate,
} from './validation';
import { loanChoiceFromQuery } from '@/flows/registration/registration-logic';
import { photoError, PHOTO_TOO_BIG, PHOTO_WRONG_TYPE } from '@machines/registration.photo';
import { addressError, ADDRESS_NOT_PICKED, EMPTY_ADDRESS } from '@/flows/registration/step-forms';

const now = new Date('2026-06-15T12:00:00Z');

describe('phone (SPEC §5)', () => {
  it('is required with the spec text', () => expect(phoneError('')).toBe(PHONE_REQUIRED));
  it('must start with +7 9', () => expect(phoneError('+7 (8')).toBe(PHONE_MUST_START_WITH_9));
  it('is incomplete until all 18 characters', () => expect(phoneError('+7 (912) 345-67')).toBe(MASK_INCOMPLETE_MESSAGE));
  it('accepts a full number', () => expect(phoneError('+7 (912) 345-67-89')).toBeNull());
});

describe('masked fields', () => {
  it('passport needs all 10 digits', () => {
    expect(maskedError('passport', '4510 12345')).toBe(MASK_INCOMPLETE_MESSAGE);
    expect(maskedError('passport', '4510 123456')).toBeNull();
    expect(maskedError('passport', '')).toBe(REQUIRED);
  });
  it('department code and SMS code', () => {
    expect(maskedError('departmentCode', '770-00')).toBe(MASK_INCOMPLETE_MESSAGE);
    expect(maskedError('smsCode', '123 456')).toBeNull();
  });
});

describe('names, e-mail, password, consents', () => {
  it('names are Cyrillic, at most 50', () => {
    expect(nameError('Ivan')).toBe(CYRILLIC_ONLY);
    expect(nameError('Я'.repeat(51))).toBe(NAME_TOO_LONG);
    expect(nameError('Анна-Мария')).toBeNull();
    expect(nameError('', false)).toBeNull();
  });
  it('e-mail follows the spec pattern', () => {
    expect(emailError('a@b')).toBe(EMAIL_INVALID);
    expect(emailError('ivan.petrov@mail.ru')).toBeNull();
  });
  it('password: 8+ characters with a digit and a letter', () => {
    expect(passwordError('abc1')).toBe(minLengthMessage(8));
    expect(passwordError('abcdefgh')).toBe(PASSWORD_NEEDS_DIGIT_AND_LETTER);
    expect(passwordError('Demo-2026')).toBeNull();
    expect(repeatError('Demo-2026', 'Demo-2027')).toBe(PASSWORDS_DIFFER);
  });
  it('a consent must be ticked', () => expect(consentError(false)).toBe(CONSENT_REQUIRED));
});

describe('dates', () => {
  it('birth date: real, past, 18+', () => {
    expect(birthDateError('31.02.1990', now)).not.toBeNull();
    expect(birthDateError('01.01.2030', now)).toBe(DATE_IN_FUTURE);
    expect(birthDateError('16.06.2008', now)).toBe(TOO_YOUNG);
    expect(birthDateError('15.06.2008', now)).toBeNull();
  });
  // Issue 11: 01.01.1940 (86 years) passed step 1 although the site lends from 18 to 75.
  it('registration birth date: 18 to 75 full years, both ends in Russian', () => {
    expect(applicantBirthDateError('01.01.1940', now)).toBe(TOO_OLD);
    expect(applicantBirthDateError('15.06.1950', now)).toBe(TOO_OLD);
    expect(applicantBirthDateError('16.06.1950', now)).toBeNull();
    expect(applicantBirthDateError('16.06.2008', now)).toBe(TOO_YOUNG);
    expect(applicantBirthDateError('15.06.2008', now)).toBeNull();
    expect(applicantBirthDateError('', now)).toBe(REQUIRED);
    expect(TOO_OLD).not.toMatch(/[A-Za-z]/);
    // Password recovery asks every client, of any age, for the birth date.
    expect(birthDateError('01.01.1940', now)).toBeNull();
  });
  it('issue date: not future, at 14 or later', () => {
    expect(issueDateError('01.01.2027', '12.04.1988', now)).toBe(DATE_IN_FUTURE);
    expect(issueDateError('01.01.2000', '12.04.1988', now)).toBe(DATE_BEFORE_BIRTH);
    expect(issueDateError('20.06.2015', '12.04.1988', now)).toBeNull();
  });
  it('converts between DD.MM.YYYY and ISO', () => {
    expect(toIsoDate('05.03.1990')).toBe('1990-03-05');
    expect(fromIsoDate('1990-03-05')).toBe('05.03.1990');
  });
});

describe('loan choice, photo and address', () => {
  it('reads amount and term from the query', () => {
    expect(loanChoiceFromQuery('amount=15000&term=21')).toEqual({ amount: 15000, term: 21 });
    expect(loanChoiceFromQuery('amount=-1&term=21')).toBeNull();
    expect(loanChoiceFromQuery('')).toBeNull();
  });
  it('checks photo type and size', () => {
    expect(photoError({ type: 'image/gif', size: 10 })).toBe(PHOTO_WRONG_TYPE);
    expect(photoError({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe(PHOTO_TOO_BIG);
    expect(photoError({ type: 'image/jpeg', size: 1000 })).toBeNull();
  });
  it('an address must come from a suggestion', () => {
    expect(addressError({ ...EMPTY_ADDRESS, query: 'Москва Тверская' })).toBe(ADDRESS_NOT_PICKED);
    expect(addressError({ ...EMPTY_ADDRESS, query: 'x', region: 'Москва', city: 'Москва', street: 'ул. Тверская', house: '1' })).toBeNull();
  });
});

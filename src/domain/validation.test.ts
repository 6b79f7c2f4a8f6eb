import { describe, expect, it } from 'vitest';
import { fromIsoDate, toIsoDate } from './validation';
import { loanChoiceFromQuery } from '@/flows/registration/registration-logic';
import { photoError, PHOTO_TOO_BIG, PHOTO_WRONG_TYPE } from '@machines/registration.photo';

// The forms' field rules are checked form by form in tests/unit/form-schemas.test.ts.
describe('dates', () => {
  it('converts between DD.MM.YYYY and ISO', () => {
    expect(toIsoDate('05.03.1990')).toBe('1990-03-05');
    expect(fromIsoDate('1990-03-05')).toBe('05.03.1990');
  });
});

describe('loan choice and photo', () => {
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
});

import { describe, expect, it } from 'vitest';
import { rawPhone, sanitizeName } from './call-back.validation';

// The form's rules are checked with every other form's in tests/unit/form-schemas.test.ts.
describe('call-back phone and name helpers (requirements §5)', () => {
  it('the raw phone is digits only, at most 11', () => {
    expect(rawPhone('+7 (912) 345-67-89')).toBe('79123456789');
    expect(rawPhone('+7 (912) 345-67-89 12')).toHaveLength(11);
  });

  it('name: digits and non-word characters removed', () => {
    expect(sanitizeName('Иван 2 Petrov-Ёж!')).toBe('Иван  Ёж');
  });
});

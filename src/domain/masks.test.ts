import fc from 'fast-check';
import IMask, { DIRECTION } from 'imask';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_MASK_OPTIONS, MASK_OPTIONS, MASK_PLACEHOLDERS,
  MASKED_LENGTH, type MaskKind, applyMask, formatCurrency, formatDateInput, formatDepartmentCode, formatInn,
  formatMailCode, formatPassport, formatPhone, formatPhoneFromAnyText, formatSmsCode, isMaskComplete, isRealDate,
  nationalFromFullNumber,
  parseCurrency, parseRuDate, unformatDepartmentCode, unformatInn, unformatMailCode, unformatPassport,
  unformatPhone, unformatSmsCode,
} from './masks';
import { NBSP } from './money';

const KINDS = Object.keys(MASK_OPTIONS) as MaskKind[];
const SLOTS: Record<MaskKind, number> = {
  phone: 10, passport: 10, inn: 12, date: 8, departmentCode: 6, smsCode: 6, mailCode: 10,
};

describe('pattern masks', () => {
  it('have the forms of requirements §5', () => {
    expect(MASK_PLACEHOLDERS).toEqual({
      phone: '+7 (___) ___-__-__',
      passport: '____ ______',
      inn: '____________',
      date: '__.__.____',
      departmentCode: '___-___',
      smsCode: '___ ___',
      mailCode: '__________',
    });
    expect(MASKED_LENGTH.phone).toBe(18);
  });

  it('format and unformat each kind', () => {
    expect(formatPhone('79001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhone('9001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhone('900')).toBe('+7 (900');
    expect(formatPhone('')).toBe('');
    expect(unformatPhone('+7 (900) 123-45-67')).toBe('79001234567');
    expect(unformatPhone('+7 (900) 12')).toBe('790012');
    expect(formatPassport('4510123456')).toBe('4510 123456');
    expect(unformatPassport('4510 123456')).toBe('4510123456');
    expect(formatInn('7707-0832-8930')).toBe('770708328930');
    expect(unformatInn('770708328930')).toBe('770708328930');
    expect(formatDateInput('31122024')).toBe('31.12.2024');
    expect(formatDepartmentCode('770001')).toBe('770-001');
    expect(unformatDepartmentCode('770-001')).toBe('770001');
    expect(formatSmsCode('123456')).toBe('123 456');
    expect(unformatSmsCode('123 456')).toBe('123456');
    expect(formatMailCode('ab-12 cdЖ5678x')).toBe('ab12cdЖ567');
    expect(unformatMailCode('ab12cdЖ567')).toBe('ab12cdЖ567');
  });

  it('reads pasted phone numbers in common forms', () => {
    for (const s of ['8 900 123-45-67', '+7 900 123 45 67', '79001234567', '9001234567', '(900)1234567'])
      expect(formatPhoneFromAnyText(s), s).toBe('+7 (900) 123-45-67');
    expect(formatPhoneFromAnyText('')).toBe('');
    expect(formatPhoneFromAnyText('900')).toBe('+7 (900');
    fc.assert(fc.property(fc.stringMatching(/^9\d{9}$/), fc.constantFrom('8', '7', '+7 ', ''), (national, prefix) => {
      expect(unformatPhone(formatPhoneFromAnyText(prefix + national))).toBe(`7${national}`);
    }));
  });

  it('never lets the phone raw value exceed 11 digits or the masked one 18 characters', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+()- 7a'), maxLength: 40 }), (s) => {
      const { value, unmasked } = applyMask('phone', s);
      expect(unmasked).toMatch(/^(7\d{0,10})?$/);
      expect(value.length).toBeLessThanOrEqual(18);
    }));
  });

  it('round-trips: unformat(format(raw)) keeps the raw slots, format(unformat(v)) keeps v', () => {
    fc.assert(fc.property(fc.constantFrom(...KINDS.filter((k) => k !== 'mailCode')), fc.stringMatching(/^\d{0,14}$/),
      (kind, digits) => {
        const shown = applyMask(kind, digits).value;
        const raw = applyMask(kind, shown).unmasked;
        expect(applyMask(kind, raw).value).toBe(shown);
        expect(applyMask(kind, shown).value).toBe(shown);
      }));
  });

  it('is complete exactly when every slot is filled', () => {
    fc.assert(fc.property(fc.constantFrom(...KINDS), fc.stringMatching(/^\d{0,14}$/), (kind, digits) => {
      // A phone typed with a leading 7 starts with the country code, which fills no slot (an 8 is an area-code digit here).
      const slotsFilled = kind === 'phone' && /^7/.test(digits) ? digits.length - 1 : digits.length;
      expect(isMaskComplete(kind, digits)).toBe(slotsFilled >= SLOTS[kind]);
    }));
  });

  // The option objects go to imask in the browser and the pure functions run everywhere
  // else; they must agree, or a value valid in a test would be rejected in the input.
  it('agrees with imask itself, lazy and not', () => {
    const chars = fc.constantFrom(...'0123456789789 .-()+aZЖ_');
    fc.assert(fc.property(fc.constantFrom(...KINDS), fc.string({ unit: chars, maxLength: 24 }), fc.boolean(),
      (kind, input, lazy) => {
        const masked = IMask.createMask({ ...MASK_OPTIONS[kind], lazy });
        masked.resolve(input);
        const ours = applyMask(kind, input, { lazy });
        expect(ours.value).toBe(masked.value);
        expect(ours.unmasked).toBe(masked.unmaskedValue);
        expect(ours.complete).toBe(masked.isComplete);
      }), { numRuns: 500 });
  });
});

// Issue 11 defect 4: «8 912 345-67-89» became +7 (891) 234-56-78.
describe('phone numbers written with a leading 8 or 7', () => {
  const SPELLINGS = ['8 912 345-67-89', '89123456789', '8 (912) 345-67-89', '+7 912 345 67 89', '7 (912) 345-67-89'];

  /** The browser's InputMask turns each keystroke at the end of the value into this splice. */
  function typeInto(masked: ReturnType<typeof IMask.createMask>, text: string): void {
    for (const ch of text) masked.splice(masked.displayValue.length, 0, ch, DIRECTION.NONE, { input: true, raw: true });
  }

  it('reads eleven digits starting with 8 or 7 as a whole number', () => {
    expect(nationalFromFullNumber('89123456789')).toBe('9123456789');
    expect(nationalFromFullNumber('79123456789')).toBe('9123456789');
    expect(nationalFromFullNumber('8001234567')).toBeNull();
    expect(nationalFromFullNumber('99123456789')).toBeNull();
    expect(nationalFromFullNumber('891234567890')).toBeNull();
    expect(nationalFromFullNumber('88001234567')).toBe('8001234567');
    expect(nationalFromFullNumber('80012345675')).toBeNull();
  });

  it('formats a pasted or autofilled number in every spelling, like imask does', () => {
    for (const text of SPELLINGS) {
      expect(formatPhone(text), text).toBe('+7 (912) 345-67-89');
      const masked = IMask.createMask({ ...MASK_OPTIONS.phone });
      masked.resolve(text);
      expect(masked.value, text).toBe('+7 (912) 345-67-89');
      expect(masked.unmaskedValue, text).toBe('79123456789');
    }
  });

  it('keeps a typed leading 8 until the eleventh digit shows it was the trunk prefix', () => {
    const masked = IMask.createMask({ ...MASK_OPTIONS.phone });
    typeInto(masked, '8912345678');
    expect(masked.value).toBe('+7 (891) 234-56-78');
    typeInto(masked, '9');
    expect(masked.value).toBe('+7 (912) 345-67-89');
    for (const text of ['89123456789', '8 (912) 345-67-89', '9123456789', '79123456789']) {
      const typed = IMask.createMask({ ...MASK_OPTIONS.phone });
      typeInto(typed, text);
      expect(typed.value, text).toBe('+7 (912) 345-67-89');
    }
  });

  it('keeps requirements §5 for ten digits: 8001234567 is +7 (800) 123-45-67, typed or pasted', () => {
    expect(formatPhone('8001234567')).toBe('+7 (800) 123-45-67');
    const typed = IMask.createMask({ ...MASK_OPTIONS.phone });
    typeInto(typed, '8001234567');
    expect(typed.value).toBe('+7 (800) 123-45-67');
    typeInto(typed, '5');
    expect(typed.value).toBe('+7 (800) 123-45-67');
  });

  it('refuses a twelfth digit and never fills a complete field from a digit typed inside it', () => {
    const masked = IMask.createMask({ ...MASK_OPTIONS.phone });
    typeInto(masked, '9123456789');
    typeInto(masked, '1');
    expect(masked.value).toBe('+7 (912) 345-67-89');
    masked.splice(4, 0, '8', DIRECTION.NONE, { input: true, raw: true });
    expect(masked.value).toBe('+7 (912) 345-67-89');
  });

  it('types any digits into the same value imask resolves at once', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,13}$/), (digits) => {
      const typed = IMask.createMask({ ...MASK_OPTIONS.phone });
      typeInto(typed, digits);
      const whole = applyMask('phone', digits);
      if (digits.length <= 11) expect(typed.value).toBe(whole.value);
      expect(typed.value.length).toBeLessThanOrEqual(18);
    }), { numRuns: 300 });
  });
});

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseRuDate('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isRealDate('29.02.2023')).toBe(false);
    expect(isRealDate('29.02.1900')).toBe(false);
    expect(isRealDate('29.02.2000')).toBe(true);
    expect(isRealDate('31.04.2024')).toBe(false);
    expect(isRealDate('31.12.1999')).toBe(true);
    expect(isRealDate('00.01.2000')).toBe(false);
    expect(isRealDate('01.13.2000')).toBe(false);
    expect(isRealDate('01.01.0000')).toBe(false);
    expect(isRealDate('1.1.2000')).toBe(false);
  });

  it('agrees with the JS calendar for every day of 1900–2100', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
      (d) => {
        const dd = String(d.getUTCDate()).padStart(2, '0');
        const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
        expect(parseRuDate(`${dd}.${mm}.${d.getUTCFullYear()}`)).toEqual(
          { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
      }));
  });
});

describe('currency', () => {
  it('formats with no-break spaces and clamps to the range', () => {
    expect(formatCurrency(0)).toBe('0');
    expect(formatCurrency(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatCurrency(5e9)).toBe(`999${NBSP}999${NBSP}999`);
    expect(formatCurrency(-3)).toBe('0');
    expect(formatCurrency(12.9)).toBe('12');
  });

  it('parses typed text', () => {
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency('abc')).toBeNull();
    expect(parseCurrency(`12${NBSP}345`)).toBe(12345);
    expect(parseCurrency('9999999999')).toBe(999999999);
  });

  it('round-trips every value in range', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
      expect(parseCurrency(formatCurrency(n))).toBe(n);
    }));
  });

  it('agrees with the imask number mask on digit input', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{0,11}$/), (digits) => {
      const masked = IMask.createMask({ ...CURRENCY_MASK_OPTIONS });
      masked.resolve(digits);
      const ours = parseCurrency(digits);
      expect(masked.value).toBe(ours === null ? '' : formatCurrency(ours));
      expect(masked.typedValue).toBe(ours);
    }), { numRuns: 300 });
  });
});

// Issue 30: the registration's address sync is one rule (addressMove), tested without a page.
import { describe, expect, it } from 'vitest';
import { addressMove, addressOfStep, stepInAddress } from './step-address';

describe('the registration step in the address', () => {
  it('agreed when both name the same step', () => {
    expect(addressMove('PASSPORT_REGISTRATION', 'PASSPORT_REGISTRATION', null)).toEqual({ kind: 'agreed' });
  });

  it('no step in the address: the address follows, replacing the entry', () => {
    expect(addressMove(null, 'REGISTRATION', null)).toEqual({ kind: 'follow', replace: true });
    expect(addressMove(null, 'ADDRESS_REGISTRATION', 'PASSPORT_REGISTRATION')).toEqual({ kind: 'follow', replace: true });
  });

  it('the first agreement replaces the entry; a later move of the machine is a new entry', () => {
    expect(addressMove('PASSPORT_REGISTRATION', 'ADDRESS_REGISTRATION', null)).toEqual({ kind: 'follow', replace: true });
    expect(addressMove('PASSPORT_REGISTRATION', 'ADDRESS_REGISTRATION', 'PASSPORT_REGISTRATION')).toEqual({ kind: 'follow', replace: false });
  });

  it('the address moved (Back/Forward, typed): the machine is asked to visit that step', () => {
    expect(addressMove('PASSPORT_REGISTRATION', 'ADDRESS_REGISTRATION', 'ADDRESS_REGISTRATION')).toEqual({ kind: 'visit', step: 'PASSPORT_REGISTRATION' });
  });

  it('reads and writes `?step=`, keeping the other parameters', () => {
    expect(stepInAddress('?step=SCORING&amount=5000')).toBe('SCORING');
    expect(stepInAddress('?step=NOPE')).toBeNull();
    expect(addressOfStep('/registration', '?amount=5000&cardAdded=3', 'BANK_CARD_REGISTRATION')).toBe('/registration?amount=5000&cardAdded=3&step=BANK_CARD_REGISTRATION');
  });
});

import { describe, expect, it } from 'vitest';
import { freshRegistration } from './registration.machine';
import { REGISTRATION_PERSIST_VERSION, persistRegistration, restoreRegistration } from './registration.persistence';

const stored = (data: unknown, version: unknown = REGISTRATION_PERSIST_VERSION) => JSON.stringify({ version, data });
const good = { ...freshRegistration(), currentStep: 'ADDRESS_REGISTRATION' as const, furthestStep: 'ADDRESS_REGISTRATION' as const, bankCardMask: '•••• 4242' };

describe('the stored registration is parsed, not trusted: anything tampered starts afresh', () => {
  it('gives back what was stored', () => {
    expect(restoreRegistration(persistRegistration({ context: good }))).toEqual({ restored: good });
  });

  it.each([
    ['a step out of order', { ...good, steps: [...good.steps].reverse() }],
    ['a step missing', { ...good, steps: good.steps.slice(1) }],
    ['step data that is not an object', { ...good, steps: good.steps.map((s, i) => (i === 0 ? { ...s, data: 'x' } : s)) }],
    ['step data that is a list', { ...good, steps: good.steps.map((s, i) => (i === 0 ? { ...s, data: [1] } : s)) }],
    ['an unknown current step', { ...good, currentStep: 'NOPE' }],
    ['an unknown furthest step', { ...good, furthestStep: 7 }],
    ['another step count', { ...good, stepCount: 6 }],
    ['a card id that is text', { ...good, bankCardId: '7' }],
    ['a scoring request id that is an object', { ...good, scoringRequestId: { id: 1 } }],
    ['an unknown scoring status', { ...good, scoringStatus: 'hacked' }],
    ['a flag that is not a boolean', { ...good, skipRegistrationCheckStep: 'yes' }],
    ['a message that is not text', { ...good, scoringError: 42 }],
    ['an unknown wanted step', { ...good, wantedStep: 'SOMEWHERE' }],
    ['no data at all', null],
  ])('%s', (_label, data) => {
    expect(restoreRegistration(stored(data))).toEqual({});
  });

  it.each([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['a number', '5'],
    ['an unknown version', stored(good, 99)],
    ['a version that is text', stored(good, '2')],
  ])('an envelope that is %s', (_label, json) => {
    expect(restoreRegistration(json)).toEqual({});
  });

  it('drops fields the data does not have', () => {
    const restored = restoreRegistration(stored({ ...good, isAdmin: true })).restored;
    expect(restored).toEqual(good);
  });
});

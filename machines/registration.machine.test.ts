import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { freshRegistration, registrationMachine, type ScoringAnswer } from './registration.machine';
import { REGISTRATION_PERSIST_VERSION, persistRegistration, restoreRegistration } from './registration.persistence';
import { selectProgress, selectStepData } from './registration.selectors';
import { REGISTRATION_STEPS, type RegistrationStepName } from './registration.steps';

function start(answers: ScoringAnswer['status'][] = [], input = {}) {
  const calls = { request: vi.fn(), check: vi.fn() };
  const queue = [...answers];
  const machine = registrationMachine.provide({
    actors: {
      requestScoring: fromPromise(async ({ input }) => {
        calls.request(input);
        return { scoringRequestId: 42 };
      }),
      checkScoringAnswer: fromPromise(async ({ input }) => {
        calls.check(input);
        const status = queue.shift();
        if (!status) throw new Error('no answer');
        return { status };
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const toEmployment = (actor: ReturnType<typeof start>['actor']) => {
  for (let i = 0; i < 5; i++) actor.send({ type: 'step.next', data: { n: i } });
};

describe('registration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks the seven steps in order, saving each step and mapping them to five progress segments', () => {
    const { actor } = start();
    const seen: Array<[string, number]> = [];
    for (let i = 0; i < 6; i++) {
      const s = actor.getSnapshot();
      seen.push([s.context.currentStep, selectProgress(s).current]);
      actor.send({ type: 'step.next', data: { index: i } });
    }
    expect(seen.map(([n]) => n)).toEqual(REGISTRATION_STEPS.slice(0, 6));
    expect(seen.map(([, p]) => p)).toEqual([1, 2, 2, 3, 3, 4]);
    const s = actor.getSnapshot();
    expect(s.context.currentStep).toBe('SCORING');
    expect(selectProgress(s)).toEqual({ current: 5, total: 5 });
    expect(selectStepData('ADDRESS_REGISTRATION')(s)).toEqual({ index: 2 });
    expect(s.hasTag('scoring')).toBe(true);
  });

  it('goes back, jumps by name, replaces and merges step data, and resets', () => {
    const { actor } = start();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.currentStep).toBe('REGISTRATION');
    actor.send({ type: 'step.goTo', step: 'BANK_CARD_REGISTRATION' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.currentStep).toBe('ADDRESS_REGISTRATION');
    actor.send({ type: 'step.replaceData', step: 'PASSPORT_REGISTRATION', data: { a: 1, b: 2 } });
    actor.send({ type: 'step.mergeData', step: 'PASSPORT_REGISTRATION', data: { b: 3, c: 4 } });
    expect(selectStepData('PASSPORT_REGISTRATION')(actor.getSnapshot())).toEqual({ a: 1, b: 3, c: 4 });
    actor.send({ type: 'step.replaceData', step: 'PASSPORT_REGISTRATION', data: { z: 0 } });
    expect(selectStepData('PASSPORT_REGISTRATION')(actor.getSnapshot())).toEqual({ z: 0 });
    actor.send({ type: 'bankCard.select', bankCardId: 5 });
    actor.send({ type: 'checkStep.skip', skip: true });
    actor.send({ type: 'registration.reset' });
    expect(actor.getSnapshot().context).toEqual(freshRegistration());
    expect(actor.getSnapshot().value).toBe('filling');
  });

  it('requests scoring, polls on the named interval until approved', async () => {
    const { actor, calls } = start(['pending', 'approved']);
    toEmployment(actor);
    actor.send({ type: 'step.next', data: { job: 'x' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.request).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ scoringRequestId: 42, scoringStatus: 'requested' });
    expect(calls.check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.check).toHaveBeenCalledWith({ scoringRequestId: 42 });
    expect(actor.getSnapshot().context.scoringStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.scoringStatus).toBe('approved');
    expect(actor.getSnapshot().hasTag('approved')).toBe(true);
  });

  it('refused and error outcomes; retry resumes polling; back returns to employment', async () => {
    const { actor, calls } = start(['refused']);
    actor.send({ type: 'step.goTo', step: 'SCORING' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.scoringStatus).toBe('refused');

    const b = start([]);
    b.actor.send({ type: 'step.goTo', step: 'SCORING' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(b.actor.getSnapshot().context.scoringStatus).toBe('error');
    expect(b.actor.getSnapshot().hasTag('error')).toBe(true);
    b.actor.send({ type: 'scoring.retry' });
    expect(b.actor.getSnapshot().matches({ scoring: 'waiting' })).toBe(true);
    expect(b.calls.request).toHaveBeenCalledOnce();
    // Going back is only offered once scoring failed, not while it is running.
    b.actor.send({ type: 'step.back' });
    expect(b.actor.getSnapshot().context.currentStep).toBe('SCORING');
    await vi.advanceTimersByTimeAsync(3000);
    b.actor.send({ type: 'step.back' });
    expect(b.actor.getSnapshot().context.currentStep).toBe('EMPLOYMENT_REGISTRATION');
    expect(b.actor.getSnapshot().value).toBe('filling');
    expect(calls.request).toHaveBeenCalledOnce();
  });

  it('persists a versioned snapshot and restores it; bad or old data starts afresh', async () => {
    const { actor } = start(['approved']);
    actor.send({ type: 'step.next', data: { phone: '79001234567' } });
    actor.send({ type: 'bankCard.select', bankCardId: 9 });
    const json = persistRegistration(actor.getSnapshot());
    expect(JSON.parse(json).version).toBe(REGISTRATION_PERSIST_VERSION);
    const restored = start([], restoreRegistration(json)).actor.getSnapshot();
    expect(restored.context.currentStep).toBe('PASSPORT_REGISTRATION');
    expect(restored.context.bankCardId).toBe(9);
    expect(selectStepData('REGISTRATION')(restored)).toEqual({ phone: '79001234567' });

    for (const bad of [null, '', '{', '[]', JSON.stringify({ version: 0, data: actor.getSnapshot().context }), JSON.stringify({ version: REGISTRATION_PERSIST_VERSION, data: { ...actor.getSnapshot().context, currentStep: 'NOPE' } })]) {
      expect(restoreRegistration(bad), String(bad)).toEqual({});
    }
  });

  it('a restored SCORING step with a request id resumes polling instead of requesting again', async () => {
    const data = { ...freshRegistration(), currentStep: 'SCORING' as const, scoringRequestId: 7, scoringStatus: 'pending' as const };
    const { actor, calls } = start(['approved'], restoreRegistration(persistRegistration({ context: data })));
    expect(actor.getSnapshot().matches({ scoring: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.request).not.toHaveBeenCalled();
    expect(calls.check).toHaveBeenCalledWith({ scoringRequestId: 7 });
    expect(actor.getSnapshot().context.scoringStatus).toBe('approved');
  });

  it('the address moves only between visited steps (browser Back/Forward, ?step=), never to SCORING', () => {
    const { actor } = start();
    const visit = (step: RegistrationStepName) => {
      actor.send({ type: 'step.visit', step });
      return actor.getSnapshot().context.currentStep;
    };
    // Nothing visited yet beyond the first step.
    expect(visit('ADDRESS_REGISTRATION')).toBe('REGISTRATION');
    actor.send({ type: 'step.next', data: { a: 1 } });
    actor.send({ type: 'step.next', data: { b: 2 } });
    expect(actor.getSnapshot().context.furthestStep).toBe('ADDRESS_REGISTRATION');
    expect(visit('REGISTRATION')).toBe('REGISTRATION');
    expect(visit('ADDRESS_REGISTRATION')).toBe('ADDRESS_REGISTRATION');
    expect(visit('BANK_CARD_REGISTRATION')).toBe('ADDRESS_REGISTRATION');
    expect(visit('SCORING')).toBe('ADDRESS_REGISTRATION');
    expect(actor.getSnapshot().can({ type: 'step.visit', step: 'PASSPORT_REGISTRATION' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'step.visit', step: 'SCORING' })).toBe(false);
    // Going back keeps what was reached; the data typed on every step stays.
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.furthestStep).toBe('ADDRESS_REGISTRATION');
    expect(selectStepData('REGISTRATION')(actor.getSnapshot())).toEqual({ a: 1 });
  });

  it("the server's progress of a signed-in client opens the steps up to it, SCORING still not by address", () => {
    const { actor } = start();
    actor.send({ type: 'progress.confirm', step: 'SCORING' });
    actor.send({ type: 'step.visit', step: 'BANK_CARD_REGISTRATION' });
    expect(actor.getSnapshot().context.currentStep).toBe('BANK_CARD_REGISTRATION');
    actor.send({ type: 'step.visit', step: 'SCORING' });
    expect(actor.getSnapshot().context.currentStep).toBe('BANK_CARD_REGISTRATION');
    expect(actor.getSnapshot().value).toBe('filling');
    // A lower confirmation never lowers what was reached.
    actor.send({ type: 'progress.confirm', step: 'PASSPORT_REGISTRATION' });
    expect(actor.getSnapshot().context.furthestStep).toBe('SCORING');
  });

  it('a jump by name (resume at the server step) counts the step as reached', () => {
    const { actor } = start();
    actor.send({ type: 'step.goTo', step: 'ADDRESS_REGISTRATION' });
    expect(actor.getSnapshot().context.furthestStep).toBe('ADDRESS_REGISTRATION');
  });

  it('version 1 data (no furthestStep) is kept: the last step with typed data counts as reached', () => {
    const { furthestStep: _none, ...v1 } = freshRegistration();
    v1.steps = v1.steps.map((s) => (s.stepName === 'BANK_CARD_REGISTRATION' ? { ...s, data: { linked: true } } : s));
    const restored = restoreRegistration(JSON.stringify({ version: 1, data: { ...v1, currentStep: 'PASSPORT_REGISTRATION' } })).restored;
    expect(restored?.currentStep).toBe('PASSPORT_REGISTRATION');
    expect(restored?.furthestStep).toBe('BANK_CARD_REGISTRATION');
  });
});


import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { freshRegistration, registrationMachine, type RegistrationData, type ScoringAnswer } from './registration.machine';
import { REGISTRATION_PERSIST_VERSION, persistRegistration, restoreRegistration } from './registration.persistence';
import { selectDecision, selectProgress, selectStepData } from './registration.selectors';
import type { RegistrationStepName } from './registration.steps';

const ok = (value: unknown) => fromPromise(async () => value) as never;

function start(answers: ScoringAnswer['status'][] = [], input: { restored?: RegistrationData } = {}, overrides = {}) {
  const calls = { request: vi.fn(), check: vi.fn(), passport: vi.fn() };
  const queue = [...answers];
  const machine = registrationMachine.provide({
    actors: {
      startRegistration: ok({ currentStep: 'ADDRESS_REGISTRATION' as RegistrationStepName }),
      sendRegistration: ok({ sentTo: '+7 (***) ***-45-67', resendAt: 60_000 }),
      confirmRegistration: ok(undefined),
      savePassport: fromPromise(async ({ input }) => void calls.passport(input)),
      saveAddress: ok(undefined),
      loadCards: ok({ bankCardId: 9, bankCardMask: '•••• 4242' }),
      uploadCardPhoto: ok({ fileName: 'card.jpg' }),
      saveWorksheet: ok(undefined),
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
      ...overrides,
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: 'registration.arrive', step: null, signedIn: false });
  return { actor, calls };
}
type Actor = ReturnType<typeof start>['actor'];

const submit = (actor: Actor, form: string, values: Record<string, string> = {}) => actor.send({ type: 'form.submitted', form, values });
const png = () => new File(['x'], 'card.png', { type: 'image/png' });

async function toEmployment(actor: Actor) {
  submit(actor, 'personalForm', { phone: '+7 (900) 123-45-67', password: 'secret-1' });
  await vi.advanceTimersByTimeAsync(0);
  submit(actor, 'codeForm', { code: '123 456' });
  await vi.advanceTimersByTimeAsync(0);
  submit(actor, 'passportForm', { passport: '4510 123456' });
  await vi.advanceTimersByTimeAsync(0);
  submit(actor, 'addressForm');
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'step.next' });
  actor.send({ type: 'cardPhoto.select', file: png() });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'step.next' });
}

describe('registration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks the steps through their calls, keeping each step draft (never the password) and five progress segments', async () => {
    const { actor, calls } = start();
    const seen: number[] = [];
    const unsubscribe = actor.subscribe((s) => seen.push(selectProgress(s).current)).unsubscribe;
    await toEmployment(actor);
    unsubscribe();
    const s = actor.getSnapshot();
    expect(s.context.currentStep).toBe('EMPLOYMENT_REGISTRATION');
    expect(s.matches({ filling: { employment: 'editing' } })).toBe(true);
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
    expect(selectStepData('REGISTRATION')(s)).toMatchObject({ phone: '+7 (900) 123-45-67', codeSentTo: '+7 (***) ***-45-67' });
    expect(selectStepData('REGISTRATION')(s)).not.toHaveProperty('password');
    expect(calls.passport).toHaveBeenCalledWith({ values: { passport: '4510 123456' } });
    expect(s.context).toMatchObject({ bankCardId: 9, bankCardMask: '•••• 4242' });
  });

  it("a step's data can be merged or replaced, and reset returns to the start (requirements §4)", async () => {
    const { actor } = start();
    await toEmployment(actor);
    actor.send({ type: 'step.mergeData', step: 'PASSPORT_REGISTRATION', data: { issuedBy: 'ОВД' } });
    expect(selectStepData('PASSPORT_REGISTRATION')(actor.getSnapshot())).toMatchObject({ passport: '4510 123456', issuedBy: 'ОВД' });
    actor.send({ type: 'step.replaceData', step: 'PASSPORT_REGISTRATION', data: { passport: '4511 654321' } });
    expect(selectStepData('PASSPORT_REGISTRATION')(actor.getSnapshot())).toEqual({ passport: '4511 654321' });
    actor.send({ type: 'registration.reset' });
    const s = actor.getSnapshot();
    expect(s.context).toMatchObject({ currentStep: 'REGISTRATION', furthestStep: 'REGISTRATION', bankCardId: null, scoringRequestId: null, scoringStatus: 'not_started' });
    expect(s.context.steps.every((step) => Object.keys(step.data).length === 0)).toBe(true);
    expect(selectProgress(s).current).toBe(1);
    expect(s.hasTag('scoring')).toBe(false);
  });

  it("a refused call answers the step's form with the server's errors by field and stays on the step", async () => {
    const { actor } = start([], {}, { sendRegistration: fromPromise(() => Promise.reject({ fields: { phone: 'Этот номер уже зарегистрирован' }, form: null })) });
    const form = actor.getSnapshot().children.stepForm as unknown as { send: (e: unknown) => void; getSnapshot: () => { context: { serverErrors: Record<string, string> } } };
    form.send({ type: 'field.change', field: 'phone', value: '+7 (900) 123-45-67' });
    expect(selectStepData('REGISTRATION')(actor.getSnapshot())).toMatchObject({ phone: '+7 (900) 123-45-67' });
    form.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const s = actor.getSnapshot();
    expect(s.matches({ filling: { personal: 'failed' } })).toBe(true);
    expect(form.getSnapshot().context.serverErrors).toEqual({ phone: 'Этот номер уже зарегистрирован' });
  });

  it('the card and the card photo steps need a card and a photo; a wrong file never leaves the page', async () => {
    const { actor } = start([], { restored: { ...freshRegistration(), currentStep: 'BANK_CARD_REGISTRATION', furthestStep: 'BANK_CARD_REGISTRATION' } }, { loadCards: ok({ bankCardId: null, bankCardMask: null }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'step.visit', step: 'BANK_CARD_PHOTO_REGISTRATION' });
    expect(actor.getSnapshot().context.currentStep).toBe('BANK_CARD_REGISTRATION');
    const b = start([], { restored: { ...freshRegistration(), currentStep: 'BANK_CARD_PHOTO_REGISTRATION', furthestStep: 'BANK_CARD_PHOTO_REGISTRATION' } });
    b.actor.send({ type: 'cardPhoto.select', file: new File(['x'], 'card.gif', { type: 'image/gif' }) });
    expect(b.actor.getSnapshot().matches({ filling: { cardPhoto: 'failed' } })).toBe(true);
    expect(b.actor.getSnapshot().context.stepMessage).toBe('Загрузите фото в формате JPG или PNG');
    expect(b.actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  it('requests scoring after the worksheet, polls on the named interval until approved', async () => {
    const { actor, calls } = start(['pending', 'approved']);
    await toEmployment(actor);
    submit(actor, 'employmentForm', { employmentType: 'Student', monthlyIncome: '30 000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.request).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ currentStep: 'SCORING', scoringRequestId: 42, scoringStatus: 'requested' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.check).toHaveBeenCalledWith({ scoringRequestId: 42 });
    expect(actor.getSnapshot().context.scoringStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('approved')).toBe(true);
  });

  it('a failed check offers a retry (polling resumes) and the way back to the worksheet', async () => {
    const restored = { ...freshRegistration(), currentStep: 'SCORING' as const, furthestStep: 'SCORING' as const };
    const { actor, calls } = start([], { restored });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'scoring.retry' });
    expect(actor.getSnapshot().matches({ scoring: 'waiting' })).toBe(true);
    expect(calls.request).toHaveBeenCalledOnce();
    // Going back is only offered once scoring failed, not while it is running.
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.currentStep).toBe('SCORING');
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ filling: 'employment' })).toBe(true);
  });

  it('«Перейти в личный кабинет» asks the session to route and starts afresh only once it has; no answer keeps the decision', async () => {
    const data = { ...freshRegistration(), currentStep: 'SCORING' as const, scoringRequestId: 7, scoringStatus: 'pending' as const };
    const routed: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
    const leaveForCabinet = fromPromise(() => new Promise<void>((resolve, reject) => routed.push({ resolve, reject })));
    const { actor } = start(['approved'], restoreRegistration(persistRegistration({ context: data })), { leaveForCabinet });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'scoring.continue' });
    expect(routed).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    // The offer stays on screen, its button busy, while the session routes.
    expect(selectDecision(actor.getSnapshot())).toBe('approved');
    routed[0]!.reject(new Error('timed out'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ scoring: 'approved' })).toBe(true);
    actor.send({ type: 'scoring.continue' });
    routed[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ currentStep: 'REGISTRATION', scoringRequestId: null, scoringStatus: 'not_started' });
    expect(actor.getSnapshot().matches({ filling: 'personal' })).toBe(true);
  });

  it('persists a versioned snapshot and restores it; bad or old data starts afresh', async () => {
    const { actor } = start();
    submit(actor, 'personalForm', { phone: '+7 (900) 123-45-67' });
    await vi.advanceTimersByTimeAsync(0);
    const json = persistRegistration(actor.getSnapshot());
    expect(JSON.parse(json).version).toBe(REGISTRATION_PERSIST_VERSION);
    const restored = start([], restoreRegistration(json)).actor.getSnapshot();
    expect(restored.matches({ filling: 'personalCode' })).toBe(true);
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
    expect(actor.getSnapshot().context.scoringStatus).toBe('approved');
  });

  it('the address (?step=, Back/Forward) and «Вперёд» move only to visited steps, never to SCORING by address', () => {
    const restored = { ...freshRegistration(), currentStep: 'ADDRESS_REGISTRATION' as const, furthestStep: 'ADDRESS_REGISTRATION' as const };
    const { actor } = start([], { restored });
    const visit = (step: RegistrationStepName) => {
      actor.send({ type: 'step.visit', step });
      return actor.getSnapshot().context.currentStep;
    };
    expect(visit('REGISTRATION')).toBe('REGISTRATION');
    expect(visit('ADDRESS_REGISTRATION')).toBe('ADDRESS_REGISTRATION');
    expect(visit('BANK_CARD_REGISTRATION')).toBe('ADDRESS_REGISTRATION');
    expect(visit('SCORING')).toBe('ADDRESS_REGISTRATION');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.furthestStep).toBe('ADDRESS_REGISTRATION');
  });

  it('?step=SCORING on arrival never opens the application', () => {
    const restored = { ...freshRegistration(), currentStep: 'PASSPORT_REGISTRATION' as const, furthestStep: 'EMPLOYMENT_REGISTRATION' as const };
    const machine = registrationMachine.provide({ actors: { loadCards: fromPromise(() => new Promise(() => {})) } });
    const actor = createActor(machine, { input: { restored } }).start();
    actor.send({ type: 'registration.arrive', step: 'SCORING', signedIn: false });
    expect(actor.getSnapshot().matches('filling')).toBe(true);
    expect(actor.getSnapshot().context.currentStep).toBe('PASSPORT_REGISTRATION');
  });

  it("a signed-in client's server progress opens the steps up to it and resumes there", async () => {
    const actor = createActor(
      registrationMachine.provide({ actors: { startRegistration: ok({ currentStep: 'ADDRESS_REGISTRATION' as RegistrationStepName }) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'registration.arrive', step: null, signedIn: true, choice: { amount: 15000, term: 21 } });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ currentStep: 'ADDRESS_REGISTRATION', furthestStep: 'ADDRESS_REGISTRATION' });
    expect(selectStepData('REGISTRATION')(actor.getSnapshot())).toEqual({ amount: 15000, term: 21 });
  });

  it('version 1 data (no furthestStep) is kept: the last step with typed data counts as reached', () => {
    const { furthestStep: _none, ...v1 } = freshRegistration();
    v1.steps = v1.steps.map((s) => (s.stepName === 'BANK_CARD_REGISTRATION' ? { ...s, data: { linked: true } } : s));
    const restored = restoreRegistration(JSON.stringify({ version: 1, data: { ...v1, currentStep: 'PASSPORT_REGISTRATION' } })).restored;
    expect(restored?.currentStep).toBe('PASSPORT_REGISTRATION');
    expect(restored?.furthestStep).toBe('BANK_CARD_REGISTRATION');
  });
});

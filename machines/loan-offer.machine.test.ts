import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loanOfferMachine, type LoanOfferTerms } from './loan-offer.machine';

const OFFER: LoanOfferTerms = {
  LoanId: 7, Amount: 2_000_000, Term: 20, InterestRatePerDay: 0.8, Interest: 320_000, Total: 2_320_000, DueDate: '2026-02-01', Psk: 292, PromoApplied: false,
};

function start(opts: { offer?: LoanOfferTerms | null; acceptErrors?: Error[] } = {}) {
  const calls = { requestCode: vi.fn(), accept: vi.fn(), decline: vi.fn(), loansChanged: vi.fn() };
  const acceptErrors = [...(opts.acceptErrors ?? [])];
  const machine = loanOfferMachine.provide({
    actors: {
      fetchOffer: fromPromise(async () => (opts.offer === undefined ? OFFER : opts.offer)),
      requestCode: fromPromise(async ({ input }) => {
        calls.requestCode(input);
        return { CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-02' };
      }),
      acceptOffer: fromPromise(async ({ input }) => {
        calls.accept(input);
        const error = acceptErrors.shift();
        if (error) throw error;
        return { Success: true };
      }),
      declineOffer: fromPromise(async ({ input }) => calls.decline(input)),
    },
    actions: { loansChanged: calls.loansChanged },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('loan offer machine', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the offer; without consent no code is requested', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    expect(actor.getSnapshot().context.offer).toEqual(OFFER);
    actor.send({ type: 'code.request' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
    expect(calls.requestCode).not.toHaveBeenCalled();
  });

  it('consent → code → accepted: the loan is issued only with a full code', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    actor.send({ type: 'consent.set', value: true });
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    expect(calls.requestCode).toHaveBeenCalledWith({ loanId: 7 });
    actor.send({ type: 'code.change', value: '12 3' });
    actor.send({ type: 'code.submit' });
    expect(calls.accept).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.hasTag('issued'));
    expect(calls.accept).toHaveBeenCalledWith({ loanId: 7, code: '123456', services: [] });
    expect(calls.loansChanged).toHaveBeenCalledTimes(1);
  });

  it('a paid service is signed for only when ticked, apart from the consent to the contract', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    expect(actor.getSnapshot().context.services).toEqual([]);
    actor.send({ type: 'service.set', id: 31, value: true });
    actor.send({ type: 'service.set', id: 32, value: true });
    actor.send({ type: 'service.set', id: 31, value: false });
    actor.send({ type: 'consent.set', value: true });
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.hasTag('issued'));
    expect(calls.accept).toHaveBeenCalledWith({ loanId: 7, code: '123456', services: [32] });
  });

  it("a refused code shows the server's message and keeps the resend pause", async () => {
    const { actor } = start({ acceptErrors: [Object.assign(new Error('Неверный код. Осталось попыток: 2'), { status: 400 })] });
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    actor.send({ type: 'consent.set', value: true });
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Неверный код. Осталось попыток: 2', code: '' });
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true);
  });

  it('a failed connection keeps the typed code for the next try', async () => {
    const { actor } = start({ acceptErrors: [new Error('Не удалось связаться с сервером')] });
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    actor.send({ type: 'consent.set', value: true });
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Не удалось связаться с сервером', code: '123456' });
  });

  it('declines, and says when there is no offer', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    actor.send({ type: 'offer.decline' });
    await waitFor(actor, (s) => s.hasTag('declined'));
    expect(calls.decline).toHaveBeenCalledWith({ loanId: 7 });
    const empty = start({ offer: null }).actor;
    await waitFor(empty, (s) => s.hasTag('none'));
  });
});

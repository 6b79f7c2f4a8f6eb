import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { serviceRefusalMachine, type ServiceRefusalAnswer } from './service-refusal.machine';

const service = { LoanId: 7, FeeId: 3, Name: 'Услуга «Кредитный рейтинг»', Amount: 9_900 };

function start(refuse: () => Promise<ServiceRefusalAnswer>) {
  const loanChanged = vi.fn();
  const calls: unknown[] = [];
  const actor = createActor(
    serviceRefusalMachine.provide({
      actors: { refuseService: fromPromise(async ({ input }) => (calls.push(input), refuse())) },
      actions: { loanChanged },
    }),
    { input: service },
  ).start();
  return { actor, loanChanged, calls };
}

describe('refusing a paid service', () => {
  test('asks, confirms, refuses the service once and has the loan read again', async () => {
    const { actor, loanChanged, calls } = start(async () => ({ Amount: 9_900, ReturnedTo: 'Debt' }));
    expect(actor.getSnapshot().hasTag('offered')).toBe(true);
    actor.send({ type: 'refusal.confirm' }); // not before the client has asked
    expect(calls).toHaveLength(0);
    actor.send({ type: 'refusal.ask' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'refusal.confirm' });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(calls).toEqual([service]);
    expect(actor.getSnapshot().context.result).toEqual({ Amount: 9_900, ReturnedTo: 'Debt' });
    expect(loanChanged).toHaveBeenCalledOnce();
  });

  test('a cancel goes back without a call; a refusal the server refuses shows its message and can be confirmed again', async () => {
    let answer: () => Promise<ServiceRefusalAnswer> = () => Promise.reject(new Error('От услуги можно отказаться в течение 30 календарных дней'));
    const { actor, loanChanged, calls } = start(() => answer());
    actor.send({ type: 'refusal.ask' });
    actor.send({ type: 'refusal.cancel' });
    expect(actor.getSnapshot().hasTag('offered')).toBe(true);
    actor.send({ type: 'refusal.ask' });
    actor.send({ type: 'refusal.confirm' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('От услуги можно отказаться в течение 30 календарных дней');
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(loanChanged).not.toHaveBeenCalled();
    answer = async () => ({ Amount: 9_900, ReturnedTo: 'Card' });
    actor.send({ type: 'refusal.confirm' });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(calls).toHaveLength(2);
  });
});

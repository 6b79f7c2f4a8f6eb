import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newLoanMachine, type LoanRequest, type ScoringState } from './new-loan.machine';

function start({ reason = null as string | null, first = 'pending' as ScoringState['status'], later = ['approved'] as ScoringState['status'][], requestFails = false, checkFailsOnce = false } = {}) {
  const requests: LoanRequest[] = [];
  const checks: number[] = [];
  let changed = 0;
  const logic = newLoanMachine.provide({
    actors: {
      checkEligible: fromPromise(async () => reason),
      requestScoring: fromPromise<ScoringState, LoanRequest>(async ({ input }) => {
        requests.push(input);
        if (requestFails) throw new Error('Сначала погасите действующий заём');
        return { id: 7, status: first };
      }),
      checkScoring: fromPromise<ScoringState, { id: number }>(async ({ input }) => {
        checks.push(input.id);
        if (checkFailsOnce && checks.length === 1) throw new Error('Ошибка на сервере');
        return { id: input.id, status: later.shift() ?? 'pending' };
      }),
    },
    actions: { loansChanged: () => void changed++ },
    delays: { scoringPoll: 5 },
  });
  return { actor: createActor(logic).start(), requests, checks, changed: () => changed };
}

describe('new loan', () => {
  it('a client with a loan still open is told why, and offered nothing to send', async () => {
    const { actor } = start({ reason: 'Новый заём можно оформить после погашения текущего.' });
    await waitFor(actor, (s) => s.hasTag('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('Новый заём можно оформить после погашения текущего.');
    expect(actor.getSnapshot().can({ type: 'loan.request', amount: 5000, term: 10 })).toBe(false);
  });

  it('the application waits for the scoring answer, asking again, then shows the offer', async () => {
    const { actor, requests, checks, changed } = start({ later: ['pending', 'approved'] });
    await waitFor(actor, (s) => s.hasTag('choosing'));
    actor.send({ type: 'loan.request', amount: 10000, term: 20 });
    await waitFor(actor, (s) => s.hasTag('approved'));
    expect(requests).toEqual([{ amount: 10000, term: 20 }]);
    expect(checks).toEqual([7, 7]);
    expect(changed()).toBe(1);
  });

  it('a refusal ends on the refusal; a lost answer is asked for again', async () => {
    const { actor, checks } = start({ later: ['refused'], checkFailsOnce: true });
    await waitFor(actor, (s) => s.hasTag('choosing'));
    actor.send({ type: 'loan.request', amount: 30000, term: 30 });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(checks).toEqual([7, 7]);
  });

  it('a refused application stays on the calculator with the server\'s reason', async () => {
    const { actor } = start({ requestFails: true });
    await waitFor(actor, (s) => s.hasTag('choosing'));
    actor.send({ type: 'loan.request', amount: 10000, term: 20 });
    await waitFor(actor, (s) => s.hasTag('choosing') && !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('Сначала погасите действующий заём');
  });
});

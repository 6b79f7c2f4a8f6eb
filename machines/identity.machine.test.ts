import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { identityMachine, type ProviderReturn } from './identity.machine';

function start(returned: ProviderReturn, { confirmed = false, exchangeFails = false } = {}) {
  const log: string[] = [];
  const logic = identityMachine.provide({
    actors: {
      fetchConfirmed: fromPromise(async () => confirmed),
      requestProviderPage: fromPromise(async () => 'http://127.0.0.1/sandbox/esia?state=s'),
      confirmWithProvider: fromPromise<unknown, { code: string; state: string }>(async ({ input }) => {
        log.push(`exchange ${input.code} ${input.state}`);
        if (exchangeFails) throw new Error('Ответ Госуслуг устарел. Начните подтверждение заново');
        return null;
      }),
    },
    actions: { leave: (_, { url }) => void log.push(`leave ${url}`), forgetReturn: () => void log.push('forget'), dataChanged: () => void log.push('changed') },
  });
  return { actor: createActor(logic, { input: { returned } }).start(), log };
}

describe('identity confirmation', () => {
  it('offers the methods; Госуслуги leaves for the provider page', async () => {
    const { actor, log } = start(null);
    await waitFor(actor, (s) => s.hasTag('methods'));
    actor.send({ type: 'esia.start' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(log).toEqual(['leave http://127.0.0.1/sandbox/esia?state=s']);
  });

  it('a client confirmed already sees it at once', async () => {
    const { actor } = start(null, { confirmed: true });
    await waitFor(actor, (s) => s.hasTag('confirmed'));
  });

  it('back with a code: exchanged once, the address cleaned, confirmed', async () => {
    const { actor, log } = start({ kind: 'code', code: 'c0de', state: 'st' });
    await waitFor(actor, (s) => s.hasTag('confirmed'));
    expect([...log].sort()).toEqual(['changed', 'exchange c0de st', 'forget']);
  });

  it('a failed exchange says why and leads back to the methods', async () => {
    const { actor } = start({ kind: 'code', code: 'old', state: 'st' }, { exchangeFails: true });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toContain('Госуслуг');
    actor.send({ type: 'methods.back' });
    await waitFor(actor, (s) => s.hasTag('methods'));
  });

  it('refused on the provider page: the refusal, then back to the methods', async () => {
    const { actor } = start({ kind: 'refused' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    actor.send({ type: 'methods.back' });
    await waitFor(actor, (s) => s.hasTag('methods'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { untilSnapshot } from './snapshot-wait';

const door = createMachine({ id: 'door', initial: 'closed', states: { closed: { on: { open: 'open', fail: 'gone' } }, open: { tags: ['open'], on: { close: 'closed' } }, gone: { type: 'final' } } });

afterEach(() => vi.useRealTimers());

describe('untilSnapshot', () => {
  it('resolves with the current snapshot when it already fits, or with the first one that does', async () => {
    const actor = createActor(door).start();
    actor.send({ type: 'open' });
    await expect(untilSnapshot(actor, (s) => s.hasTag('open'), 1000)).resolves.toMatchObject({ value: 'open' });
    actor.send({ type: 'close' });
    const opened = untilSnapshot(actor, (s) => s.hasTag('open'), 1000);
    actor.send({ type: 'open' });
    await expect(opened).resolves.toMatchObject({ value: 'open' });
  });

  it('rejects after the timeout, and when the actor ends without fitting', async () => {
    vi.useFakeTimers();
    const actor = createActor(door).start();
    const late = untilSnapshot(actor, (s) => s.hasTag('open'), 50);
    const rejected = expect(late).rejects.toThrow('Timeout of 50 ms exceeded');
    await vi.advanceTimersByTimeAsync(50);
    await rejected;
    const ended = untilSnapshot(actor, (s) => s.hasTag('open'), 1000);
    actor.send({ type: 'fail' });
    await expect(ended).rejects.toThrow('Actor terminated without satisfying predicate');
  });
});

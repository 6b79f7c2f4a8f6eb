import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatWidgetMachine, type Tenant } from './chat-widget.machine';

function start(tenant: Tenant) {
  const reinit = vi.fn();
  return { actor: createActor(chatWidgetMachine.provide({ actions: { reinitialiseIdentity: reinit } }), { input: { tenant } }).start(), reinit };
}

describe('chat widget machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('falls back to closed after 800 ms on sf and 10000 ms on mf', () => {
    const sf = start('sf').actor;
    const mf = start('mf').actor;
    vi.advanceTimersByTime(799);
    expect(sf.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sf.getSnapshot().value).toBe('closed');
    expect(mf.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(9200);
    expect(mf.getSnapshot().value).toBe('closed');
  });

  it('goes open or closed as the widget reports; on mf login re-initialises keeping the open state', () => {
    const { actor, reinit } = start('mf');
    actor.send({ type: 'chat.loaded', open: true });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'session.login' });
    expect(reinit).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('open');
    const sf = start('sf');
    sf.actor.send({ type: 'chat.loaded', open: false });
    sf.actor.send({ type: 'session.login' });
    expect(sf.reinit).not.toHaveBeenCalled();
    expect(sf.actor.getSnapshot().value).toBe('closed');
    sf.actor.send({ type: 'chat.open' });
    expect(sf.actor.getSnapshot().value).toBe('open');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatWidgetMachine, type Tenant } from './chat-widget.machine';

function start(tenant: Tenant) {
  const reinit = vi.fn();
  const openWidget = vi.fn();
  const closeWidget = vi.fn();
  const machine = chatWidgetMachine.provide({ actions: { reinitialiseIdentity: reinit, openWidget, closeWidget } });
  return { actor: createActor(machine, { input: { tenant } }).start(), reinit, openWidget, closeWidget };
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

  it('opens only when the button asks: a widget that shows itself is closed again (SPEC §1)', () => {
    const { actor, openWidget, closeWidget } = start('sf');
    actor.send({ type: 'chat.loaded', open: true });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(closeWidget).toHaveBeenCalledOnce();
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(closeWidget).toHaveBeenCalledTimes(2);
    expect(openWidget).not.toHaveBeenCalled();

    actor.send({ type: 'chat.request' });
    expect(openWidget).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a request made while the widget loads opens it once loaded, also after the fallback', () => {
    const early = start('sf');
    early.actor.send({ type: 'chat.request' });
    expect(early.openWidget).not.toHaveBeenCalled();
    early.actor.send({ type: 'chat.loaded', open: false });
    expect(early.openWidget).toHaveBeenCalledOnce();

    const late = start('sf');
    vi.advanceTimersByTime(800);
    late.actor.send({ type: 'chat.request' });
    expect(late.actor.getSnapshot().value).toBe('closed');
    late.actor.send({ type: 'chat.loaded', open: false });
    expect(late.openWidget).toHaveBeenCalledOnce();
    late.actor.send({ type: 'chat.open' });
    expect(late.actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('on mf a login re-initialises the identity keeping the open state; sf does not', () => {
    const { actor, reinit } = start('mf');
    actor.send({ type: 'chat.request' });
    actor.send({ type: 'chat.loaded', open: false });
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'session.login' });
    expect(reinit).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    const sf = start('sf');
    sf.actor.send({ type: 'chat.loaded', open: false });
    sf.actor.send({ type: 'session.login' });
    expect(sf.reinit).not.toHaveBeenCalled();
    expect(sf.actor.getSnapshot().value).toBe('closed');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { CHAT_FALLBACK_MS, chatStatusOf, chatWidgetMachine, type ChatIdentity, type ChatWidgetCommand, type ChatWidgetEvent } from './chat-widget.machine';
import type { Tenant } from './tenant';

/** A widget stand-in: records the commands and the identity it started with; `report` is its voice. */
function start(tenant: Tenant, configured = true) {
  const fake = { commands: [] as ChatWidgetCommand['type'][], identities: [] as (ChatIdentity | null)[], reinits: 0, report: (_e: ChatWidgetEvent) => {} };
  const machine = chatWidgetMachine.provide({
    guards: { isConfigured: () => configured },
    actors: {
      widget: fromCallback<ChatWidgetCommand, { identity: ChatIdentity | null }>(({ sendBack, receive, input }) => {
        fake.identities.push(input.identity);
        fake.report = (e) => sendBack(e);
        receive((command) => {
          fake.commands.push(command.type);
          if (command.type === 'widget.identify' && command.reinitialise) fake.reinits++;
        });
      }),
    },
  });
  const actor = createActor(machine, { input: { tenant } }).start();
  return { actor, fake, opened: () => fake.commands.filter((c) => c === 'widget.open').length, closed: () => fake.commands.filter((c) => c === 'widget.close').length };
}

const client: ChatIdentity = { id: '7', name: 'Анна' };

describe('chat widget machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays idle until the third parties start it; without a configured script it never starts', () => {
    const { actor } = start('sf');
    expect(chatStatusOf(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'chat.start' });
    expect(chatStatusOf(actor.getSnapshot())).toBe('loading');
    const none = start('sf', false);
    expect(chatStatusOf(none.actor.getSnapshot())).toBe('unavailable');
    none.actor.send({ type: 'chat.start' });
    none.actor.send({ type: 'chat.request' });
    expect(chatStatusOf(none.actor.getSnapshot())).toBe('unavailable');
  });

  it('falls back to closed after 800 ms on sf and 10000 ms on mf', () => {
    expect(CHAT_FALLBACK_MS).toEqual({ sf: 800, mf: 10000 });
    for (const tenant of ['sf', 'mf'] as const) {
      const { actor } = start(tenant);
      actor.send({ type: 'chat.start' });
      vi.advanceTimersByTime(CHAT_FALLBACK_MS[tenant] - 1);
      expect(actor.getSnapshot().value, `${tenant} just before`).toEqual({ started: 'loading' });
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value, `${tenant} at the fallback`).toEqual({ started: 'closed' });
    }
  });

  it('opens only when the button asks: a widget that shows itself is closed again (requirements §1)', () => {
    const { actor, fake, opened, closed } = start('sf');
    actor.send({ type: 'chat.start' });
    fake.report({ type: 'chat.loaded', open: true });
    expect(chatStatusOf(actor.getSnapshot())).toBe('closed');
    expect(closed()).toBe(1);
    fake.report({ type: 'chat.open' });
    expect(chatStatusOf(actor.getSnapshot())).toBe('closed');
    expect(closed()).toBe(2);
    expect(opened()).toBe(0);

    actor.send({ type: 'chat.request' });
    expect(opened()).toBe(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fake.report({ type: 'chat.open' });
    expect(chatStatusOf(actor.getSnapshot())).toBe('open');
    fake.report({ type: 'chat.close' });
    expect(chatStatusOf(actor.getSnapshot())).toBe('closed');
  });

  it('a request made before the start or while the widget loads opens it once loaded, also after the fallback', () => {
    const early = start('sf');
    early.actor.send({ type: 'chat.request' });
    expect(early.opened()).toBe(0);
    early.fake.report({ type: 'chat.loaded', open: false });
    expect(early.opened()).toBe(1);

    const late = start('sf');
    late.actor.send({ type: 'chat.start' });
    vi.advanceTimersByTime(800);
    late.actor.send({ type: 'chat.request' });
    expect(chatStatusOf(late.actor.getSnapshot())).toBe('closed');
    late.fake.report({ type: 'chat.loaded', open: false });
    expect(late.opened()).toBe(1);
    late.fake.report({ type: 'chat.open' });
    expect(chatStatusOf(late.actor.getSnapshot())).toBe('open');
  });

  it('a widget that cannot load makes the chat unavailable', () => {
    const { actor, fake } = start('mf');
    actor.send({ type: 'chat.start' });
    fake.report({ type: 'chat.failed' });
    expect(chatStatusOf(actor.getSnapshot())).toBe('unavailable');
  });

  it('on mf a login re-initialises the identity keeping the open state; sf only passes it on', () => {
    const { actor, fake } = start('mf');
    actor.send({ type: 'chat.request' });
    fake.report({ type: 'chat.loaded', open: false });
    fake.report({ type: 'chat.open' });
    actor.send({ type: 'session.login', identity: client });
    expect(fake.reinits).toBe(1);
    expect(chatStatusOf(actor.getSnapshot())).toBe('open');
    const sf = start('sf');
    sf.actor.send({ type: 'chat.start' });
    sf.fake.report({ type: 'chat.loaded', open: false });
    sf.actor.send({ type: 'session.login', identity: client });
    expect(sf.fake.reinits).toBe(0);
    expect(sf.fake.commands).toEqual(['widget.identify']);
    expect(chatStatusOf(sf.actor.getSnapshot())).toBe('closed');
  });

  it('a login before the widget starts is the identity it starts with', () => {
    const { actor, fake } = start('mf');
    actor.send({ type: 'session.login', identity: client });
    actor.send({ type: 'chat.start' });
    expect(fake.identities).toEqual([client]);
  });
});

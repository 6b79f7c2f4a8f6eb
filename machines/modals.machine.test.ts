import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modalsMachine, selectIsModalOpen, selectOpenModalIds } from './modals.machine';

function start() {
  const lock = vi.fn();
  const unlock = vi.fn();
  const actor = createActor(modalsMachine.provide({ actions: { lockScroll: lock, unlockScroll: unlock } })).start();
  return { actor, lock, unlock };
}

describe('modals machine', () => {
  it('opens each id once, closes by id, closeLast and Escape close the latest; scroll locked while any is open', () => {
    const { actor, lock, unlock } = start();
    actor.send({ type: 'modal.open', id: 'CallBackModal' });
    actor.send({ type: 'modal.open', id: 'CallBackModal' });
    actor.send({ type: 'modal.open', id: 'Info' });
    actor.send({ type: 'modal.open', id: 'Other' });
    expect(selectOpenModalIds(actor.getSnapshot())).toEqual(['CallBackModal', 'Info', 'Other']);
    expect(lock).toHaveBeenCalledOnce();
    actor.send({ type: 'key.escape' });
    expect(selectIsModalOpen('Other')(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'modal.close', id: 'CallBackModal' });
    expect(selectOpenModalIds(actor.getSnapshot())).toEqual(['Info']);
    expect(unlock).not.toHaveBeenCalled();
    actor.send({ type: 'modal.closeLast' });
    expect(selectOpenModalIds(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().hasTag('scrollLocked')).toBe(false);
    expect(unlock).toHaveBeenCalledOnce();
    actor.send({ type: 'key.escape' });
    expect(actor.getSnapshot().value).toBe('none');
  });
});

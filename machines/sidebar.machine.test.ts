import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine } from './sidebar.machine';

describe('sidebar machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after 200 ms and closes with a 300 ms animation', () => {
    const a = createActor(sidebarMachine).start();
    a.send({ type: 'sidebar.toggle' });
    expect(a.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(199);
    expect(a.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().hasTag('visible')).toBe(true);
    a.send({ type: 'sidebar.close' });
    expect(a.getSnapshot().hasTag('animatingOut')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(a.getSnapshot().hasTag('mounted')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().value).toBe('closed');
  });
});

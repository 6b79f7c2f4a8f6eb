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

describe('sidebar: what the app tells it (issue 30)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const type of ['route.changed', 'key.escape'] as const) {
    it(`${type} closes it while opening or open, and means nothing when closed or closing`, () => {
      const a = createActor(sidebarMachine).start();
      a.send({ type });
      expect(a.getSnapshot().value).toBe('closed');
      a.send({ type: 'sidebar.open' });
      a.send({ type });
      expect(a.getSnapshot().value).toBe('closing');
      a.send({ type });
      expect(a.getSnapshot().value).toBe('closing');
      vi.advanceTimersByTime(300);
      a.send({ type: 'sidebar.open' });
      vi.advanceTimersByTime(200);
      expect(a.getSnapshot().value).toBe('open');
      a.send({ type });
      expect(a.getSnapshot().value).toBe('closing');
    });
  }
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterDelayOrFirstScroll } from './schedule';

afterEach(() => vi.useRealTimers());

describe('afterDelayOrFirstScroll', () => {
  it('runs once after 3 s when nobody scrolls', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterDelayOrFirstScroll(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('scroll'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on the first scroll, and not again at 3 s', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterDelayOrFirstScroll(run);
    window.dispatchEvent(new Event('scroll'));
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterDelayOrFirstScroll(run)();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('counts a scroll made before it started (a prerendered page scrolled while the app loaded)', () => {
    vi.useFakeTimers();
    window.scrollY = 400;
    try {
      const run = vi.fn();
      afterDelayOrFirstScroll(run);
      vi.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      window.scrollY = 0;
    }
  });
});

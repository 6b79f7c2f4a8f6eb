import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createScrollManager, type ScrollManager } from './scroll-manager';

// jsdom lays nothing out: the page's height and the scroll position are set by hand.
function fakeScroll(height: number) {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  const scrollTo = vi.fn((arg: number | ScrollToOptions, top?: number) => {
    y = typeof arg === 'number' ? (top ?? 0) : (arg.top ?? 0);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return { set: (next: number) => (y = next), scrollTo };
}

function go(path: string, kind: 'push' | 'pop') {
  if (kind === 'push') history.pushState(null, '', path);
  else history.replaceState(null, '', path);
  window.dispatchEvent(new Event(kind === 'push' ? 'pushState' : 'popstate'));
}

describe('scroll manager: going back restores the position the page was left at', () => {
  let manager: ScrollManager;
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/Faq');
  });
  afterEach(() => {
    manager.dispose();
    vi.useRealTimers();
  });

  it('restores 600 px after 800 ms, even when a scroll event of the page left behind arrives late', () => {
    const scroll = fakeScroll(5000);
    manager = createScrollManager(window, 800);
    manager.onPageRendered('/Faq', '');
    scroll.set(600);
    go('/contacts', 'push');
    manager.onPageRendered('/contacts', '');
    expect(scroll.scrollTo).toHaveBeenLastCalledWith(0, 0);
    go('/Faq', 'pop');
    // A busy browser dispatches the contacts page's scroll event (to the top) only now, after the
    // back navigation changed the URL: it belongs to the page left, not to the FAQ.
    window.dispatchEvent(new Event('scroll'));
    manager.onPageRendered('/Faq', '');
    vi.advanceTimersByTime(799);
    expect(window.scrollY).toBe(0);
    vi.advanceTimersByTime(1);
    expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 600, behavior: 'smooth' });
  });

  it('restores the position when back is pressed before the page left had rendered', () => {
    // The contacts page was still loading its code when the visitor went back: its render, late,
    // belongs to a page no longer shown and must not take the back navigation's restore.
    const scroll = fakeScroll(5000);
    manager = createScrollManager(window, 800);
    manager.onPageRendered('/Faq', '');
    scroll.set(600);
    go('/contacts', 'push');
    go('/Faq', 'pop');
    manager.onPageRendered('/contacts', '');
    manager.onPageRendered('/Faq', '');
    vi.advanceTimersByTime(800);
    expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 600, behavior: 'smooth' });
  });

  function leaveFaqAt(height: number, y: number) {
    // As in a browser, a page's growth could be observed: the restore must not wait for it.
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      disconnect() {}
    };
    onTestFinished(() => {
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    });
    const scroll = fakeScroll(height);
    manager = createScrollManager(window, 800);
    manager.onPageRendered('/Faq', '');
    scroll.set(y);
    go('/contacts', 'push');
    manager.onPageRendered('/contacts', '');
    go('/Faq', 'pop');
    manager.onPageRendered('/Faq', '');
    return scroll;
  }

  // requirements §2.4: «If the saved position is beyond the page height, go to the top» — the page's
  // height (scrollHeight), not the height less the window's.
  it('goes to the top at 800 ms when the saved position is beyond the page height, with no further wait', () => {
    const scroll = leaveFaqAt(1000, 1001);
    vi.advanceTimersByTime(799);
    expect(scroll.scrollTo).not.toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.advanceTimersByTime(1);
    expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('restores a saved position within the page height, even in its last window (the browser stops at the end)', () => {
    expect(window.innerHeight).toBeGreaterThan(100);
    const scroll = leaveFaqAt(1000, 1000);
    vi.advanceTimersByTime(800);
    expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'smooth' });
  });
});

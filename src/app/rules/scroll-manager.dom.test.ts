import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollManager, RESTORE_GROW_WAIT_MS, type ScrollManager } from './scroll-manager';

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

  it('goes to the top when the saved position no longer exists on the page', () => {
    const scroll = fakeScroll(1000);
    manager = createScrollManager(window, 800);
    manager.onPageRendered('/Faq', '');
    scroll.set(900);
    go('/contacts', 'push');
    manager.onPageRendered('/contacts', '');
    go('/Faq', 'pop');
    manager.onPageRendered('/Faq', '');
    vi.advanceTimersByTime(800);
    expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  describe('a page still rendering its parts when the 800 ms have passed', () => {
    let grown: (() => void) | undefined;
    beforeEach(() => {
      // jsdom has no ResizeObserver: this one reports when the test says the page grew.
      (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
        constructor(private readonly callback: () => void) {}
        observe() {
          grown = this.callback;
        }
        disconnect() {
          grown = undefined;
        }
      };
    });
    afterEach(() => {
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    });

    function leaveAt(height: { value: number }, y: number) {
      const scroll = fakeScroll(0);
      Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height.value });
      manager = createScrollManager(window, 800);
      manager.onPageRendered('/Faq', '');
      scroll.set(y);
      go('/contacts', 'push');
      manager.onPageRendered('/contacts', '');
      return scroll;
    }

    it('waits for the page to grow to the saved position, then restores it', () => {
      const height = { value: 5000 };
      const scroll = leaveAt(height, 600);
      height.value = 900;
      go('/Faq', 'pop');
      manager.onPageRendered('/Faq', '');
      vi.advanceTimersByTime(800);
      expect(scroll.scrollTo).not.toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
      height.value = 5000;
      grown?.();
      expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 600, behavior: 'smooth' });
    });

    it('goes to the top when the page has not grown to it within the wait', () => {
      const height = { value: 5000 };
      const scroll = leaveAt(height, 600);
      height.value = 900;
      go('/Faq', 'pop');
      manager.onPageRendered('/Faq', '');
      vi.advanceTimersByTime(800 + RESTORE_GROW_WAIT_MS);
      expect(scroll.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
      expect(grown).toBeUndefined();
    });
  });
});

// requirements §9 "Scroll restore delay 800 ms": the manager as the app builds it (no delay passed
// in) restores nothing at 799 ms and the saved position at 800 ms.
import { afterEach, expect, it, vi } from 'vitest';
import { createScrollManager, SCROLL_RESTORE_DELAY_MS } from './scroll-manager';

afterEach(() => vi.useRealTimers());

it('the app’s own manager restores the saved position at 800 ms, not at 799', () => {
  expect(SCROLL_RESTORE_DELAY_MS).toBe(800);
  vi.useFakeTimers();
  history.replaceState(null, '', '/Faq');
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 5000 });
  const scrollTo = vi.fn((arg: number | ScrollToOptions, top?: number) => {
    y = typeof arg === 'number' ? (top ?? 0) : (arg.top ?? 0);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const manager = createScrollManager(window);
  try {
    manager.onPageRendered('/Faq', '');
    y = 600;
    history.pushState(null, '', '/contacts');
    window.dispatchEvent(new Event('pushState'));
    manager.onPageRendered('/contacts', '');
    history.replaceState(null, '', '/Faq');
    window.dispatchEvent(new Event('popstate'));
    manager.onPageRendered('/Faq', '');
    vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1);
    expect(y).toBe(0);
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 600, behavior: 'smooth' });
  } finally {
    manager.dispose();
  }
});

// requirements §2.4 scrolling: a new page starts at the top, a hash scrolls to its anchor, and going
// back or forward restores the saved position smoothly after 800 ms (registration and creation
// go to the top; a saved position beyond the page height goes to the top).
import { waitForElement } from '@/components/layout/wait-for-element';

export const SCROLL_RESTORE_DELAY_MS = 800;
const TOP_ON_RETURN = [/^\/registration(\/|$)/i, /^\/creation(\/|$)/i];

export interface ScrollManager {
  /** Call after the new page has rendered. */
  onPageRendered: (path: string, hash: string) => void;
  dispose: () => void;
}

/** A hash target is held in view until the page has not changed size for this long… */
export const HASH_SETTLE_MS = 1500;
/** …and never longer than this. */
const HASH_HOLD_MAX_MS = 10_000;

/**
 * Scrolls to a hash target and keeps it there while the page settles: parts above it that load
 * later (the profile's sections above its documents) would push it out of view after the scroll
 * (issue 28: a request's link must land on its document group). A wheel, touch or key hands the
 * scrolling back to the visitor at once.
 */
export function keepInView(el: HTMLElement, win: Window, settleMs = HASH_SETTLE_MS): void {
  el.scrollIntoView({ behavior: 'smooth' });
  const Observer = (win as Window & typeof globalThis).ResizeObserver;
  if (typeof Observer !== 'function') return;
  let first = true;
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  let settled: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(settled);
    clearTimeout(cap);
    for (const type of userEvents) win.removeEventListener(type, stop);
  };
  const observer = new Observer(() => {
    clearTimeout(settled);
    settled = setTimeout(stop, settleMs);
    // The first call is the observation starting, not a change: the smooth scroll goes on.
    if (first) {
      first = false;
      return;
    }
    if (el.isConnected) el.scrollIntoView({ behavior: 'auto' });
  });
  const cap = setTimeout(stop, HASH_HOLD_MAX_MS);
  for (const type of userEvents) win.addEventListener(type, stop, { passive: true });
  observer.observe(win.document.body);
}

/**
 * requirements §2.4: the saved position is restored smoothly, unless it is beyond the page height
 * (the document's scrollHeight), which goes to the top. A position in the page's last window is
 * within the page: the browser stops the scroll at the end.
 */
function restore(win: Window, saved: number): void {
  if (saved > win.document.documentElement.scrollHeight) win.scrollTo({ top: 0, behavior: 'auto' });
  else win.scrollTo({ top: saved, behavior: 'smooth' });
}

/** The address's path as the router reports it: decoded, as wouter does (its `unescape`). */
function pathOf(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

export function createScrollManager(win: Window = window, delayMs = SCROLL_RESTORE_DELAY_MS): ScrollManager {
  const positions = new Map<string, number>();
  const keyOf = () => win.location.pathname + win.location.search;
  let currentKey = keyOf();
  let popped = false;
  // The document's own first page: the browser has placed it, and on a prerendered page the
  // visitor may already have scrolled it before the app started.
  let firstPage = true;
  let pending: ReturnType<typeof setTimeout> | undefined;

  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';

  // A page's position is saved only as it is left: the URL-change events fire synchronously,
  // before React renders the next page, while a scroll event is dispatched a frame later and on a
  // busy machine can arrive after the URL has changed, carrying the old page's position (or the
  // top) under the new page's key.
  const onNavigate = (kind: 'push' | 'pop') => () => {
    const next = keyOf();
    if (next === currentKey) return;
    positions.set(currentKey, win.scrollY);
    currentKey = next;
    popped = kind === 'pop';
  };
  const onPush = onNavigate('push');
  const onPop = onNavigate('pop');
  win.addEventListener('pushState', onPush);
  win.addEventListener('replaceState', onPush);
  win.addEventListener('popstate', onPop);

  return {
    onPageRendered(path, hash) {
      // A page that finishes rendering after the visitor has already left it (back pressed while
      // its code loaded) is not the page shown: the navigation's scroll belongs to the one that is.
      if (path !== pathOf(win.location.pathname)) return;
      clearTimeout(pending);
      const wasPop = popped;
      const wasFirst = firstPage;
      popped = false;
      firstPage = false;
      if (wasPop) {
        if (TOP_ON_RETURN.some((re) => re.test(path))) {
          win.scrollTo(0, 0);
          return;
        }
        const saved = positions.get(currentKey) ?? 0;
        pending = setTimeout(() => restore(win, saved), delayMs);
        return;
      }
      if (hash.length > 1) {
        const id = decodeURIComponent(hash.slice(1));
        // A target may come with data that is slow to arrive (a document group): it is waited for longer.
        void waitForElement(id, win, HASH_HOLD_MAX_MS).then((el) => {
          if (el) keepInView(el, win);
        });
        return;
      }
      if (!wasFirst) win.scrollTo(0, 0);
    },
    dispose() {
      clearTimeout(pending);
      win.removeEventListener('pushState', onPush);
      win.removeEventListener('replaceState', onPush);
      win.removeEventListener('popstate', onPop);
    },
  };
}

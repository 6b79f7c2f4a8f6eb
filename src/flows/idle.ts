// Work that no one waits for runs when the main thread is idle, so it never sits in front of a tap
// or a keypress on a phone (issue 32). Browsers without requestIdleCallback get a short timer.
import { afterDelayOrFirstScroll } from './third-party/schedule';

/** Runs `task` at the browser's next idle period (within `timeoutMs` at the latest); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** A macrotask boundary that timers do not gate (a test's paused clock, a throttled tab). */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Work the first screen never needs (the viewer's publisher, the transition reports, the error
 * page's chunk): at the third parties' moment — 3 s after the start or the first scroll — and then
 * at idle, so its code is no part of the home page's initial JS (design-notes §7). Returns the cancel.
 */
export function afterStartUp(task: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const cancelWait = afterDelayOrFirstScroll(() => (cancelIdle = whenIdle(task)));
  return () => {
    cancelWait();
    cancelIdle();
  };
}

// Work that no one waits for runs when the main thread is idle, so it never sits in front of a tap
// or a keypress on a phone (issue 32). Browsers without requestIdleCallback get a short timer.

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

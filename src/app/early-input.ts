// Input that reached a prerendered page before React owned it (recorded by the inline script in
// index.html): clicks on buttons and on the site's own links are replayed once hydration has
// committed, and the first interaction counts for rules that wait for one (the home back trap).

interface EarlyInput {
  clicks: HTMLElement[];
  /** Path of the page the first interaction happened on; null when there was none. */
  interactedOn: string | null;
  done: boolean;
}

const early = (): EarlyInput | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __EARLY_INPUT__?: EarlyInput }).__EARLY_INPUT__;

/**
 * Whether the visitor clicked, pressed a key or touched `path` before the app took it over.
 * Answers true once: the rule that asks consumes it, and pages reached later had no early input.
 */
export function takeEarlyInteraction(path: string): boolean {
  const input = early();
  if (!input || input.interactedOn !== path) return false;
  input.interactedOn = null;
  return true;
}

/**
 * Stops recording and replays held clicks on what is now in the page. Call after hydration. The
 * replaying code loads only when there is something to replay: most visits have no early clicks.
 */
export async function releaseEarlyInput(): Promise<void> {
  const input = early();
  if (!input || input.done) return;
  input.done = true;
  const clicks = input.clicks.splice(0);
  if (clicks.length > 0) (await import('./early-replay')).replayHeldClicks(clicks);
}

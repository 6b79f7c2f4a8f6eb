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

/** Stops recording and replays held clicks on elements still in the page. Call after hydration. */
export function releaseEarlyInput(): void {
  const input = early();
  if (!input || input.done) return;
  input.done = true;
  const clicks = input.clicks.splice(0);
  for (const button of clicks) clickOnceOwned(button, Date.now() + OWNED_WAIT_MS);
}

/** How long a held click waits for the part of the page it hit to be hydrated. */
const OWNED_WAIT_MS = 5000;

// React tags the nodes it has hydrated with their props. A part of the page inside a boundary
// hydrates after the root has committed (a server-rendered cabinet page): a click replayed on it
// before then reaches no handler and is lost, so it waits for that part.
const ownedByReact = (node: HTMLElement) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

function clickOnceOwned(button: HTMLElement, deadline: number): void {
  if (!button.isConnected) return;
  if (ownedByReact(button) || Date.now() > deadline) {
    button.click();
    return;
  }
  setTimeout(() => clickOnceOwned(button, deadline), 16);
}

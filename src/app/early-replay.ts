// The held clicks of src/app/early-input.ts replayed, each once the part of the page it hit is
// the app's (hydrated), on the element standing where the visitor tapped.

/** How long a held click waits for the part of the page it hit to be hydrated. */
const OWNED_WAIT_MS = 5000;

export function replayHeldClicks(clicks: readonly HTMLElement[]): void {
  const path = window.location.pathname;
  for (const held of clicks) clickOnceOwned(held, path, Date.now() + OWNED_WAIT_MS);
}

// React tags the nodes it has hydrated with their props. A part of the page inside a boundary
// hydrates after the root has committed (a server-rendered cabinet page): a click replayed on it
// before then reaches no handler and is lost, so it waits for that part.
const ownedByReact = (node: HTMLElement) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/**
 * The element now standing where `held` stood: itself, or, when React redrew that part of the
 * page instead of hydrating it (its markup did not match), the one like it (the same kind, link
 * target, test id and text). A tap is on what the visitor saw, not on a particular node.
 */
function standIn(held: HTMLElement): HTMLElement | null {
  if (held.isConnected) return held;
  const alike = (node: Element): node is HTMLElement =>
    node instanceof HTMLElement &&
    node.getAttribute('href') === held.getAttribute('href') &&
    node.getAttribute('data-testid') === held.getAttribute('data-testid') &&
    node.textContent === held.textContent;
  return [...document.querySelectorAll(held.tagName)].find(alike) ?? null;
}

function clickOnceOwned(held: HTMLElement, path: string, deadline: number): void {
  const target = standIn(held);
  if (target && (ownedByReact(target) || Date.now() > deadline)) {
    target.click();
    return;
  }
  if (Date.now() <= deadline) {
    setTimeout(() => clickOnceOwned(held, path, deadline), 16);
    return;
  }
  // Gone for good: a link still goes where the visitor asked (as index.html's recorder promises),
  // unless the app has moved on to another page meanwhile (a redirect); a button's action belonged
  // to a screen that is no longer there.
  if (held instanceof HTMLAnchorElement && window.location.pathname === path) window.location.assign(held.href);
}

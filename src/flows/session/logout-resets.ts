// What a logout resets beside the session itself (requirements §4): the registration state (unless
// the logout keeps it) and the login flow's state — the other store with auth data (its stack,
// restoreData, loginData, the password kept for a resend). The pages' actors are roots of their
// own, not children of the session, so each registers here while its page runs and the session's
// `resetRegistration` / `resetLoginState` reach it.
type Reset = () => void;
export type ResettableStore = 'login' | 'registration';

const resets: Record<ResettableStore, Set<Reset>> = { login: new Set(), registration: new Set() };

/** Registers a reset of a page's state while the page runs; returns the unregistration. */
export function onLogoutReset(store: ResettableStore, reset: Reset): () => void {
  resets[store].add(reset);
  return () => resets[store].delete(reset);
}

export function resetStore(store: ResettableStore): void {
  for (const reset of resets[store]) reset();
}

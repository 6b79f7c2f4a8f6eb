// When the session renews its token (requirements §7.6: the refresh answer updates the auth cookie):
// a named delay of the session machine, computed from the expiry the server gave.

/** Renew this long before the expiry; never sooner than MIN_DELAY_MS from now. */
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;
const MIN_DELAY_MS = 1000;
// Timers overflow past ~24.8 days; a later expiry is re-planned when the timer fires.
export const MAX_DELAY_MS = 2 ** 31 - 1;

/** Milliseconds until the token should be renewed, or null when the expiry is unknown. */
export function refreshDelay(expiresIso: string | null, now: number): number | null {
  if (!expiresIso) return null;
  const expires = Date.parse(expiresIso);
  if (Number.isNaN(expires)) return null;
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, expires - REFRESH_AHEAD_MS - now));
}

// Renews the token before it expires (SPEC §7.6: the refresh answer updates the auth cookie).
// The session machine has no timer for this, so the app schedules it from the stored expiry.
import { useEffect } from 'react';
import type { AccountApi } from '../../api/account';
import { SessionActor } from './SessionProvider';
import { TOKEN_EXPIRES_KEY, safeStorage } from './storage-keys';

/** Renew this long before the expiry; never sooner than MIN_DELAY_MS from now. */
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;
const MIN_DELAY_MS = 1000;
// setTimeout overflows past ~24.8 days; a later expiry is re-planned when the timer fires.
const MAX_DELAY_MS = 2 ** 31 - 1;

export function refreshDelay(expiresIso: string | null, now: number = Date.now()): number | null {
  if (!expiresIso) return null;
  const expires = Date.parse(expiresIso);
  if (Number.isNaN(expires)) return null;
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, expires - REFRESH_AHEAD_MS - now));
}

export function TokenRefresher({ api }: { api: AccountApi }) {
  const actor = SessionActor.useActorRef();
  const token = SessionActor.useSelector((s) => (s.hasTag('authenticated') ? s.context.token : null));
  useEffect(() => {
    if (!token) return;
    const delay = refreshDelay(safeStorage('local')?.getItem(TOKEN_EXPIRES_KEY) ?? null);
    if (delay === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .refreshToken(token)
        .then((answer) => {
          if (!cancelled) actor.send({ type: 'token.refreshed', token: answer.Token, expires: answer.Expires });
        })
        // A failed refresh is logged; the next call that gets a 401 ends the session (SPEC §8).
        .catch((error: unknown) => console.warn('[session] refresh:', error));
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [actor, api, token]);
  return null;
}

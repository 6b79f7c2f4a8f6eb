// Turns a token from any sign-in (login, SMS code, new password, registration confirmation)
// into a session; the session machine then routes by requirements §2.5 (its post-login routing child)
// for the route the client came from.
import { useCallback } from 'react';
import type { AuthToken } from '@/api/account';
import { SessionActor } from './SessionProvider';
import { untilSnapshot } from '../snapshot-wait';

export function useStartSession() {
  const actor = SessionActor.useActorRef();
  return useCallback(
    (token: AuthToken, from?: string) => {
      // Another sign-in while signed in (e.g. a new password): same session, fresh user data.
      const signedIn = actor.getSnapshot().hasTag('authenticated');
      actor.send({ type: signedIn ? 'token.refreshed' : 'session.login', token: token.Token, expires: token.Expires, ...(from ? { from } : {}) });
    },
    [actor],
  );
}

/** Asks the session to load the client's data again and route; resolves once it has. */
export function useRouteAfterLogin() {
  const actor = SessionActor.useActorRef();
  return useCallback(
    async (from: string) => {
      actor.send({ type: 'session.route', from });
      await untilSnapshot(actor, (s) => !s.hasTag('authenticated') || (s.context.routeFrom === null && !s.hasTag('routing')), 30_000);
    },
    [actor],
  );
}

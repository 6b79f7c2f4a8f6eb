// Turns a token from any sign-in (login, SMS code, new password, registration confirmation)
// into a session; the session machine then routes by SPEC §2.5 (its post-login routing child)
// for the route the client came from.
import { useCallback } from 'react';
import { waitFor } from 'xstate';
import type { AuthToken } from '@/api/account';
import { SessionActor } from './SessionProvider';

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
      await waitFor(actor, (s) => !s.hasTag('authenticated') || (s.context.routeFrom === null && !s.hasTag('routing')), { timeout: 30_000 });
    },
    [actor],
  );
}

/** Sign in with the token and go where the post-login rules say; `fromPath` is the route the client came from. */
export function useCompleteLogin() {
  const actor = SessionActor.useActorRef();
  const start = useStartSession();
  return useCallback(
    async (token: AuthToken, fromPath: string) => {
      start(token, fromPath);
      await waitFor(actor, (s) => !s.hasTag('authenticated') || (s.context.routeFrom === null && !s.hasTag('routing')), { timeout: 30_000 });
    },
    [actor, start],
  );
}

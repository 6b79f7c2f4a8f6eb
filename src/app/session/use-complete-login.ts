// Turns a token from any sign-in (login, SMS code, new password, registration confirmation)
// into a session, then routes by SPEC §2.5 unless the caller stays on its page.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { AuthToken } from '../../api/account';
import { decideAfterLogin, followDecision, routeFlagsOf, type RouteFlags } from './post-login';
import { SessionActor, useSessionServices } from './SessionProvider';

export function useStartSession() {
  const actor = SessionActor.useActorRef();
  return useCallback(
    (token: AuthToken) => {
      if (actor.getSnapshot().hasTag('authenticated')) {
        // Another sign-in while signed in (e.g. a new password): same session, fresh user data.
        actor.send({ type: 'token.refreshed', token: token.Token, expires: token.Expires });
        actor.send({ type: 'session.reload' });
      } else actor.send({ type: 'session.login', token: token.Token, expires: token.Expires });
    },
    [actor],
  );
}

export function useRouteAfterLogin() {
  const actor = SessionActor.useActorRef();
  const { api } = useSessionServices();
  const [, navigate] = useLocation();
  return useCallback(
    async (flags: RouteFlags, { reload = false }: { reload?: boolean } = {}) => {
      // The user's flags and loans change during registration: decide on fresh data.
      if (reload) actor.send({ type: 'session.reload' });
      const decision = await decideAfterLogin(actor, api, flags);
      followDecision(decision, navigate);
    },
    [actor, api, navigate],
  );
}

/** Sign in with the token and go where the post-login rules say; `fromPath` is the route the user came from. */
export function useCompleteLogin() {
  const start = useStartSession();
  const route = useRouteAfterLogin();
  return useCallback(
    async (token: AuthToken, fromPath: string) => {
      start(token);
      await route(routeFlagsOf(fromPath));
    },
    [start, route],
  );
}

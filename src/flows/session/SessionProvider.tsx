// The app-wide session actor (systemId 'session') with its real effects, plus the services the
// account flows need (API calls, login, logout, post-login routing). Mount once inside the router
// and the config provider: <SessionProvider>{app}</SessionProvider>.
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SESSION_SYSTEM_ID, sessionMachine } from '@machines/session.machine';
import { createApiClients, type ApiClients } from '@/api/clients';
import { documentCookieJar } from '@/api/user-hash';
import { ActorInspectContext } from '../actor-inspect';
import { useRuntimeConfig } from '../config-context';
import { bindApiClients } from '../data/query-clients';
import { createAccountApi, type AccountApi } from '@/api/account';
import { withInspector } from '../inspector';
import { useOptionalChat } from '../third-party/root-actors';
import { readAuthTokens } from './cookies';
import { RequestCookiesContext } from './request-cookies';
import { isLogoutCall, madeUnderAnotherToken, revokeToken } from './revoke';
import { provideSession } from './session-logic';
import { PENDING_SCORING_CHECKED_KEY, TOKEN_EXPIRES_KEY, safeStorage } from './storage-keys';

export const SessionActor = createActorContext(sessionMachine, {
  systemId: SESSION_SYSTEM_ID,
  input: { newSiteToken: null, oldSiteToken: null },
});

type SessionRef = ReturnType<typeof SessionActor.useActorRef>;

export interface SessionServices {
  api: AccountApi;
  /** Both typed clients, carrying the session's bearer and its 401 rule, for any view's calls. */
  clients: ApiClients;
  /** Ends the session, revokes the token on the server, goes to `redirectTo` or '/' (requirements §4, §6). */
  logout: (options?: { redirectTo?: string; keepRegistration?: boolean }) => void;
}

const ServicesContext = createContext<SessionServices | null>(null);

export function useSessionServices(): SessionServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useSessionServices needs <SessionProvider>');
  return services;
}

interface Props {
  children: ReactNode;
  /** Tests inject the calls; the app builds them from the runtime configuration. */
  api?: AccountApi;
}

export function SessionProvider({ children, api: injectedApi }: Props) {
  const config = useRuntimeConfig();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Effects read the latest bearer and actor through refs: both are created once per app.
  const bearer = useRef<string | null>(null);
  const sessionRef = useRef<SessionRef | null>(null);
  // Absent only in tests that mount the session alone.
  const queryClient = useContext(QueryClientContext);
  const inspect = useContext(ActorInspectContext);
  const chat = useOptionalChat();
  // On the server: the rendered request's cookies (src/app/session/request-cookies.ts).
  const requestCookies = useContext(RequestCookiesContext);

  const setup = useMemo(() => {
    const clients =
      createApiClients({
        host: config.apiHost,
        clientApiKey: config.clientApiKey,
        cookies: documentCookieJar(requestCookies === null ? undefined : { cookie: requestCookies }),
        getToken: () => bearer.current,
        // requirements §2.4, §8: after any 401, signed in or not, log out and go to the login page. The
        // exceptions are the revoke sent by a logout the user asked for, and any call made under
        // a token that has ended since (that logout, a new login): that session is over already.
        onUnauthorized: (request) => {
          if (!isLogoutCall(request) && !madeUnderAnotherToken(request, bearer.current)) sessionRef.current?.send({ type: 'session.expired' });
        },
      });
    // Query functions (public content, route checks, the prerender) run on these same clients.
    if (queryClient) bindApiClients(queryClient, clients);
    const tokens = readAuthTokens(config.envType, requestCookies ?? undefined);
    // The calls' code loads at once for a signed-in visitor (the session's loads come next), on
    // the first call for an anonymous one, whose start makes none.
    const api = injectedApi ?? createAccountApi(clients.api, { preload: tokens.newSiteToken !== null || tokens.oldSiteToken !== null });
    const logic = provideSession({
      api,
      queryClient: queryClient ?? new QueryClient(),
      envType: config.envType,
      setBearer: (token) => {
        bearer.current = token;
      },
      navigate: (to) => navigateRef.current(to),
      chat,
    });
    const input = {
      ...tokens,
      expires: safeStorage('local')?.getItem(TOKEN_EXPIRES_KEY) ?? null,
      pendingScoringChecked: safeStorage('session')?.getItem(PENDING_SCORING_CHECKED_KEY) === '1',
    };
    // At start the machine's invoked loads run before its applyToken action: seed the bearer here.
    bearer.current = input.newSiteToken;
    return { api, clients, logic, input };
    // The session is created once; a new config means a reload of the app anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SessionActor.Provider logic={setup.logic} options={withInspector({ systemId: SESSION_SYSTEM_ID, input: setup.input, inspect })}>
      <SessionWiring api={setup.api} clients={setup.clients} bearer={bearer} sessionRef={sessionRef}>
        {children}
      </SessionWiring>
    </SessionActor.Provider>
  );
}

interface WiringProps {
  api: AccountApi;
  clients: ApiClients;
  bearer: { current: string | null };
  sessionRef: { current: SessionRef | null };
  children: ReactNode;
}

function SessionWiring({ api, clients, bearer, sessionRef, children }: WiringProps) {
  const actor = SessionActor.useActorRef();
  sessionRef.current = actor;
  const services = useMemo<SessionServices>(
    () => ({
      api,
      clients,
      logout: ({ redirectTo, keepRegistration } = {}) => {
        // Before the logout: the shared middleware reads the bearer when the request is built.
        if (bearer.current) revokeToken(clients.api);
        actor.send({ type: 'session.logout', redirectTo, keepRegistration });
      },
    }),
    [actor, api, clients, bearer],
  );
  return (
    <ServicesContext.Provider value={services}>
      {children}
    </ServicesContext.Provider>
  );
}

// The session machine with its real effects (design-notes §2: only src/flows provides them).
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { sessionMachine, sessionPostLoginRouting, type TokenAnswer, type UserExtras } from '@machines/session.machine';
import type { Loan, StatusLoan, UserData } from '@machines/types';
import type { RuntimeConfig } from '../runtime-config';
import type { AccountApi } from '@/api/account';
import { NEW_SITE_TOKEN_COOKIE, clearAuthCookies, writeCookie } from './cookies';
import { PENDING_SCORING_CHECKED_KEY, TOKEN_EXPIRES_KEY, clearRegistrationStorage, failurePageVisitedKey, safeStorage } from './storage-keys';
import { takeSeededAnswer } from '../seeded-answers';
import { nextTask } from '../idle';
import { followDecision } from './post-login';
import { resetStore } from './logout-resets';
import { userQueries } from './user-queries';
import type { ChatIdentity } from '@machines/chat-widget.machine';

/** Used when the cross-auth answer carries no expiry; the refresh then renews it early. */
const CROSS_AUTH_DEFAULT_LIFE_MS = 60 * 60 * 1000;

export interface SessionEffects {
  api: AccountApi;
  /** The app's cache: the session's loads and the cabinet's views read the same entries. */
  queryClient: QueryClient;
  envType: RuntimeConfig['envType'];
  /** Where the API client reads the bearer from. */
  setBearer: (token: string | null) => void;
  navigate: (to: string) => void;
  /** The root's chat actor, when the app runs one (a test may mount the session alone). */
  chat?: { send: (event: { type: 'session.login'; identity: ChatIdentity }) => void } | null;
}

export function storeAuthCookie({ token, expires }: TokenAnswer): void {
  writeCookie(NEW_SITE_TOKEN_COOKIE, token, new Date(expires));
  safeStorage('local')?.setItem(TOKEN_EXPIRES_KEY, expires);
}

/**
 * A load ends before it asks if its session state was left meanwhile (a logout, a 401), held back a
 * task or not: the cache it would read is emptied and the bearer gone, so it would ask the server
 * without the token, and that call's 401 would send a client who pressed «Выйти» to the login page
 * as an expired session. A click replayed by hydration can log out before the session's actor has
 * started: its first loads then start and stop in the same task, and end here a microtask later.
 */
async function heldTask(signal: AbortSignal): Promise<void> {
  await nextTask();
  signal.throwIfAborted();
}

export function provideSession({ api, queryClient, envType, setBearer, navigate, chat }: SessionEffects) {
  const queries = userQueries(api);
  // Profile and loans with staleTime 0: a (re)load of the session asks the server again, yet
  // joins a read already in flight. The first load takes what the cabinet page's HTML brought
  // (src/flows/cabinet-answers.ts): it is as fresh as the page. Taken from the page, the loads
  // would resolve at once and the session's whole start run in the first commit's task (115 ms at
  // 4× CPU on the dashboard, issue 32), so each such step answers a task later; a load that asks
  // the server is not held back.
  let fromPage = false;
  const fresh = async <T extends { queryKey: readonly unknown[] }>(options: T, signal: AbortSignal) => {
    const seeded = takeSeededAnswer(queryClient, options.queryKey);
    fromPage ||= seeded;
    if (seeded) await heldTask(signal);
    else await Promise.resolve();
    signal.throwIfAborted();
    return { ...options, staleTime: seeded ? Infinity : 0 };
  };
  return sessionMachine.provide({
    actors: {
      requestCrossAuthToken: fromPromise(async ({ input }: { input: { oldSiteToken: string } }) => {
        const answer = await api.crossAuth(input.oldSiteToken);
        const expires = (answer as { Expires?: string }).Expires ?? new Date(Date.now() + CROSS_AUTH_DEFAULT_LIFE_MS).toISOString();
        return { token: answer.Token, expires };
      }),
      fetchUserProfile: fromPromise<UserData, { token: string | null }>(async ({ input, signal }) =>
        queryClient.fetchQuery(await fresh(queries.profile(input.token), signal)),
      ),
      fetchUserLoans: fromPromise<{ loans: Loan[]; loanStatuses: StatusLoan[] }, { token: string | null }>(async ({ signal }) => {
        const [loans, settings] = await Promise.all([
          queryClient.fetchQuery(await fresh(queries.loans(), signal)),
          queryClient.fetchQuery(queries.settings()),
        ]);
        return { loans: [...loans].sort((a, b) => a.Id - b.Id), loanStatuses: settings.LoanStatuses };
      }),
      // The cabinet's own data (schedule, offers …) is loaded by the cabinet views; whether the
      // failure page was seen is kept per client in this browser (the contract has no call for it).
      fetchUserExtras: fromPromise<UserExtras, { token: string | null }>(async ({ input, signal }) => {
        if (fromPage) await heldTask(signal);
        else await Promise.resolve();
        signal.throwIfAborted();
        const profile = await queryClient.fetchQuery(queries.profile(input.token));
        const seen = safeStorage('local')?.getItem(failurePageVisitedKey(profile.Id)) === '1';
        return { userFailuresData: { PageWasVisited: seen } };
      }),
      refreshToken: fromPromise<TokenAnswer, { token: string }>(async ({ input }) => {
        const answer = await api.refreshToken(input.token);
        return { token: answer.Token, expires: answer.Expires };
      }),
      postLoginRouting: sessionPostLoginRouting.provide({
        actors: {
          fetchCurrentScoringRequest: fromPromise(async () => ({ pending: (await api.currentScoringRequest()).Pending })),
          requestAuthOnSite: fromPromise(({ input }: { input: { Purpose: number } }) => api.authOnSite(input.Purpose as 0)),
        },
        actions: {
          logError: (_, params) => console.warn(`[post-login] ${params.where}:`, params.error),
        },
      }),
    },
    actions: {
      setAuthCookie: (_, params) => storeAuthCookie(params),
      applyToken: (_, params) => setBearer(params.token),
      clearTokens: () => {
        clearAuthCookies(envType);
        safeStorage('local')?.removeItem(TOKEN_EXPIRES_KEY);
        setBearer(null);
      },
      // Every answer of the last client goes (profile, loans, documents, messages …); public
      // content is asked for again, which is cheap next to one client's data showing for another.
      forgetClientData: () => queryClient.clear(),
      // The page's actor resets first: its persistence would otherwise write the old data back.
      resetRegistration: () => {
        resetStore('registration');
        clearRegistrationStorage();
      },
      resetLoginState: () => resetStore('login'),
      followDecision: (_, params) => followDecision(params.decision, navigate),
      identifyChatUser: (_, { user }) => {
        if (user.Id === undefined) return;
        const identity = { id: String(user.Id), ...(user.UserInfo?.FirstName ? { name: user.UserInfo.FirstName } : {}), ...(user.Phone ? { phone: user.Phone } : {}) };
        chat?.send({ type: 'session.login', identity });
      },
      rememberFailurePageVisited: (_, { userId }) => {
        if (userId !== undefined) safeStorage('local')?.setItem(failurePageVisitedKey(userId), '1');
      },
      rememberPendingScoringChecked: () => safeStorage('session')?.setItem(PENDING_SCORING_CHECKED_KEY, '1'),
      clearSessionStorage: () => safeStorage('session')?.clear(),
      clearPendingScoringFlag: () => safeStorage('session')?.removeItem(PENDING_SCORING_CHECKED_KEY),
      navigate: (_, params) => navigate(params.to),
      logError: (_, params) => console.warn(`[session] ${params.where}:`, params.error),
    },
  });
}

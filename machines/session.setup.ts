// Types, effects (stubs the app provides), actions, guards and delays of the session machine
// (session.machine.ts): who is logged in and what we know about them (requirements §3, §4, §8).
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { NEW_CLIENT_LOAN, attachStatusLoan } from './loan-status';
import { postLoginRoutingMachine, type RouteDecision } from './post-login-routing.machine';
import { MAX_DELAY_MS, refreshDelay } from './session.token';
import type { Loan, StatusLoan, UserData, UserFailuresData } from './types';

export const SESSION_SYSTEM_ID = 'session';
export const SESSION_EXPIRED_ROUTE = '/login?sessionExpired=true';

export interface SessionInput {
  /** Value of the new-site auth cookie, read by the app. */
  newSiteToken: string | null;
  /** Value of the old-site cookie (its name depends on the environment type). */
  oldSiteToken: string | null;
  /** Expiry of the new-site token as stored with it (ISO-8601), when known. */
  expires?: string | null;
  /** The pending-scoring check already ran in this browser session (requirements §2.5). */
  pendingScoringChecked?: boolean;
}

/** What the session keeps beside the profile and loans (the cabinet's own data is read by its views). */
export interface UserExtras {
  userFailuresData: UserFailuresData;
}

export interface TokenAnswer {
  token: string;
  /** ISO-8601 expiry from the server; the cookie expires with it. */
  expires: string;
}

export interface UserState extends UserExtras {
  userData: UserData | null;
  loans: Loan[];
  isLoadingUserData: boolean;
}

/** A load of the client's data that failed twice: its absence is not a fact routing may act on. */
export type FailedLoad = 'profile' | 'loans';

export interface SessionContext extends UserState {
  /** Loads of the last data load that failed after their retry (requirements §2.5, §8). */
  failedLoads: FailedLoad[];
  token: string | null;
  oldSiteToken: string | null;
  expires: string | null;
  pendingScoringChecked: boolean;
  /** The route a sign-in came from, while its post-login routing is due. */
  routeFrom: string | null;
}

export type SessionEvent =
  /** A sign-in; `from` (the route the client was sent to login from) asks for post-login routing. */
  | { type: 'session.login'; token: string; expires: string; from?: string }
  /** Load the client's data again and route by requirements §2.5 (at the end of registration). */
  | { type: 'session.route'; from: string }
  | { type: 'routing.scoringChecked' }
  | { type: 'session.logout'; keepRegistration?: boolean; redirectTo?: string }
  | { type: 'session.expired' }
  /**
   * A sign-in while signed in (a new password, a login again, a registration confirmed): the new
   * token and fresh data; `from` asks for post-login routing after the load.
   */
  | { type: 'token.refreshed'; token: string; expires: string; from?: string }
  | { type: 'failures.pageVisited' };

export const initialUserState = (): UserState => ({
  userData: null,
  loans: [NEW_CLIENT_LOAN],
  userFailuresData: { PageWasVisited: false },
  isLoadingUserData: false,
});

export const loggedOutContext = (): SessionContext => ({
  ...initialUserState(),
  token: null,
  oldSiteToken: null,
  expires: null,
  pendingScoringChecked: false,
  routeFrom: null,
  failedLoads: [],
});

/** The routing child as the session runs it: it tells the session when the pending-scoring check ran. */
export const sessionPostLoginRouting = postLoginRoutingMachine.provide({
  actions: { markPendingScoringChecked: sendParent({ type: 'routing.scoringChecked' }) as never },
});

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    requestCrossAuthToken: fromPromise<TokenAnswer, { oldSiteToken: string }>(notInjected('requestCrossAuthToken')),
    fetchUserProfile: fromPromise<UserData, { token: string | null }>(notInjected('fetchUserProfile')),
    fetchUserLoans: fromPromise<{ loans: Loan[]; loanStatuses: StatusLoan[] }, { token: string | null }>(notInjected('fetchUserLoans')),
    fetchUserExtras: fromPromise<UserExtras, { token: string | null }>(notInjected('fetchUserExtras')),
    /** GET Account/RefreshToken. */
    refreshToken: fromPromise<TokenAnswer, { token: string }>(notInjected('refreshToken')),
    postLoginRouting: sessionPostLoginRouting,
  },
  actions: {
    setAuthCookie: (_, _params: TokenAnswer) => {},
    applyToken: (_, _params: { token: string | null }) => {},
    clearTokens: () => {},
    /** Drops every cached answer: on a shared browser nothing of one client may show for the next. */
    forgetClientData: () => {},
    resetRegistration: () => {},
    /** The login flow's state (its stack, restoreData, loginData): the other store a logout resets (requirements §4). */
    resetLoginState: () => {},
    clearSessionStorage: () => {},
    clearPendingScoringFlag: () => {},
    navigate: (_, _params: { to: string }) => {},
    /** Navigation to a named route, or leaving the app for the external Url (requirements §2.5 rule 4). */
    followDecision: (_, _params: { decision: RouteDecision }) => {},
    rememberPendingScoringChecked: () => {},
    /** Tells the support chat who the signed-in client is; the chat machine decides whether to re-initialise. */
    identifyChatUser: (_, _params: { user: UserData }) => {},
    /** Keeps, for this client, that the scoring-failure page was seen (requirements §2.5 rule 5, PageWasVisited). */
    rememberFailurePageVisited: (_, _params: { userId: number | undefined }) => {},
    logError: (_, _params: { where: string; error: unknown }) => {},
    // A client with no loans yet stays a new client (pseudo-loan kept).
    storeLoans: assign({
      loans: (_, params: { loans: Loan[]; loanStatuses: StatusLoan[] }) =>
        params.loans.length ? attachStatusLoan(params.loans, params.loanStatuses) : [NEW_CLIENT_LOAN],
    }),
  },
  guards: {
    hasNewSiteToken: ({ context }) => context.token !== null,
    hasOldSiteToken: ({ context }) => context.oldSiteToken !== null,
    hasRouteRequest: ({ context }) => context.routeFrom !== null,
  },
  delays: {
    // Renew five minutes before the expiry; an unknown expiry is re-planned as late as a timer allows.
    tokenRefresh: ({ context }) => refreshDelay(context.expires, Date.now()) ?? MAX_DELAY_MS,
  },
});

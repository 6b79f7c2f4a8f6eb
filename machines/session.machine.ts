// Session: who is logged in and what we know about them (SPEC §3 user state, §4 authentication,
// §8 401 rule). Spawn it with `systemId: 'session'` so other actors reach it via system.get.
// Token refresh is a named delay (`tokenRefresh`) of the `token` region; the post-login routing
// (SPEC §2.5) runs as an invoked child with the route the client came from.
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import { NEW_CLIENT_LOAN, attachStatusLoan } from './loan-status';
import { postLoginRoutingMachine, routeFlagsOf, type RouteDecision } from './post-login-routing.machine';
import { MAX_DELAY_MS, refreshDelay } from './session.token';
import type { Loan, NextPayment, StatusLoan, UserData, UserFailuresData } from './types';

export const SESSION_SYSTEM_ID = 'session';
export const SESSION_EXPIRED_ROUTE = '/login?sessionExpired=true';

export interface SessionInput {
  /** Value of the new-site auth cookie, read by the app. */
  newSiteToken: string | null;
  /** Value of the old-site cookie (its name depends on the environment type). */
  oldSiteToken: string | null;
  /** Expiry of the new-site token as stored with it (ISO-8601), when known. */
  expires?: string | null;
  /** The pending-scoring check already ran in this browser session (SPEC §2.5). */
  pendingScoringChecked?: boolean;
}

export interface UserExtras {
  schedule: unknown[];
  failures: unknown[];
  userFailuresData: UserFailuresData;
  nextPaymentActiveLoan: NextPayment | null;
  productOffers: unknown[];
  identificationMethods: unknown[];
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

export interface SessionContext extends UserState {
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
  /** Route by SPEC §2.5 now (after a new sign-in while signed in, or at the end of registration). */
  | { type: 'session.route'; from: string; reload?: boolean }
  | { type: 'routing.scoringChecked' }
  | { type: 'session.logout'; keepRegistration?: boolean; redirectTo?: string }
  | { type: 'session.expired' }
  | { type: 'session.reload' }
  | { type: 'token.refreshed'; token: string; expires: string }
  | { type: 'failures.pageVisited' };

export const initialUserState = (): UserState => ({
  userData: null,
  loans: [NEW_CLIENT_LOAN],
  schedule: [],
  failures: [],
  userFailuresData: { PageWasVisited: false },
  nextPaymentActiveLoan: null,
  productOffers: [],
  identificationMethods: [],
  isLoadingUserData: false,
});

const loggedOutContext = (): SessionContext => ({
  ...initialUserState(),
  token: null,
  oldSiteToken: null,
  expires: null,
  pendingScoringChecked: false,
  routeFrom: null,
});

/** The routing child as the session runs it: it tells the session when the pending-scoring check ran. */
export const sessionPostLoginRouting = postLoginRoutingMachine.provide({
  actions: { markPendingScoringChecked: sendParent({ type: 'routing.scoringChecked' }) as never },
});

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const sessionMachine = setup({
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
    resetRegistration: () => {},
    resetLogin: () => {},
    clearSessionStorage: () => {},
    clearPendingScoringFlag: () => {},
    navigate: (_, _params: { to: string }) => {},
    /** Navigation to a named route, or leaving the app for the external Url (SPEC §2.5 rule 4). */
    followDecision: (_, _params: { decision: RouteDecision }) => {},
    rememberPendingScoringChecked: () => {},
    logError: (_, _params: { where: string; error: unknown }) => {},
  },
  guards: {
    hasNewSiteToken: ({ context }) => context.token !== null,
    hasOldSiteToken: ({ context }) => context.oldSiteToken !== null,
    hasRouteRequest: ({ context }) => context.routeFrom !== null,
    isReloadRequested: ({ event }) => event.type === 'session.route' && Boolean(event.reload),
  },
  delays: {
    // Renew five minutes before the expiry; an unknown expiry is re-planned as late as a timer allows.
    tokenRefresh: ({ context }) => refreshDelay(context.expires, Date.now()) ?? MAX_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...loggedOutContext(),
    token: input.newSiteToken,
    oldSiteToken: input.oldSiteToken,
    expires: input.expires ?? null,
    pendingScoringChecked: input.pendingScoringChecked ?? false,
  }),
  initial: 'checking',
  on: {
    'session.logout': {
      target: '.anonymous',
      actions: enqueueActions(({ enqueue, event }) => {
        enqueue('clearTokens');
        enqueue.assign(loggedOutContext);
        if (!event.keepRegistration) enqueue('resetRegistration');
        enqueue('resetLogin');
        enqueue('clearSessionStorage');
        enqueue('clearPendingScoringFlag');
        enqueue({ type: 'navigate', params: { to: event.redirectTo ?? '/' } });
      }),
    },
    // SPEC §8: a 401 from any call logs out but keeps the registration the user typed.
    'session.expired': {
      target: '.anonymous',
      actions: [
        'clearTokens',
        assign(loggedOutContext),
        'resetLogin',
        'clearSessionStorage',
        'clearPendingScoringFlag',
        { type: 'navigate', params: { to: SESSION_EXPIRED_ROUTE } },
      ],
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasNewSiteToken', target: 'authenticated', actions: { type: 'applyToken', params: ({ context }) => ({ token: context.token }) } },
        { guard: 'hasOldSiteToken', target: 'crossAuthenticating' },
        { target: 'anonymous' },
      ],
    },
    crossAuthenticating: {
      tags: ['authenticated', 'loadingUserData'],
      invoke: {
        id: 'requestCrossAuthToken',
        src: 'requestCrossAuthToken',
        input: ({ context }) => ({ oldSiteToken: context.oldSiteToken ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.output.token, expires: ({ event }) => event.output.expires }),
            { type: 'setAuthCookie', params: ({ event }) => event.output },
            { type: 'applyToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        // The old-site cookie still counts as authenticated; loading goes on without a new token.
        onError: { target: 'authenticated', actions: { type: 'logError', params: ({ event }) => ({ where: 'crossAuth', error: event.error }) } },
      },
    },
    anonymous: {
      on: {
        'session.login': {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, expires: ({ event }) => event.expires, routeFrom: ({ event }) => event.from ?? null }),
            { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
            { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      type: 'parallel',
      on: {
        'failures.pageVisited': { actions: assign({ userFailuresData: { PageWasVisited: true } }) },
        'routing.scoringChecked': { actions: [assign({ pendingScoringChecked: true }), 'rememberPendingScoringChecked'] },
      },
      states: {
        data: {
          initial: 'loading',
          on: { 'session.route': { actions: assign({ routeFrom: ({ event }) => event.from }) } },
          states: {
            loading: {
              type: 'parallel',
              tags: ['loadingUserData'],
              entry: assign({ isLoadingUserData: true }),
              exit: assign({ isLoadingUserData: false }),
              onDone: [{ guard: 'hasRouteRequest', target: 'routing' }, { target: 'ready' }],
              states: {
                profile: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        id: 'fetchUserProfile',
                        src: 'fetchUserProfile',
                        input: ({ context }) => ({ token: context.token }),
                        onDone: { target: 'done', actions: assign({ userData: ({ event }) => event.output }) },
                        onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'profile', error: event.error }) } },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
                loans: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        id: 'fetchUserLoans',
                        src: 'fetchUserLoans',
                        input: ({ context }) => ({ token: context.token }),
                        onDone: {
                          target: 'done',
                          // A client with no loans yet stays a new client (pseudo-loan kept).
                          actions: assign({
                            loans: ({ event }) =>
                              event.output.loans.length ? attachStatusLoan(event.output.loans, event.output.loanStatuses) : [NEW_CLIENT_LOAN],
                          }),
                        },
                        onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'loans', error: event.error }) } },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
                extras: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        id: 'fetchUserExtras',
                        src: 'fetchUserExtras',
                        input: ({ context }) => ({ token: context.token }),
                        // A failure page seen in this session stays seen (SPEC §2.5 rule 5) across reloads of the data.
                            onDone: {
                              target: 'done',
                              actions: assign(({ context, event }) => ({
                                ...event.output,
                                userFailuresData: { PageWasVisited: context.userFailuresData.PageWasVisited || event.output.userFailuresData.PageWasVisited },
                              })),
                            },
                        onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'extras', error: event.error }) } },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
              },
            },
            ready: {
              on: {
                'session.reload': 'loading',
                'session.route': [
                  { guard: 'isReloadRequested', target: 'loading', actions: assign({ routeFrom: ({ event }) => event.from }) },
                  { target: 'routing', actions: assign({ routeFrom: ({ event }) => event.from }) },
                ],
              },
            },
            // SPEC §2.5 on the data just loaded, for the route the client came from.
            routing: {
              tags: ['routing'],
              invoke: {
                id: 'postLoginRouting',
                src: 'postLoginRouting',
                input: ({ context }) => ({
                  userData: context.userData ?? {},
                  loans: context.loans,
                  pageWasVisited: context.userFailuresData.PageWasVisited,
                  pendingScoringChecked: context.pendingScoringChecked,
                  ...routeFlagsOf(context.routeFrom ?? ''),
                }),
                onDone: { target: 'ready', actions: [assign({ routeFrom: null }), { type: 'followDecision', params: ({ event }) => ({ decision: event.output }) }] },
                onError: { target: 'ready', actions: [assign({ routeFrom: null }), { type: 'logError', params: ({ event }) => ({ where: 'postLoginRouting', error: event.error }) }] },
              },
            },
          },
        },
        token: {
          initial: 'waiting',
          on: {
            // Another sign-in while signed in: the new token, and its own renewal time.
            'token.refreshed': {
              target: '.waiting',
              reenter: true,
              actions: [
                assign({ token: ({ event }) => event.token, expires: ({ event }) => event.expires }),
                { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
                { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
              ],
            },
          },
          states: {
            waiting: { after: { tokenRefresh: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({ token: ({ event }) => event.output.token, expires: ({ event }) => event.output.expires }),
                    { type: 'setAuthCookie', params: ({ event }) => event.output },
                    { type: 'applyToken', params: ({ event }) => ({ token: event.output.token }) },
                  ],
                },
                // Logged; the next call that gets a 401 ends the session (SPEC §8).
                onError: { target: 'failed', actions: { type: 'logError', params: ({ event }) => ({ where: 'refresh', error: event.error }) } },
              },
            },
            failed: {},
          },
        },
      },
    },
  },
});

// Session: who is logged in and what we know about them (SPEC §3 user state, §4 authentication,
// §8 401 rule). Spawn it with `systemId: 'session'` so other actors reach it via system.get.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { NEW_CLIENT_LOAN, attachStatusLoan } from './loan-status';
import type { Loan, NextPayment, StatusLoan, UserData, UserFailuresData } from './types';

export const SESSION_SYSTEM_ID = 'session';
export const SESSION_EXPIRED_ROUTE = '/login?sessionExpired=true';

export interface SessionInput {
  /** Value of the new-site auth cookie, read by the app. */
  newSiteToken: string | null;
  /** Value of the old-site cookie (its name depends on the environment type). */
  oldSiteToken: string | null;
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
}

export type SessionEvent =
  | { type: 'session.login'; token: string; expires: string }
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

const loggedOutContext = (): SessionContext => ({ ...initialUserState(), token: null, oldSiteToken: null });

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
    logError: (_, _params: { where: string; error: unknown }) => {},
  },
  guards: {
    hasNewSiteToken: ({ context }) => context.token !== null,
    hasOldSiteToken: ({ context }) => context.oldSiteToken !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...initialUserState(), token: input.newSiteToken, oldSiteToken: input.oldSiteToken }),
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
            assign({ token: ({ event }) => event.output.token }),
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
            assign({ token: ({ event }) => event.token }),
            { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
            { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      initial: 'loading',
      on: {
        'token.refreshed': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'setAuthCookie', params: ({ event }) => ({ token: event.token, expires: event.expires }) },
            { type: 'applyToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'failures.pageVisited': { actions: assign({ userFailuresData: { PageWasVisited: true } }) },
      },
      states: {
        loading: {
          type: 'parallel',
          tags: ['loadingUserData'],
          entry: assign({ isLoadingUserData: true }),
          exit: assign({ isLoadingUserData: false }),
          onDone: 'ready',
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
                    onDone: { target: 'done', actions: assign(({ event }) => ({ ...event.output })) },
                    onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'extras', error: event.error }) } },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
        ready: {
          on: { 'session.reload': 'loading' },
        },
      },
    },
  },
});

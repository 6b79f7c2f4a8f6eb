// Where a user lands after login: the five ordered rules of requirements §2.5. One-shot actor; its
// output is the decision, which the app turns into navigation.
import { and, assign, fromPromise, setup } from 'xstate';
import { FAST_PAYMENT_REDIRECT_STATES, REDIRECT_STATES, isNewClient, isRefusedLoan, lastLoan } from './loan-status';
import type { Loan, UserData } from './types';

export type RouteDecision =
  | { kind: 'navigate'; route: 'registration' | 'creation' | 'profile-sbp' | 'registration-bank-card' | 'scoring-failure' | 'profile' }
  | { kind: 'external'; url: string };

export interface PostLoginInput {
  /** null: the profile could not be loaded; the rules on its flags (1, 5's IsFincert) do not apply. */
  userData: UserData | null;
  /** Loans with StatusLoan attached, sorted ascending by Id; null: they could not be loaded (rules 3–5 see no loan). */
  loans: Loan[] | null;
  isPromoRoute: boolean;
  isFastPaymentRoute: boolean;
  isProfileEditRoute: boolean;
  pageWasVisited: boolean;
  /** The pending-scoring check runs once per session; true when it already ran. */
  pendingScoringChecked: boolean;
}

interface PostLoginContext extends PostLoginInput {
  decision: RouteDecision | null;
}

export interface RouteFlags {
  isPromoRoute: boolean;
  isFastPaymentRoute: boolean;
  isProfileEditRoute: boolean;
}

/** The route the client was on (or is returning to) decides the variants of rules 1 and 4; matched in any letter case, as the router matches. */
export function routeFlagsOf(path: string): RouteFlags {
  const route = (path.split('?')[0] ?? path).toLowerCase();
  return {
    isPromoRoute: route === '/creation',
    isFastPaymentRoute: route === '/lk/payment-sbp',
    isProfileEditRoute: route === '/lk/profile-edit' || route.startsWith('/lk/profile-edit/'),
  };
}

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
type NavigateRoute = Extract<RouteDecision, { kind: 'navigate' }>['route'];

export const postLoginRoutingMachine = setup({
  types: {
    context: {} as PostLoginContext,
    input: {} as PostLoginInput,
    output: {} as RouteDecision,
  },
  actors: {
    /** GET Loans/CurrentScoringRequest; resolves whether a scoring request is pending. */
    fetchCurrentScoringRequest: fromPromise<{ pending: boolean }, void>(notInjected('fetchCurrentScoringRequest')),
    /** POST Account/AuthOnSite with { Purpose }. */
    requestAuthOnSite: fromPromise<{ Url: string }, { Purpose: number }>(notInjected('requestAuthOnSite')),
  },
  actions: {
    decide: assign((_, params: { route: NavigateRoute }) => ({ decision: { kind: 'navigate' as const, route: params.route } })),
    markPendingScoringChecked: () => {},
    logError: (_, _params: { where: string; error: unknown }) => {},
  },
  guards: {
    isRegistrationUnfinished: ({ context }) => context.userData !== null && !context.userData.IsRegistrationFinished,
    isPromoRoute: ({ context }) => context.isPromoRoute,
    isPendingScoringChecked: ({ context }) => context.pendingScoringChecked,
    isNewClient: ({ context }) => context.loans !== null && isNewClient(context.loans),
    hasRedirectState: ({ context }) => {
      if (context.isProfileEditRoute) return false;
      const state = lastLoan(context.loans ?? [])?.StatusLoan?.State;
      const states = context.isFastPaymentRoute ? FAST_PAYMENT_REDIRECT_STATES : REDIRECT_STATES;
      return state !== undefined && states.includes(state);
    },
    isFincert: ({ context }) => Boolean(context.userData?.IsFincert),
    hasFailedLastLoan: ({ context }) => isRefusedLoan(lastLoan(context.loans ?? [])),
    isFailurePageVisited: ({ context }) => context.pageWasVisited,
  },
}).createMachine({
  id: 'postLoginRouting',
  context: ({ input }) => ({ ...input, decision: null }),
  initial: 'registrationRule',
  output: ({ context }) => context.decision ?? { kind: 'navigate', route: 'profile' },
  states: {
    registrationRule: {
      always: [
        { guard: and(['isRegistrationUnfinished', 'isPromoRoute']), target: 'decided', actions: { type: 'decide', params: { route: 'creation' } } },
        { guard: 'isRegistrationUnfinished', target: 'decided', actions: { type: 'decide', params: { route: 'registration' } } },
        { target: 'pendingScoringRule' },
      ],
    },
    pendingScoringRule: {
      always: [{ guard: 'isPendingScoringChecked', target: 'newClientRule' }, { target: 'checkingPendingScoring' }],
    },
    checkingPendingScoring: {
      entry: ['markPendingScoringChecked', assign({ pendingScoringChecked: true })],
      invoke: {
        id: 'fetchCurrentScoringRequest',
        src: 'fetchCurrentScoringRequest',
        onDone: [
          { guard: ({ event }) => event.output.pending, target: 'decided', actions: { type: 'decide', params: { route: 'profile-sbp' } } },
          { target: 'newClientRule' },
        ],
        onError: { target: 'newClientRule', actions: { type: 'logError', params: ({ event }) => ({ where: 'currentScoringRequest', error: event.error }) } },
      },
    },
    newClientRule: {
      always: [{ guard: 'isNewClient', target: 'decided', actions: { type: 'decide', params: { route: 'registration-bank-card' } } }, { target: 'redirectRule' }],
    },
    redirectRule: {
      always: [{ guard: 'hasRedirectState', target: 'requestingAuthOnSite' }, { target: 'profileRule' }],
    },
    requestingAuthOnSite: {
      invoke: {
        id: 'requestAuthOnSite',
        src: 'requestAuthOnSite',
        input: { Purpose: 0 },
        onDone: { target: 'decided', actions: assign({ decision: ({ event }) => ({ kind: 'external' as const, url: event.output.Url }) }) },
        onError: { target: 'profileRule', actions: { type: 'logError', params: ({ event }) => ({ where: 'authOnSite', error: event.error }) } },
      },
    },
    profileRule: {
      always: [
        { guard: 'isFincert', target: 'decided', actions: { type: 'decide', params: { route: 'scoring-failure' } } },
        { guard: 'hasFailedLastLoan', target: 'failedLoan' },
        { target: 'decided', actions: { type: 'decide', params: { route: 'profile' } } },
      ],
    },
    failedLoan: {
      always: [
        { guard: 'isFailurePageVisited', target: 'decided', actions: { type: 'decide', params: { route: 'profile' } } },
        { target: 'decided', actions: { type: 'decide', params: { route: 'scoring-failure' } } },
      ],
    },
    decided: { type: 'final' },
  },
});

// After a login: wait for the user's data, let the post-login routing machine decide (SPEC §2.5)
// and turn its decision into navigation or leaving for the external Url.
import { createActor, fromPromise, toPromise, waitFor, type ActorRefFrom } from 'xstate';
import { postLoginRoutingMachine, type RouteDecision } from '../../../machines/post-login-routing.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import type { AccountApi } from '../../api/account';
import { PENDING_SCORING_CHECKED_KEY, safeStorage } from './storage-keys';

type NavigateRoute = Extract<RouteDecision, { kind: 'navigate' }>['route'];

/** Paths of the named routes the decision uses (src/app/routes.ts, SPEC §2.1–§2.2). */
export const DECISION_PATHS: Readonly<Record<NavigateRoute, string>> = {
  registration: '/registration',
  creation: '/creation',
  'profile-sbp': '/lk/payment-sbp',
  'registration-bank-card': '/registration?step=BANK_CARD_REGISTRATION',
  'scoring-failure': '/lk/scoring-failure',
  profile: '/lk/Dashboard',
};

export interface RouteFlags {
  isPromoRoute: boolean;
  isFastPaymentRoute: boolean;
  isProfileEditRoute: boolean;
}

/** The route the user was on (or is returning to) decides the variants of rules 1 and 4. */
export function routeFlagsOf(path: string): RouteFlags {
  return {
    isPromoRoute: path === '/creation',
    isFastPaymentRoute: path === '/lk/payment-sbp',
    isProfileEditRoute: path === '/lk/profile-edit' || path.startsWith('/lk/profile-edit/'),
  };
}

export async function decideAfterLogin(
  session: ActorRefFrom<typeof sessionMachine>,
  api: AccountApi,
  flags: RouteFlags,
): Promise<RouteDecision> {
  const ready = await waitFor(session, (s) => s.matches({ authenticated: 'ready' }) || s.matches('anonymous'), { timeout: 30_000 });
  const storage = safeStorage('session');
  const logic = postLoginRoutingMachine.provide({
    actors: {
      fetchCurrentScoringRequest: fromPromise(async () => ({ pending: (await api.currentScoringRequest()).Pending })),
      requestAuthOnSite: fromPromise(({ input }: { input: { Purpose: number } }) => api.authOnSite(input.Purpose as 0)),
    },
    actions: {
      markPendingScoringChecked: () => storage?.setItem(PENDING_SCORING_CHECKED_KEY, '1'),
      logError: (_, params) => console.warn(`[post-login] ${params.where}:`, params.error),
    },
  });
  const actor = createActor(logic, {
    input: {
      userData: ready.context.userData ?? {},
      loans: ready.context.loans,
      pageWasVisited: ready.context.userFailuresData.PageWasVisited,
      pendingScoringChecked: storage?.getItem(PENDING_SCORING_CHECKED_KEY) === '1',
      ...flags,
    },
  });
  actor.start();
  return toPromise(actor);
}

/** Leaving the app for the external Url; replaceable because test DOMs cannot navigate away. */
export const externalNavigation = { leave: (url: string): void => window.location.assign(url) };

export function followDecision(decision: RouteDecision, navigate: (to: string) => void): void {
  if (decision.kind === 'external') externalNavigation.leave(decision.url);
  else navigate(DECISION_PATHS[decision.route]);
}

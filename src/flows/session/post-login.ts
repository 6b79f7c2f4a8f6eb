// Where the post-login routing's decision (SPEC §2.5, run by the session machine as its child)
// leads: the named routes' paths, and leaving the app for the external Url.
import { routeFlagsOf, type RouteDecision, type RouteFlags } from '@machines/post-login-routing.machine';

export { routeFlagsOf, type RouteFlags };

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

/** Leaving the app for the external Url; replaceable because test DOMs cannot navigate away. */
export const externalNavigation = { leave: (url: string): void => window.location.assign(url) };

export function followDecision(decision: RouteDecision, navigate: (to: string) => void): void {
  if (decision.kind === 'external') externalNavigation.leave(decision.url);
  else navigate(DECISION_PATHS[decision.route]);
}

/** The login address for a client sent there from `from` (the cabinet guard, an expired session). */
export function loginAddressFrom(from: string): string {
  return `/login?from=${encodeURIComponent(from)}`;
}

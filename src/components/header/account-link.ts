// Where «Личный кабинет» leads: /login for a visitor (SPEC §2.6), the cabinet's dashboard for a
// client who is already logged in (issue 11: not to /login's «Вы уже вошли»).
import { useHydrated } from '@/flows/hydration';
import { useAuth } from '@/flows/session/auth-state';
import { DECISION_PATHS } from '@/flows/session/post-login';

export const LOGIN_PATH = '/login';

export function accountHref(isAuthenticated: boolean): string {
  return isAuthenticated ? DECISION_PATHS.profile : LOGIN_PATH;
}

/** Prerendered pages are anonymous: the logged-in target waits for hydration, so markup matches. */
export function useAccountLink(): { href: string; loggedIn: boolean } {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  const loggedIn = hydrated && isAuthenticated;
  return { href: accountHref(loggedIn), loggedIn };
}

// Where «Личный кабинет» leads: /login for a visitor (requirements §2.6), the cabinet's dashboard for a
// client who is already logged in (issue 11: not to /login's «Вы уже вошли»).
import { useHydrated } from '@/app/hydration';
import { routeByName } from '@/app/routes';
import { useAuth } from '@/app/session/auth-state';

export const LOGIN_PATH = '/login';

export function accountHref(isAuthenticated: boolean): string {
  return isAuthenticated ? routeByName('profile').path : LOGIN_PATH;
}

/** Prerendered pages are anonymous: the logged-in target waits for hydration, so markup matches. */
export function useAccountLink(): { href: string; loggedIn: boolean } {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  const loggedIn = hydrated && isAuthenticated;
  return { href: accountHref(loggedIn), loggedIn };
}

// Who is logged in, as the shell needs it (header mode, footer variant, cabinet guard, back
// trap), read from the app-wide session actor. AuthProvider mounts the session itself, so the
// shell's composition root stays as it is.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { selectIsAuthenticated, selectIsExchangingToken, selectShowsMobileProfileMenu } from '@machines/session.selectors';
import { SessionActor, SessionProvider, useSessionServices } from './SessionProvider';

export interface AuthState {
  isAuthenticated: boolean;
  /** The old-site token is being exchanged for a session: cabinet pages wait rather than ask without a token. */
  isExchangingToken: boolean;
  /** The cabinet menu shows on a phone (requirements §4: a client not new, registration finished). */
  showsMobileProfileMenu: boolean;
  /** Ends the session and goes to `redirectTo` or '/' (requirements §6). */
  logout: (redirectTo?: string) => void;
}

const AuthContext = createContext<AuthState>({ isAuthenticated: false, isExchangingToken: false, showsMobileProfileMenu: false, logout: () => {} });

function AuthBridge({ children }: { children: ReactNode }) {
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
  const isExchangingToken = SessionActor.useSelector(selectIsExchangingToken);
  const showsMobileProfileMenu = SessionActor.useSelector(selectShowsMobileProfileMenu);
  const { logout } = useSessionServices();
  const value = useMemo<AuthState>(
    () => ({ isAuthenticated, isExchangingToken, showsMobileProfileMenu, logout: (redirectTo) => logout({ redirectTo }) }),
    [isAuthenticated, isExchangingToken, showsMobileProfileMenu, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthBridge>{children}</AuthBridge>
    </SessionProvider>
  );
}

export const useAuth = (): AuthState => useContext(AuthContext);

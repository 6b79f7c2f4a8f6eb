// Selectors for views: `useSelector(sessionActor, selectX)`; object results need shallowEqual.
import type { SnapshotFrom } from 'xstate';
import * as loan from './loan-status';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Authenticated means a new-site or old-site token is present (requirements §4). */
export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.hasTag('authenticated');
/** The old-site token is being exchanged (requirements §4): a request made now would carry no token. */
export const selectIsExchangingToken = (s: SessionSnapshot): boolean => s.hasTag('exchangingToken');
export const selectLoans = (s: SessionSnapshot) => s.context.loans;

export const selectIsNewClient = (s: SessionSnapshot): boolean => loan.isNewClient(s.context.loans);
export const selectIsBlockedClient = (s: SessionSnapshot): boolean => loan.isBlockedClient(s.context.userData);
/** requirements §4: the mobile profile menu only for a client who is not new and has finished registration. */
export const selectShowsMobileProfileMenu = (s: SessionSnapshot): boolean => loan.showMobileProfileMenu(s.context.loans, s.context.userData);

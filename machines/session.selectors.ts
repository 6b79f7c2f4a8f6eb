// Selectors for views: `useSelector(sessionActor, selectX)`; object results need shallowEqual.
import type { SnapshotFrom } from 'xstate';
import * as loan from './loan-status';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Authenticated means a new-site or old-site token is present (SPEC §4). */
export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.hasTag('authenticated');
/** The old-site token is being exchanged (SPEC §4): a request made now would carry no token. */
export const selectIsExchangingToken = (s: SessionSnapshot): boolean => s.hasTag('exchangingToken');
export const selectIsLoadingUserData = (s: SessionSnapshot): boolean => s.context.isLoadingUserData;
export const selectUserData = (s: SessionSnapshot) => s.context.userData;
export const selectLoans = (s: SessionSnapshot) => s.context.loans;
export const selectSchedule = (s: SessionSnapshot) => s.context.schedule;
export const selectFailures = (s: SessionSnapshot) => s.context.failures;
export const selectPageWasVisited = (s: SessionSnapshot): boolean => s.context.userFailuresData.PageWasVisited;
export const selectNextPayment = (s: SessionSnapshot) => s.context.nextPaymentActiveLoan;
export const selectProductOffers = (s: SessionSnapshot) => s.context.productOffers;
export const selectIdentificationMethods = (s: SessionSnapshot) => s.context.identificationMethods;

export const selectHasActiveLoan = (s: SessionSnapshot): boolean => loan.hasActiveLoan(s.context.loans);
export const selectLastLoan = (s: SessionSnapshot) => loan.lastLoan(s.context.loans);
export const selectIsNewClient = (s: SessionSnapshot): boolean => loan.isNewClient(s.context.loans);
export const selectIsBlockedClient = (s: SessionSnapshot): boolean => loan.isBlockedClient(s.context.userData);
export const selectShowMobileProfileMenu = (s: SessionSnapshot): boolean =>
  loan.showMobileProfileMenu(s.context.loans, s.context.userData);
export const selectAmountToPay = (s: SessionSnapshot): number => loan.amountToPay(s.context.nextPaymentActiveLoan);
export const selectActiveLoanExpenseTotals = (s: SessionSnapshot) => loan.activeLoanExpenseTotals(s.context.loans);
export const selectIsActiveLoanExpired = (s: SessionSnapshot): boolean =>
  loan.isExpired(loan.firstActiveLoan(s.context.loans));

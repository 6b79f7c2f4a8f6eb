import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SESSION_EXPIRED_ROUTE, sessionMachine, type SessionInput, type UserExtras } from './session.machine';
import { selectIsAuthenticated, selectIsNewClient, selectLoans } from './session.selectors';
import type { Loan, StatusLoan, UserData } from './types';

const statuses: StatusLoan[] = [
  { Id: 10, State: 4, Title: 'Активный' },
  { Id: 11, State: 2, Title: 'Отказ' },
];
const user: UserData = { Id: 1, Phone: '79001234567', IsRegistrationFinished: true };

function start(input: SessionInput, overrides: { profile?: () => Promise<UserData>; loans?: Loan[]; crossAuth?: () => Promise<{ token: string; expires: string }> } = {}) {
  const spies = {
    setAuthCookie: vi.fn(),
    applyToken: vi.fn(),
    clearTokens: vi.fn(),
    forgetClientData: vi.fn(),
    resetRegistration: vi.fn(),
    resetLoginState: vi.fn(),
    clearSessionStorage: vi.fn(),
    clearPendingScoringFlag: vi.fn(),
    navigate: vi.fn(),
    logError: vi.fn(),
    rememberFailurePageVisited: vi.fn(),
    identifyChatUser: vi.fn(),
    crossAuthInput: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actions: {
      setAuthCookie: (_, p) => spies.setAuthCookie(p),
      applyToken: (_, p) => spies.applyToken(p),
      clearTokens: () => spies.clearTokens(),
      forgetClientData: () => spies.forgetClientData(),
      resetRegistration: () => spies.resetRegistration(),
      resetLoginState: () => spies.resetLoginState(),
      clearSessionStorage: () => spies.clearSessionStorage(),
      clearPendingScoringFlag: () => spies.clearPendingScoringFlag(),
      navigate: (_, p) => spies.navigate(p),
      logError: (_, p) => spies.logError(p),
      rememberFailurePageVisited: (_, p) => spies.rememberFailurePageVisited(p),
      identifyChatUser: (_, p) => spies.identifyChatUser(p),
    },
    actors: {
      requestCrossAuthToken: fromPromise(async ({ input }) => {
        spies.crossAuthInput(input);
        return overrides.crossAuth ? overrides.crossAuth() : { token: 'cross-token', expires: '2030-01-01T00:00:00Z' };
      }),
      fetchUserProfile: fromPromise(async () => (overrides.profile ? overrides.profile() : user)),
      fetchUserLoans: fromPromise(async () => ({
        loans: overrides.loans ?? [{ Id: 7, Status: 11 }, { Id: 3, Status: 10 }],
        loanStatuses: statuses,
      })),
      fetchUserExtras: fromPromise(async (): Promise<UserExtras> => ({ userFailuresData: { PageWasVisited: false } })),
    },
  });
  const actor = createActor(machine, { input, systemId: 'session' }).start();
  return { actor, spies };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));

describe('session machine', () => {
  it('keeps, for the signed-in client, that the scoring-failure page was seen', async () => {
    const { actor, spies } = start({ newSiteToken: 'new', oldSiteToken: null });
    await ready(actor);
    expect(actor.getSnapshot().context.userFailuresData.PageWasVisited).toBe(false);
    actor.send({ type: 'failures.pageVisited' });
    expect(actor.getSnapshot().context.userFailuresData.PageWasVisited).toBe(true);
    expect(spies.rememberFailurePageVisited).toHaveBeenCalledWith({ userId: 1 });
  });

  it('tells the support chat who signed in once the profile is loaded (requirements §1)', async () => {
    const { actor, spies } = start({ newSiteToken: 'new', oldSiteToken: null });
    await ready(actor);
    expect(spies.identifyChatUser).toHaveBeenCalledWith({ user });
  });

  it('is anonymous without either cookie and keeps the new-client pseudo-loan', () => {
    const { actor } = start({ newSiteToken: null, oldSiteToken: null });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    expect(selectIsNewClient(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.loans[0]?.StatusLoan?.Title).toBe('Новый клиент');
  });

  it('uses the new-site token when present and loads user data with sorted loans', async () => {
    const { actor, spies } = start({ newSiteToken: 'new', oldSiteToken: 'old' });
    expect(spies.applyToken).toHaveBeenCalledWith({ token: 'new' });
    expect(spies.crossAuthInput).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.isLoadingUserData).toBe(true);
    expect(actor.getSnapshot().hasTag('loadingUserData')).toBe(true);
    const s = await ready(actor);
    expect(s.context.isLoadingUserData).toBe(false);
    expect(s.context.userData).toEqual(user);
    expect(selectLoans(s).map((l) => [l.Id, l.StatusLoan?.State])).toEqual([[3, 4], [7, 2]]);
    expect(s.context.userFailuresData).toEqual({ PageWasVisited: false });
  });

  it('with only the old-site cookie requests a cross-auth token, sets it, then loads', async () => {
    const { actor, spies } = start({ newSiteToken: null, oldSiteToken: 'old' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    const s = await ready(actor);
    expect(spies.crossAuthInput).toHaveBeenCalledWith({ oldSiteToken: 'old' });
    expect(spies.setAuthCookie).toHaveBeenCalledWith({ token: 'cross-token', expires: '2030-01-01T00:00:00Z' });
    expect(spies.applyToken).toHaveBeenCalledWith({ token: 'cross-token' });
    expect(s.context.token).toBe('cross-token');
  });

  it('only logs a token failure and a profile failure (asked once more); loading continues', async () => {
    const { actor, spies } = start(
      { newSiteToken: null, oldSiteToken: 'old' },
      { crossAuth: () => Promise.reject(new Error('token')), profile: () => Promise.reject(new Error('profile')) },
    );
    const s = await ready(actor);
    expect(spies.logError.mock.calls.map(([p]) => p.where).sort()).toEqual(['crossAuth', 'profile', 'profile (again)']);
    expect(s.context.userData).toBeNull();
    expect(s.context.failedLoads).toEqual(['profile']);
    expect(s.context.loans).toHaveLength(2);
  });

  it('keeps the pseudo-loan when the client has no loans yet', async () => {
    const { actor } = start({ newSiteToken: 't', oldSiteToken: null }, { loans: [] });
    expect(selectIsNewClient(await ready(actor))).toBe(true);
  });

  it('logs in from anonymous and updates the cookie on a refresh-token answer', async () => {
    const { actor, spies } = start({ newSiteToken: null, oldSiteToken: null });
    actor.send({ type: 'session.login', token: 'a', expires: 'e1' });
    await ready(actor);
    actor.send({ type: 'token.refreshed', token: 'b', expires: 'e2' });
    expect(spies.setAuthCookie).toHaveBeenLastCalledWith({ token: 'b', expires: 'e2' });
    expect(actor.getSnapshot().context.token).toBe('b');
  });

  it('logout clears everything, resets registration by default and the login flow\'s state, and goes to /', async () => {
    const { actor, spies } = start({ newSiteToken: 't', oldSiteToken: 'o' });
    await ready(actor);
    actor.send({ type: 'session.logout' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('anonymous');
    expect(s.context).toMatchObject({ token: null, oldSiteToken: null, userData: null, isLoadingUserData: false });
    expect(s.context.loans[0]?.Status).toBe(-1);
    for (const k of ['clearTokens', 'forgetClientData', 'resetRegistration', 'resetLoginState', 'clearSessionStorage', 'clearPendingScoringFlag'] as const) {
      expect(spies[k], k).toHaveBeenCalledOnce();
    }
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('logout can keep the registration and go to a given route', async () => {
    const { actor, spies } = start({ newSiteToken: 't', oldSiteToken: null });
    await ready(actor);
    actor.send({ type: 'session.logout', keepRegistration: true, redirectTo: '/login' });
    expect(spies.resetRegistration).not.toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/login' });
  });

  it('session.expired (a 401) logs out keeping registration and goes to login with sessionExpired', () => {
    const { actor, spies } = start({ newSiteToken: 't', oldSiteToken: null });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(spies.resetRegistration).not.toHaveBeenCalled();
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(spies.forgetClientData).toHaveBeenCalledOnce();
    expect(spies.resetLoginState).toHaveBeenCalledOnce();
    expect(spies.navigate).toHaveBeenCalledWith({ to: SESSION_EXPIRED_ROUTE });
    expect(SESSION_EXPIRED_ROUTE).toBe('/login?sessionExpired=true');
  });

  it('a sign-in, first or another while signed in, forgets what was cached for the last client', async () => {
    const { actor, spies } = start({ newSiteToken: null, oldSiteToken: null });
    actor.send({ type: 'session.login', token: 't1', expires: '2099-01-01T00:00:00Z' });
    expect(spies.forgetClientData).toHaveBeenCalledTimes(1);
    expect(spies.forgetClientData.mock.invocationCallOrder[0]!).toBeLessThan(spies.applyToken.mock.invocationCallOrder[0]!);
    await ready(actor);
    actor.send({ type: 'token.refreshed', token: 't2', expires: '2099-01-01T00:00:00Z' });
    expect(spies.forgetClientData).toHaveBeenCalledTimes(2);
  });

  it('is reachable through the system as "session"', () => {
    const { actor } = start({ newSiteToken: null, oldSiteToken: null });
    expect(actor.system.get('session')).toBe(actor);
  });
});

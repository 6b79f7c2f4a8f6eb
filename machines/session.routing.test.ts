// The session's own timers and children: the token renewal is a delayed transition, and a
// sign-in with the route it came from runs the post-login routing as a child (requirements §2.5).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { initialUserState, sessionMachine, sessionPostLoginRouting } from './session.machine';
import { REFRESH_AHEAD_MS } from './session.token';
import type { Loan, StatusLoan, UserData } from './types';

const STATUS: StatusLoan = { Id: 10, State: 4, Title: 'Активный' };
const REFUSED: StatusLoan = { Id: 11, State: 2, Title: 'Отказ' };

function start(opts: { user?: UserData; loans?: Loan[]; pageVisited?: boolean; profileFailures?: number; loansFailures?: number } = {}) {
  const spies = { refresh: vi.fn(), decision: vi.fn(), authOnSite: vi.fn(), profileCalls: vi.fn(), loansCalls: vi.fn() };
  let profileFailures = opts.profileFailures ?? 0;
  let loansFailures = opts.loansFailures ?? 0;
  const machine = sessionMachine.provide({
    actors: {
      fetchUserProfile: fromPromise(async () => {
        spies.profileCalls();
        if (profileFailures-- > 0) throw new Error('profile 500');
        return opts.user ?? { IsRegistrationFinished: true };
      }),
      fetchUserLoans: fromPromise(async () => {
        spies.loansCalls();
        if (loansFailures-- > 0) throw new Error('loans 500');
        return { loans: opts.loans ?? [], loanStatuses: [STATUS, REFUSED] };
      }),
      fetchUserExtras: fromPromise(async () => {
        const { userData: _u, loans: _l, isLoadingUserData: _i, ...extras } = initialUserState();
        return extras;
      }),
      refreshToken: fromPromise(async ({ input }) => {
        spies.refresh(input);
        return { token: 'renewed', expires: new Date(Date.now() + 3600_000).toISOString() };
      }),
      postLoginRouting: sessionPostLoginRouting.provide({
        actors: {
          fetchCurrentScoringRequest: fromPromise(async () => ({ pending: false })) as never,
          requestAuthOnSite: fromPromise(async ({ input }) => {
            spies.authOnSite(input);
            return { Url: 'https://old.example.ru/auth' };
          }),
        },
      }),
    },
    actions: { followDecision: (_, p) => spies.decision(p.decision) },
  });
  const actor = createActor(machine, { input: { newSiteToken: null, oldSiteToken: null } }).start();
  return { actor, spies };
}

describe('session: token renewal and post-login routing', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('renews the token five minutes before it expires, then plans the next renewal', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-01T01:00:00Z' });
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_AHEAD_MS - 1);
    expect(spies.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.refresh).toHaveBeenCalledWith({ token: 't1' });
    expect(actor.getSnapshot().context.token).toBe('renewed');
    expect(actor.getSnapshot().matches({ authenticated: { token: 'waiting' } })).toBe(true);
  });

  it('routes a sign-in from the fast-payment route with its own redirect states ({4, 6})', async () => {
    const loans: Loan[] = [{ Id: 1, Status: 10 }];
    const { actor, spies } = start({ loans });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/lk/payment-sbp' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.authOnSite).toHaveBeenCalledWith({ Purpose: 0 });
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'external', url: 'https://old.example.ru/auth' });
    expect(actor.getSnapshot().context).toMatchObject({ routeFrom: null, pendingScoringChecked: true });
  });

  it('skips the on-site redirect for a sign-in from profile edit', async () => {
    const { actor, spies } = start({ loans: [{ Id: 1, Status: 10 }] });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/lk/profile-edit/phone' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.authOnSite).not.toHaveBeenCalled();
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'navigate', route: 'profile' });
  });

  it('a refused last loan goes to the failure page until the page was visited', async () => {
    const { actor, spies } = start({ loans: [{ Id: 1, Status: 11 }] });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/login' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.decision).toHaveBeenLastCalledWith({ kind: 'navigate', route: 'scoring-failure' });
    actor.send({ type: 'failures.pageVisited' });
    actor.send({ type: 'session.route', from: '/login' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(actor.getSnapshot().context.userFailuresData.PageWasVisited).toBe(true);
    expect(spies.decision).toHaveBeenCalledTimes(2);
    expect(spies.decision).toHaveBeenLastCalledWith({ kind: 'navigate', route: 'profile' });
  });

  it('a route asked for while the data still loads is taken once it is in; a sign-in while signed in loads again and routes', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z' });
    expect(actor.getSnapshot().matches({ authenticated: { data: 'loading' } })).toBe(true);
    actor.send({ type: 'session.route', from: '/registration' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.decision).toHaveBeenCalledTimes(1);
    actor.send({ type: 'token.refreshed', token: 't2', expires: '2026-01-03T00:00:00Z', from: '/login' });
    expect(actor.getSnapshot().matches({ authenticated: { data: 'loading' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.decision).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.token).toBe('t2');
  });

  // requirements §2.5 and §8 («Profile fetch or token failure — only logged; loading continues»):
  // routing never decides on the absence of data a failed call left.
  it('a profile call that fails once is asked again before routing: a registered client is not sent to registration', async () => {
    const { actor, spies } = start({ loans: [{ Id: 1, Status: 10 }], profileFailures: 1 });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/lk/profile-edit' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(spies.profileCalls).toHaveBeenCalledTimes(2);
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'navigate', route: 'profile' });
  });

  it('a profile that still fails after the retry applies neither rule 1 nor the profile flags: rule 5 sends to the profile', async () => {
    const { actor, spies } = start({ loans: [{ Id: 1, Status: 10 }], profileFailures: 2 });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/lk/profile-edit' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(spies.profileCalls).toHaveBeenCalledTimes(2);
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'navigate', route: 'profile' });
  });

  it('loans that fail twice leave the pseudo-loan shown but do not make the client new for rule 3', async () => {
    const { actor, spies } = start({ loansFailures: 2 });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/login' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(spies.loansCalls).toHaveBeenCalledTimes(2);
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'navigate', route: 'profile' });
  });

  it('loans that fail once are asked again and routed on: a client with no loans is new (rule 3)', async () => {
    const { actor, spies } = start({ loansFailures: 1 });
    actor.send({ type: 'session.login', token: 't1', expires: '2026-01-02T00:00:00Z', from: '/login' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(spies.loansCalls).toHaveBeenCalledTimes(2);
    expect(spies.decision).toHaveBeenCalledWith({ kind: 'navigate', route: 'registration-bank-card' });
  });
});

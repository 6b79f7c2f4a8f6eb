import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { postLoginRoutingMachine, type PostLoginInput } from './post-login-routing.machine';
import { NEW_CLIENT_LOAN } from './loan-status';
import type { Loan } from './types';

const loanIn = (State: number, Id = 1): Loan => ({ Id, Status: 100 + State, StatusLoan: { Id: 100 + State, State, Title: `S${State}` } });

const base: PostLoginInput = {
  userData: { IsRegistrationFinished: true },
  loans: [loanIn(7)],
  isPromoRoute: false,
  isFastPaymentRoute: false,
  isProfileEditRoute: false,
  pageWasVisited: false,
  pendingScoringChecked: false,
};

async function decide(input: Partial<PostLoginInput>, opts: { pending?: boolean; scoringFails?: boolean; authOnSite?: () => Promise<{ Url: string }> } = {}) {
  const calls = { scoring: vi.fn(), authOnSite: vi.fn(), logError: vi.fn(), markChecked: vi.fn() };
  const machine = postLoginRoutingMachine.provide({
    actors: {
      fetchCurrentScoringRequest: fromPromise(async () => {
        calls.scoring();
        if (opts.scoringFails) throw new Error('scoring');
        return { pending: opts.pending ?? false };
      }),
      requestAuthOnSite: fromPromise(async ({ input }) => {
        calls.authOnSite(input);
        return opts.authOnSite ? opts.authOnSite() : { Url: 'https://old.example/auth?t=1' };
      }),
    },
    actions: { logError: (_, p) => calls.logError(p), markPendingScoringChecked: () => calls.markChecked() },
  });
  const output = await toPromise(createActor(machine, { input: { ...base, ...input } }).start());
  return { output, calls };
}

describe('post-login routing (requirements §2.5, in order)', () => {
  it('rule 1: registration not finished → registration (creation on the promo route)', async () => {
    const unfinished = { userData: { IsRegistrationFinished: false, IsFincert: true }, loans: [loanIn(4)] };
    const a = await decide(unfinished, { pending: true });
    expect(a.output).toEqual({ kind: 'navigate', route: 'registration' });
    expect(a.calls.scoring).not.toHaveBeenCalled();
    expect((await decide({ ...unfinished, isPromoRoute: true })).output).toEqual({ kind: 'navigate', route: 'creation' });
  });

  it('rule 2: a pending scoring request → fast-payment profile (checked once per session)', async () => {
    const a = await decide({ loans: [NEW_CLIENT_LOAN] }, { pending: true });
    expect(a.output).toEqual({ kind: 'navigate', route: 'profile-sbp' });
    expect(a.calls.markChecked).toHaveBeenCalledOnce();
    const b = await decide({ loans: [NEW_CLIENT_LOAN], pendingScoringChecked: true }, { pending: true });
    expect(b.calls.scoring).not.toHaveBeenCalled();
    expect(b.output).toEqual({ kind: 'navigate', route: 'registration-bank-card' });
  });

  it('rule 3: a new client → registration bank card step', async () => {
    const a = await decide({ loans: [NEW_CLIENT_LOAN] });
    expect(a.calls.scoring).toHaveBeenCalledOnce();
    expect(a.output).toEqual({ kind: 'navigate', route: 'registration-bank-card' });
    // A failed pending-scoring check is logged and the rules go on.
    const b = await decide({ loans: [NEW_CLIENT_LOAN] }, { scoringFails: true });
    expect(b.calls.logError).toHaveBeenCalledOnce();
    expect(b.output).toEqual({ kind: 'navigate', route: 'registration-bank-card' });
  });

  it('rule 4: last loan State in {1,3,4,6} ({4,6} on fast payment) → AuthOnSite Purpose 0 external Url; skipped on profile edit; failure only logged', async () => {
    for (const state of [1, 3, 4, 6]) {
      const r = await decide({ loans: [loanIn(2, 1), loanIn(state, 2)] });
      expect(r.output, `state ${state}`).toEqual({ kind: 'external', url: 'https://old.example/auth?t=1' });
      expect(r.calls.authOnSite).toHaveBeenCalledWith({ Purpose: 0 });
    }
    for (const state of [1, 3]) {
      const r = await decide({ loans: [loanIn(state)], isFastPaymentRoute: true });
      expect(r.output, `fast payment, state ${state}`).toEqual({ kind: 'navigate', route: 'profile' });
    }
    for (const state of [4, 6]) {
      expect((await decide({ loans: [loanIn(state)], isFastPaymentRoute: true })).output.kind).toBe('external');
    }
    const edit = await decide({ loans: [loanIn(4)], isProfileEditRoute: true });
    expect(edit.calls.authOnSite).not.toHaveBeenCalled();
    expect(edit.output).toEqual({ kind: 'navigate', route: 'profile' });
    const failed = await decide({ loans: [loanIn(4)], userData: { IsRegistrationFinished: true, IsFincert: true } }, { authOnSite: () => Promise.reject(new Error('down')) });
    expect(failed.calls.logError).toHaveBeenCalledWith(expect.objectContaining({ where: 'authOnSite' }));
    expect(failed.output).toEqual({ kind: 'navigate', route: 'scoring-failure' });
  });

  it('rule 5: IsFincert → scoring failure; last loan State 2 → scoring failure unless PageWasVisited → profile; else profile', async () => {
    expect((await decide({ userData: { IsRegistrationFinished: true, IsFincert: true } })).output).toEqual({ kind: 'navigate', route: 'scoring-failure' });
    expect((await decide({ loans: [loanIn(4, 1), loanIn(2, 2)] })).output).toEqual({ kind: 'navigate', route: 'scoring-failure' });
    expect((await decide({ loans: [loanIn(2)], pageWasVisited: true })).output).toEqual({ kind: 'navigate', route: 'profile' });
    expect((await decide({ loans: [loanIn(7)] })).output).toEqual({ kind: 'navigate', route: 'profile' });
    expect((await decide({ loans: [] })).output).toEqual({ kind: 'navigate', route: 'profile' });
  });
});

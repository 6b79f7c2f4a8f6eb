import { describe, expect, it } from 'vitest';
import { FAST_PAYMENT_REDIRECT_STATES, REDIRECT_STATES, isNewClient, lastLoan } from '../../machines/loan-status';
import type { PostLoginInput, RouteDecision } from '../../machines/post-login-routing.machine';
import { generatePaths, measure, replay, type ModelPath } from './coverage';
import { postLoginRoutingModel } from './models';

/** requirements §2.5 written as a plain function: the oracle for every generated path. */
function oracle(input: PostLoginInput, path: ModelPath): RouteDecision {
  const ev = (type: string) => path.events.find((e) => e.type === type) as { output?: { pending?: boolean; Url?: string } } | undefined;
  // A load that failed (null) is unknown: no rule decides on its absence.
  const loans = input.loans ?? [];
  if (input.userData && !input.userData.IsRegistrationFinished) return { kind: 'navigate', route: input.isPromoRoute ? 'creation' : 'registration' };
  if (!input.pendingScoringChecked && ev('xstate.done.actor.fetchCurrentScoringRequest')?.output?.pending) return { kind: 'navigate', route: 'profile-sbp' };
  if (input.loans && isNewClient(input.loans)) return { kind: 'navigate', route: 'registration-bank-card' };
  const state = lastLoan(loans)?.StatusLoan?.State ?? NaN;
  const set = input.isFastPaymentRoute ? FAST_PAYMENT_REDIRECT_STATES : REDIRECT_STATES;
  const url = ev('xstate.done.actor.requestAuthOnSite')?.output?.Url;
  if (!input.isProfileEditRoute && set.includes(state) && url) return { kind: 'external', url };
  if (input.userData?.IsFincert) return { kind: 'navigate', route: 'scoring-failure' };
  if (state === 2) return { kind: 'navigate', route: input.pageWasVisited ? 'profile' : 'scoring-failure' };
  return { kind: 'navigate', route: 'profile' };
}

describe('post-login routing: model-based paths', () => {
  const paths = generatePaths(postLoginRoutingModel);
  const report = measure(postLoginRoutingModel, paths);

  it('replays every generated path and covers every state and transition', () => {
    expect(report.failures).toEqual([]);
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
  });

  it('every completed path decides exactly what the ordered rules say', () => {
    let decided = 0;
    for (const path of paths) {
      const s = replay(postLoginRoutingModel, path);
      if (s.status !== 'done') continue;
      decided++;
      expect(s.output, path.events.map((e) => e.type).join(' → ')).toEqual(oracle(path.input as PostLoginInput, path));
    }
    expect(decided).toBe(paths.length);
  });
});

import { describe, expect, it } from 'vitest';
import { generatePaths, measure, replay } from './coverage';
import { loanStatusModel } from './models';

describe('loan status: model-based paths', () => {
  const paths = generatePaths(loanStatusModel);
  const report = measure(loanStatusModel, paths);

  it('replays every generated path and covers every state and transition', () => {
    expect(report.failures).toEqual([]);
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
  });

  it('only active and expired loans carry the activeLoan tag', () => {
    for (const path of paths) {
      const s = replay(loanStatusModel, path);
      expect(s.hasTag('activeLoan')).toBe(s.matches('active') || s.matches('expired'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { generatePaths, measure, replay } from './coverage';
import { sessionModel } from './models';

describe('session: model-based paths', () => {
  const paths = generatePaths(sessionModel);
  const report = measure(sessionModel, paths);

  it('replays every generated path on the real machine to the state the model predicts', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(report.failures).toEqual([]);
  });

  it('covers every state and transition', () => {
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
  });

  it('holds its invariants at the end of every path', () => {
    for (const path of paths) {
      const s = replay(sessionModel, path);
      const where = path.events.map((e) => e.type).join(' → ');
      expect(s.context.isLoadingUserData, where).toBe(s.matches({ authenticated: { data: 'loading' } }));
      if (s.matches('anonymous')) {
        expect(s.context.token, where).toBeNull();
        expect(s.hasTag('authenticated'), where).toBe(false);
      }
      expect(s.context.loans.length, where).toBeGreaterThan(0);
    }
  });
});

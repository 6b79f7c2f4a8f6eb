import { describe, expect, it } from 'vitest';
import { selectProgress } from '../../machines/registration.selectors';
import { stepIndex } from '../../machines/registration.steps';
import { generatePaths, measure, replay } from './coverage';
import { registrationModel } from './models';

describe('registration: model-based paths', () => {
  const paths = generatePaths(registrationModel);
  const report = measure(registrationModel, paths);

  it('replays every generated path and covers every state and transition', () => {
    expect(report.failures).toEqual([]);
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
  });

  it('keeps step, progress and scoring status consistent at the end of every path', () => {
    for (const path of paths) {
      const s = replay(registrationModel, path);
      const where = path.events.map((e) => e.type).join(' → ');
      expect(s.matches('scoring'), where).toBe(s.context.currentStep === 'SCORING');
      // The address never leads past what was reached.
      expect(stepIndex(s.context.currentStep) <= stepIndex(s.context.furthestStep), where).toBe(true);
      const { current, total } = selectProgress(s as never);
      expect(total).toBe(5);
      expect(current >= 1 && current <= 5, where).toBe(true);
      expect(s.matches({ scoring: 'approved' }), where).toBe(s.context.scoringStatus === 'approved');
      if (s.matches('filling')) expect(['not_started', 'requested', 'pending', 'error'], where).toContain(s.context.scoringStatus);
    }
  });
});

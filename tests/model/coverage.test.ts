import { describe, expect, it } from 'vitest';
import { generatePaths, measure, type PathModel } from './coverage';
import { callBackModel, loanStatusModel } from './models';

describe('model coverage tool', () => {
  it('reports what a narrower model misses', () => {
    const { ['xstate.error.actor.submitCallBack']: _dropped, ...events } = callBackModel.events;
    const narrow: PathModel = {
      ...callBackModel,
      events: { ...events, 'xstate.error.actor.submitCallBack': [] },
    };
    const r = measure(narrow);
    expect(r.transitionPercent).toBeLessThan(100);
    expect(r.missedTransitions.some((t) => t.includes('xstate.error.actor.submitCallBack'))).toBe(true);
    expect(r.missedStates).toContain('callBack.challenge');
  });

  it('detects a replay that disagrees with the model', () => {
    const paths = generatePaths(loanStatusModel).map((p) => ({ ...p, target: 'elsewhere' }));
    expect(measure(loanStatusModel, paths).failures).toHaveLength(paths.length);
  });

  it('refuses a model that leaves out an actor result', () => {
    const { ['xstate.done.actor.submitCallBack']: _omitted, ...events } = callBackModel.events;
    expect(() => generatePaths({ ...callBackModel, events })).toThrow(/xstate.done.actor.submitCallBack/);
  });
});

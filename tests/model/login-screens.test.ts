import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { loginScreensMachine } from '../../machines/login-screens.machine';
import { generatePaths, measure } from './coverage';
import { loginScreensModel } from './models';

describe('login screens: model-based paths', () => {
  it('covers every state and transition with replayed paths', () => {
    const report = measure(loginScreensModel);
    expect(report.failures).toEqual([]);
    expect(report.missedStates).toEqual([]);
    expect(report.missedTransitions).toEqual([]);
    expect(generatePaths(loginScreensModel).length).toBeGreaterThan(10);
  });

  // No invoke/after here, so xstate/graph's own test model applies directly.
  it('the stack starts at login and never goes below it on any shortest or simple path', async () => {
    const model = createTestModel(loginScreensMachine, {
      events: (s) =>
        Object.values(loginScreensModel.events)
          .flatMap((v) => (typeof v === 'function' ? v(s) : v))
          .concat([{ type: 'screen.pop' }, { type: 'login.reset' }]) as never,
      // createTestModel sends a bare event for any type missing from `events`, so the depth
      // bound must be a filter, not an omission.
      filterEvents: (s, e) => !(e.type === 'screen.push' && s.context.stack.length >= 3),
      serializeState: (s) => JSON.stringify([s.value, s.context.stack]),
    });
    const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];
    // Every reachable stack is visited: [login], two of depth 2, four of depth 3.
    const stacks = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.context.stack))));
    expect(stacks.size).toBe(7);
    for (const path of paths) {
      await path.test({
        states: {
          atRoot: (s) => expect(s.context.stack).toEqual(['login']),
          nested: (s) => {
            expect(s.context.stack[0]).toBe('login');
            expect(s.context.stack.length).toBeGreaterThan(1);
          },
        },
      });
    }
  });
});

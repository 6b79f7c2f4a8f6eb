// The diagram generator (scripts/charts.ts): every state and every transition of every
// machine reaches the Mermaid text, and every state name is visible in the rendered SVG.
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { CHARTS, missingStateNames, toMermaid, toSvg } from '../../scripts/charts';

const nodes = (n: AnyStateNode): AnyStateNode[] => Object.values(n.states).flatMap((c) => [c, ...nodes(c)]);

describe('statechart diagrams', () => {
  for (const { file, machine } of CHARTS) {
    it(`${file}: all states and transitions are drawn and named`, () => {
      const mmd = toMermaid(machine);
      expect(mmd.startsWith('stateDiagram-v2\n')).toBe(true);
      const edges = mmd.split('\n').filter((l) => / --> /.test(l) && !l.includes('[*]')).length;
      const transitions = [machine.root, ...nodes(machine.root)].reduce(
        (sum, n) => sum + [...n.transitions.values()].flat().reduce((s, t) => s + Math.max(1, t.target?.length ?? 0), 0) + (n.always?.length ?? 0),
        0,
      );
      expect(edges).toBe(transitions);
      const svg = toSvg(mmd);
      expect(missingStateNames(machine, svg)).toEqual([]);
      expect(svg).not.toContain('@import');
      expect(toSvg(mmd)).toBe(svg);
    });
  }

  it('the check for visible names fails when a name is missing', () => {
    const { machine } = CHARTS[0]!;
    expect(missingStateNames(machine, '<svg><text>checking</text></svg>')).toContain('anonymous');
  });
});

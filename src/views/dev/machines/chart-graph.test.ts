import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '@machines/login.machine';
import { describeMachine } from '@/flows/inspector/describe';
import { collapseChart, eventLabel, fromElkLayout, toElkGraph, type Box, type ChartLayout } from './chart-graph';
import layouts from './generated/layouts.json';

const chart = describeMachine(loginMachine);
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('the login chart laid out by ELK', async () => {
  const { graph, edges } = toElkGraph(chart);
  const layout = fromElkLayout(chart, await new ELK().layout(graph), edges);
  const state = (path: string) => layout.states.find((s) => s.path === path)!;

  it('draws every state once, named <machine>.<path>, nested states inside their parents', () => {
    expect(layout.states.map((s) => s.path)).toContain('login.loginCode.editing');
    expect(layout.states).toHaveLength(new Set(layout.states.map((s) => s.path)).size);
    expect(state('login.loginCode').compound).toBe(true);
    expect(inside(state('login.loginCode.editing'), state('login.loginCode'))).toBe(true);
    expect(inside(state('login.recoveryCode.bySms.failed'), state('login.recoveryCode.bySms'))).toBe(true);
    expect(state('login.login.submitting').invokes).toEqual(['signIn']);
  });

  it('draws each transition with a target as a labelled arrow, guards named', () => {
    const arrow = layout.edges.find((e) => e.source === 'login.login.submitting' && e.target === 'login.loginCode')!;
    expect(arrow.label?.lines).toEqual(['готово: signIn']);
    expect(arrow.points.length).toBeGreaterThanOrEqual(2);
    const guarded = layout.edges.find((e) => e.source === 'login.login.submitting' && e.target === 'login.signedIn')!;
    expect(guarded.label?.lines).toEqual(['готово: signIn', '[isToken]']);
    const targeted = [chart.root].flatMap(function all(n): number[] {
      return [n.transitions.reduce((sum, t) => sum + t.targets.length, 0), ...n.children.flatMap(all)];
    });
    expect(layout.edges.filter((e) => e.kind === 'transition')).toHaveLength(targeted.reduce((a, b) => a + b, 0));
  });

  it('marks the initial state of each compound state', () => {
    expect(layout.edges.filter((e) => e.kind === 'initial').map((e) => e.target)).toEqual(expect.arrayContaining(['login.starting', 'login.loginCode.editing']));
  });
});

describe('eventLabel', () => {
  it('words actor outcomes and keeps plain events', () => {
    expect(eventLabel('xstate.error.actor.confirmLogin')).toBe('ошибка: confirmLogin');
    expect(eventLabel('form.submitted')).toBe('form.submitted');
  });
});

/** The plain (not compound) states an arrow's line runs through, other than its own ends. */
function statesCrossed(layout: ChartLayout): string[] {
  const crossed: string[] = [];
  for (const e of layout.edges)
    for (const s of layout.states) {
      if (s.compound || s.id === e.source || s.id === e.target) continue;
      const hits = e.points.slice(1).some((b, i) => {
        const a = e.points[i]!;
        return Math.max(a.x, b.x) > s.x + 1 && Math.min(a.x, b.x) < s.x + s.width - 1 && Math.max(a.y, b.y) > s.y + 1 && Math.min(a.y, b.y) < s.y + s.height - 1;
      });
      if (hits) crossed.push(`${e.source ?? '*'} → ${e.target} through ${s.id}`);
    }
  return crossed;
}

describe('every registry chart as npm run charts laid it out', () => {
  it.each(Object.entries(layouts as unknown as Record<string, ChartLayout>))('%s: no arrow runs through a state', (_, layout) => {
    expect(statesCrossed(layout)).toEqual([]);
  });
});

describe('a chart with compound states collapsed', () => {
  it('shows the compound as a box: arrows from inside leave from it, arrows into it end at it, moves inside it are gone', () => {
    const folded = collapseChart(chart, new Set(['login.loginCode']));
    const code = folded.root.children.find((c) => c.id === 'login.loginCode')!;
    expect(code.children).toEqual([]);
    const targets = code.transitions.flatMap((t) => t.targets);
    expect(targets).toContain('login.login');
    expect(targets).not.toContain('login.loginCode');
    expect(targets.some((t) => t.startsWith('login.loginCode.'))).toBe(false);
    // The sign-in's arrow into the code screen's inside now ends at the box.
    const submitting = folded.root.children.find((c) => c.id === 'login.login')!.children.find((c) => c.key === 'submitting')!;
    expect(submitting.transitions.flatMap((t) => t.targets)).toContain('login.loginCode');
    expect(collapseChart(chart, new Set())).toBe(chart);
  });
});

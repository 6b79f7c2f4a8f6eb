import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '@machines/login.machine';
import { describeMachine } from '@/flows/inspector/describe';
import { eventLabel, fromElkLayout, toElkGraph, type Box } from './chart-graph';

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
    const targeted = chart.root.children.flatMap(function all(n): number[] {
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

// A machine's statechart as plain data, read from the machine definition itself (state nodes,
// transitions, guards, delays, invoked actors): what the viewer draws, and what a tab sends for a
// machine the viewer's registry does not know.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface ChartTransition {
  /** Event type, or `after 3000 мс` / `always` for delayed and eventless ones. */
  event: string;
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[];
  guard: string | null;
}

export interface ChartNode {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Key of the initial child of a compound state. */
  initial: string | null;
  tags: string[];
  invokes: string[];
  transitions: ChartTransition[];
  children: ChartNode[];
}

export interface MachineChart {
  id: string;
  root: ChartNode;
}

type Guard = AnyTransitionDefinition['guard'];

function guardName(guard: Guard): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'условие';
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'условие';
}

const targetsOf = (t: AnyTransitionDefinition) => (t.target ?? []).map((n) => n.id);

function delayText(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return `after ${delay} мс`;
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof configured === 'number' ? `after ${delay} (${configured} мс)` : `after ${delay}`;
}

/**
 * The event a transition's arrow is labelled with: its type, `after …` for a delayed one, `always`
 * for an eventless one. The transition counts (transition-reports.ts) key arrows by it too.
 */
export function chartEventOf(t: AnyTransitionDefinition): string {
  const delay = (t as { delay?: string | number }).delay;
  if (delay !== undefined) return delayText(t.source.machine, delay);
  return t.eventType === '' ? 'always' : t.eventType;
}

function transitionsOf(node: AnyStateNode): ChartTransition[] {
  const list: ChartTransition[] = [];
  for (const [event, defs] of node.transitions) {
    if (event.startsWith('xstate.after.')) continue; // listed below with their delay
    for (const t of defs) list.push({ event, targets: targetsOf(t), guard: guardName(t.guard) });
  }
  for (const t of [...node.after, ...(node.always ?? [])]) list.push({ event: chartEventOf(t), targets: targetsOf(t), guard: guardName(t.guard) });
  return list;
}

function describeNode(node: AnyStateNode): ChartNode {
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: initialTarget ? initialTarget.key : null,
    tags: [...node.tags],
    invokes: node.invoke.map((i) => i.id),
    transitions: transitionsOf(node),
    children: Object.values(node.states as Record<string, AnyStateNode>).map(describeNode),
  };
}

export function describeMachine(machine: AnyStateMachine): MachineChart {
  return { id: machine.id, root: describeNode(machine.root) };
}

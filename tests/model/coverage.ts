// Model-based path generation and coverage for XState v5 machines, shared by tests/model and
// scripts/test-model.ts. Paths come from xstate/graph (shortest paths + adjacency map); every
// path is then replayed on a real actor whose invoked actors never settle, so only the
// model's events (including `xstate.done.actor.<id>` / `xstate.error.actor.<id>` and
// `xstate.after.<delay>.<state>`) move it, and the taken transitions are recorded.
import {
  createActor,
  getNextTransitions,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';

export interface PathModel {
  name: string;
  /** The machine with every actor provided by one that never settles. */
  machine: AnyStateMachine;
  /** One traversal per input: inputs pick the branches that context-only guards decide. */
  inputs: unknown[];
  /**
   * Event variants per event type. Types not listed are sent bare; actor done/error events
   * must be listed (their payload drives guards).
   */
  events: Record<string, AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[])>;
  /** Defaults to value + context; override to merge states that differ only in noise. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Where the paths are executed: 'UI' when a test runs them against the rendered screens. */
  executedOn?: 'UI' | 'machine';
  /** Event types the model deliberately leaves out at a state (e.g. unbounded pushes). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

export interface ModelPath {
  input: unknown;
  events: AnyEventObject[];
  target: string;
}

export interface ReplayResult {
  path: ModelPath;
  reached: string;
  ok: boolean;
}

export interface CoverageReport {
  name: string;
  executedOn: 'UI' | 'machine';
  states: number;
  transitions: number;
  paths: number;
  coveredStates: number;
  coveredTransitions: number;
  statePercent: number;
  transitionPercent: number;
  missedStates: string[];
  missedTransitions: string[];
  failures: ReplayResult[];
}

const serialize = (m: PathModel, s: AnyMachineSnapshot) => (m.serializeState ?? serializeSnapshot)(s);

function eventsAt(model: PathModel) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const types = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter((t) => t !== '');
    return types.flatMap((type) => {
      const variants = model.events[type];
      if (variants) return typeof variants === 'function' ? variants(snapshot) : variants;
      if (/^xstate\.(done|error)\.actor\./.test(type)) {
        throw new Error(`${model.name}: model lists no variants for ${type}`);
      }
      return [{ type }];
    });
  };
}

export function traversalOptions(model: PathModel, input: unknown) {
  return {
    input,
    events: eventsAt(model),
    serializeState: (s: AnyMachineSnapshot) => serialize(model, s),
    filterEvents: model.filterEvents,
    limit: 20_000,
  };
}

/**
 * A transition cover: the shortest path to every reachable state, extended by each edge
 * leaving it; paths that are prefixes of others are dropped.
 */
export function generatePaths(model: PathModel): ModelPath[] {
  return model.inputs.flatMap((input) => generatePathsFor(model, input));
}

function generatePathsFor(model: PathModel, input: unknown): ModelPath[] {
  const options = traversalOptions(model, input);
  const shortest = new Map<string, AnyEventObject[]>();
  for (const p of getShortestPaths(model.machine, options as never)) {
    const events = p.steps.map((s) => s.event as AnyEventObject).filter((e) => e.type !== 'xstate.init');
    shortest.set(serialize(model, p.state as AnyMachineSnapshot), events);
  }
  const adjacency = getAdjacencyMap(model.machine, options as never);
  const paths: ModelPath[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(from);
    if (!head) continue;
    // Dead ends (final states, one-shot inputs) are paths of their own.
    if (Object.keys(transitions).length === 0) paths.push({ input, events: head, target: from });
    for (const { event, state } of Object.values(transitions) as Array<{ event: unknown; state: unknown }>) {
      paths.push({ input, events: [...head, event as AnyEventObject], target: serialize(model, state as AnyMachineSnapshot) });
    }
  }
  const key = (p: ModelPath) => p.events.map((e) => JSON.stringify(e)).join('\n');
  const keys = paths.map(key);
  return paths
    .filter((_, i) => !keys.some((k, j) => j !== i && k.length > keys[i]!.length && k.startsWith(keys[i]! + '\n')))
    .filter((p, i, all) => all.findIndex((q) => key(q) === key(p)) === i);
}

export function allTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes) {
    for (const [type, list] of node.transitions) {
      list.forEach((t, i) => ids.set(t, `${node.id} --${type}[${i}]--> ${t.target?.map((x) => x.id).join(',') ?? '(self)'}`));
    }
    (node.always ?? []).forEach((t, i) => ids.set(t, `${node.id} --always[${i}]--> ${t.target?.map((x) => x.id).join(',') ?? '(self)'}`));
  }
  return ids;
}

/** Replays the paths on real actors and measures state and transition coverage. */
export function measure(model: PathModel, paths = generatePaths(model)): CoverageReport {
  const transitionIds = allTransitions(model.machine);
  const stateIds = getStateNodes(model.machine.root).map((n) => n.id);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const unknown = new Set<string>();
  const failures: ReplayResult[] = [];

  for (const path of paths) {
    const actor = createActor(model.machine, {
      input: path.input,
      inspect: (ev) => {
        // Child machines (a flow's form actor) have transitions of their own, measured with them.
        if (ev.type !== '@xstate.microstep' || (ev.actorRef as unknown as { logic: unknown }).logic !== model.machine) return;
        const step = ev as unknown as { snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
        for (const n of step.snapshot._nodes) seenStates.add(n.id);
        for (const t of step._transitions) {
          seenStates.add(t.source.id);
          const id = transitionIds.get(t);
          if (id) seenTransitions.add(id);
          else unknown.add(`${t.source.id} --${t.eventType}`);
        }
      },
    });
    actor.start();
    for (const n of actor.getSnapshot()._nodes) seenStates.add(n.id);
    for (const event of path.events) actor.send(event);
    const reached = serialize(model, actor.getSnapshot());
    actor.stop();
    if (reached !== path.target) failures.push({ path, reached, ok: false });
  }
  if (unknown.size) throw new Error(`${model.name}: transitions outside the machine: ${[...unknown].join('; ')}`);

  const allT = [...transitionIds.values()];
  const missedStates = stateIds.filter((id) => !seenStates.has(id));
  const missedTransitions = allT.filter((id) => !seenTransitions.has(id));
  const pct = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
  return {
    name: model.name,
    executedOn: model.executedOn ?? 'machine',
    states: stateIds.length,
    transitions: allT.length,
    paths: paths.length,
    coveredStates: stateIds.length - missedStates.length,
    coveredTransitions: allT.length - missedTransitions.length,
    statePercent: pct(stateIds.length - missedStates.length, stateIds.length),
    transitionPercent: pct(allT.length - missedTransitions.length, allT.length),
    missedStates,
    missedTransitions,
    failures,
  };
}

export function formatTable(reports: CoverageReport[]): string {
  const head = ['machine', 'executed on', 'states', 'transitions', 'paths', '% states', '% transitions'];
  const rows = reports.map((r) => [r.name, r.executedOn, String(r.states), String(r.transitions), String(r.paths), r.statePercent.toFixed(1), r.transitionPercent.toFixed(1)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  const rule = '|' + widths.map((w, i) => (i === 0 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') + '|';
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** Runs one path on a real actor and returns where it ended (for per-model invariants). */
export function replay(model: PathModel, path: ModelPath): AnyMachineSnapshot {
  const actor = createActor(model.machine, { input: path.input }).start();
  for (const event of path.events) actor.send(event);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

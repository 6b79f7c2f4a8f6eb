// Model-based tests against the screens (npm run test:model): paths are generated from a machine
// with xstate/graph, chosen so that together they take every transition the graph reaches, and
// each path is then executed against the rendered UI by a test. The machine actor living in the
// UI is inspected while the paths run: only what it really did there counts as covered, and is
// written to tests/model/.ui-coverage/<machine>.json for scripts/test-model.ts to report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { generatePaths, type ModelPath, type PathModel } from './coverage';

export const UI_COVERAGE_DIR = join(import.meta.dirname, '.ui-coverage');

/** `<source id> --<event>[i]--> <targets>`: the same id for a machine and any `.provide()` of it. */
export function transitionId(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const i = list.indexOf(t);
  const type = t.eventType === '' ? 'always' : t.eventType;
  return `${source.id} --${type}[${i}]--> ${t.target?.map((x) => x.id).join(',') ?? '(self)'}`;
}

export function allTransitionIds(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionId),
    ...(node.always ?? []).map(transitionId),
  ]);
}

export const allStateIds = (machine: AnyStateMachine): string[] => getStateNodes(machine.root).map((n) => n.id);

/** Records the states and transitions taken by actors of `machineId` (the UI's own actor). */
export function coverageRecorder(machineId: string) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const inspect = (ev: InspectionEvent) => {
    const logic = (ev.actorRef as { logic?: { id?: string } }).logic;
    if (logic?.id !== machineId) return;
    if (ev.type === '@xstate.snapshot' || ev.type === '@xstate.microstep') {
      for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes ?? []) if (n.id !== machineId) states.add(n.id);
    }
    if (ev.type === '@xstate.microstep') {
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        transitions.add(transitionId(t));
        if ((t.source as AnyStateNode).id !== machineId) states.add((t.source as AnyStateNode).id);
      }
    }
  };
  return { inspect, states, transitions };
}

export interface UiCoverageFile {
  machine: string;
  paths: number;
  passed: number;
  states: string[];
  transitions: string[];
}

/**
 * Writes what the UI's actor of `machineId` did. `part` names another screen's test that also
 * drove it (its file sits beside the machine's own; the report joins them).
 */
export function writeUiCoverage(machineId: string, file: Omit<UiCoverageFile, 'machine'>, part?: string) {
  mkdirSync(UI_COVERAGE_DIR, { recursive: true });
  writeFileSync(join(UI_COVERAGE_DIR, `${machineId}${part ? `.${part}` : ''}.json`), JSON.stringify({ machine: machineId, ...file }, null, 1));
}

/** What one path makes the machine do, replayed on the model (actors never settle). */
function footprint(model: PathModel, path: ModelPath): Set<string> {
  const seen = new Set<string>();
  const actor = createActor(model.machine, {
    input: path.input,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || (ev.actorRef as { logic?: unknown }).logic !== model.machine) return;
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        seen.add(transitionId(t));
        seen.add(`state ${(t.source as AnyStateNode).id}`);
      }
      for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes) seen.add(`state ${n.id}`);
    },
  });
  actor.start();
  for (const n of actor.getSnapshot()._nodes) seen.add(`state ${n.id}`);
  for (const e of path.events) actor.send(e as AnyEventObject);
  actor.stop();
  return seen;
}

/**
 * The fewest generated paths (greedy set cover) that together take every transition and enter
 * every state the model's graph reaches: each UI path costs a render, so fewer and longer is better.
 */
export function selectPaths(model: PathModel): ModelPath[] {
  const candidates = generatePaths(model).map((path) => ({ path, covers: footprint(model, path) }));
  const covered = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | null = null;
    let gain = 0;
    for (const c of candidates) {
      let g = 0;
      for (const x of c.covers) if (!covered.has(x)) g++;
      if (g > gain || (g === gain && g > 0 && best && c.path.events.length < best.path.events.length)) {
        best = c;
        gain = g;
      }
    }
    if (!best || gain === 0) return chosen;
    chosen.push(best.path);
    for (const x of best.covers) covered.add(x);
  }
}

/** The model's snapshot after each event of a path (index 0: before any event). */
export function snapshotsAlong(model: PathModel, path: ModelPath): AnyMachineSnapshot[] {
  const actor = createActor(model.machine, { input: path.input }).start();
  const out = [actor.getSnapshot() as AnyMachineSnapshot];
  for (const e of path.events) {
    actor.send(e as AnyEventObject);
    out.push(actor.getSnapshot() as AnyMachineSnapshot);
  }
  actor.stop();
  return out;
}

export const describePath = (path: ModelPath): string =>
  path.events.map((e) => e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\./, 'after:')).join(' → ') || '(start)';

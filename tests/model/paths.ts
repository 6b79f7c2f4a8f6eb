// Paths for testers (the viewer's «Пути к состоянию» and `npm run paths`): for one state of a
// modelled machine, the shortest path from the start (xstate/graph over the same model
// `npm run test:model` runs) and the model's simple paths through it (no state visited twice),
// each worded for people (narrate.ts) and, step by step, what a Playwright driver needs.
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { generatePaths, traversalOptions, type ModelPath, type PathModel } from './coverage';
import { stateValueText } from './narrate';

/** `login.loginCode` → the state node's id (its machine id first, then keys). */
export function stateNodeId(machine: AnyStateMachine, statePath: string): string | null {
  const [machineId, ...keys] = statePath.split('.');
  if (machineId !== machine.id) return null;
  let node: AnyStateNode = machine.root;
  for (const key of keys) {
    const child = (node.states as Record<string, AnyStateNode>)[key];
    if (!child) return null;
    node = child;
  }
  return node.id;
}

const isIn = (s: AnyMachineSnapshot, nodeId: string) => (s._nodes as Array<{ id: string }>).some((n) => n.id === nodeId);
const serialize = (model: PathModel, s: AnyMachineSnapshot) => (model.serializeState ? model.serializeState(s) : JSON.stringify([s.value, s.context]));

/** The snapshots a path passes through, the start first. */
export function snapshotsOf(model: PathModel, path: Pick<ModelPath, 'input' | 'events'>): AnyMachineSnapshot[] {
  const actor = createActor(model.machine, { input: path.input }).start();
  const seen = [actor.getSnapshot() as AnyMachineSnapshot];
  for (const event of path.events) {
    actor.send(event);
    seen.push(actor.getSnapshot() as AnyMachineSnapshot);
  }
  actor.stop();
  return seen;
}

/** The fewest events from a start (any of the model's inputs) into the state. */
export function shortestPathTo(model: PathModel, nodeId: string): ModelPath | null {
  let best: ModelPath | null = null;
  for (const input of model.inputs) {
    for (const p of getShortestPaths(model.machine, traversalOptions(model, input) as never)) {
      if (!isIn(p.state as AnyMachineSnapshot, nodeId)) continue;
      const events = p.steps.map((s) => s.event as AnyEventObject).filter((e) => e.type !== 'xstate.init');
      if (!best || events.length < best.events.length) best = { input, events, target: nodeId };
    }
  }
  return best;
}

/** The model's paths (the transition cover test:model runs) that enter the state and visit no state twice, shortest first. */
export function simplePathsThrough(model: PathModel, nodeId: string, limit = 10): ModelPath[] {
  return generatePaths(model)
    .map((path) => ({ path, seen: snapshotsOf(model, path) }))
    .filter(({ seen }) => seen.some((s) => isIn(s, nodeId)))
    .filter(({ seen }) => new Set(seen.map((s) => serialize(model, s))).size === seen.length)
    .sort((a, b) => a.path.events.length - b.path.events.length)
    .slice(0, limit)
    .map(({ path }) => path);
}

/** One step as the Playwright drivers read it: where the machine is, and what happens. */
export interface SpecStep {
  /** The state value before the event, e.g. `filling.personal.editing`. */
  at: string;
  event: string;
  /** What steers the driver: the outcome's kind or status, a chosen channel, a file's name. */
  detail: string | null;
}

function detailOf(event: AnyEventObject): string | null {
  const e = event as { output?: { kind?: unknown; status?: unknown; currentStep?: unknown }; values?: { channel?: unknown }; name?: unknown; signedIn?: unknown };
  const signedIn = e.signedIn === undefined ? undefined : e.signedIn ? 'signedIn' : 'guest';
  const found = e.output?.kind ?? e.output?.status ?? e.output?.currentStep ?? e.values?.channel ?? e.name ?? signedIn;
  return found === undefined || found === null ? null : String(found);
}

export function specSteps(model: PathModel, path: ModelPath): SpecStep[] {
  const seen = snapshotsOf(model, path);
  return path.events.map((event, i) => ({ at: stateValueText(seen[i]!.value), event: event.type, detail: detailOf(event) }));
}

// A machine tried by hand in the viewer (issue 52): XState's pure transitions on a private
// snapshot, never an actor — no invoked or spawned actor starts, no action with an effect runs,
// so nothing reaches the API or the app's tabs. An actor's answer (`xstate.done.actor.*`), a
// delay's end (`xstate.after.*`) are events the analyst presses like any other. Only assign()s
// change the context, as in the app. Built on the machine's own methods and an inert actor scope
// (as XState's pure `transition` is), not on XState's pure helpers: those would be bundled into
// the start-up chunk every page loads, where XState lives.
import { createActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { chartEventOf } from '@/flows/inspector/describe';

export type Snapshot = AnyMachineSnapshot;
type Guard = NonNullable<AnyTransitionDefinition['guard']>;
type GuardArgs = { context: unknown; event: { type: string } };
type GuardFn = ((args: GuardArgs, params: unknown) => boolean) & { check?: (snapshot: Snapshot, args: GuardArgs, params: unknown) => boolean };

/** One transition of the current state: what pressing its event would do now. */
export interface Choice {
  /** The event to send (`always` transitions have none: they fire by themselves). */
  eventType: string;
  /** As the chart labels it: `after 3000 мс`, `always`, the event type. */
  label: string;
  source: string;
  targets: string[];
  guard: string | null;
  /** The guard's verdict for the current context and event data; null without a guard; an Error when it threw. */
  passes: boolean | null | Error;
}

// A scope whose effects go nowhere: actions are not executed, spawned actors never start.
function inertScope(machine: AnyStateMachine): AnyActorScope {
  const self = createActor(machine);
  const none = () => {};
  return { self, defer: none, id: '', logger: none, sessionId: '', stopChild: none, system: self.system, emit: none, actionExecutor: none } as unknown as AnyActorScope;
}

/** The machine's first snapshot (its `input` for machines that take one). */
export function start(machine: AnyStateMachine, input?: unknown): Snapshot {
  return machine.getInitialSnapshot(inertScope(machine), input) as Snapshot;
}

/** The snapshot after `event`, with no effect run. */
export function step(machine: AnyStateMachine, snapshot: Snapshot, event: { type: string }): Snapshot {
  return machine.transition(snapshot, event, inertScope(machine)) as Snapshot;
}

const nodesOf = (snapshot: Snapshot): AnyStateNode[] => (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

/** The state node ids the snapshot is in (what the chart marks). */
export const activeIds = (snapshot: Snapshot): Set<string> => new Set(nodesOf(snapshot).map((n) => n.id));

/** The transitions the current state could take, each atomic state's own before its ancestors' (XState's order). */
function nextTransitions(snapshot: Snapshot): AnyTransitionDefinition[] {
  const list: AnyTransitionDefinition[] = [];
  const visited = new Set<string>();
  for (const atomic of nodesOf(snapshot).filter((n) => n.type === 'atomic' || n.type === 'final')) {
    for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) {
      if (visited.has(node.id)) continue;
      visited.add(node.id);
      for (const defs of node.transitions.values()) list.push(...defs);
      list.push(...(node.always ?? []));
    }
  }
  return list;
}

// As XState evaluates a guard: a named one from the machine's implementations (with its params),
// an inline function, or a combinator (and/or/not) that checks its parts.
function evaluate(guard: Guard, snapshot: Snapshot, event: { type: string }): boolean {
  const args = { context: snapshot.context as unknown, event };
  const named = typeof guard === 'function' ? null : typeof guard === 'string' ? { type: guard } : (guard as { type: string; params?: unknown });
  const resolved = (named ? (snapshot.machine.implementations.guards as Record<string, unknown>)[named.type] : guard) as GuardFn | Guard | undefined;
  if (!resolved) throw new Error(`условие ${named?.type} не задано`);
  if (typeof resolved !== 'function') return evaluate(resolved, snapshot, event);
  const fn = resolved as GuardFn;
  const rawParams = named?.params;
  const params = typeof rawParams === 'function' ? (rawParams as (a: GuardArgs) => unknown)(args) : rawParams;
  return fn.check ? fn.check(snapshot, args, params) : fn(args, params);
}

const guardName = (guard: AnyTransitionDefinition['guard']): string | null =>
  guard == null ? null : typeof guard === 'string' ? guard : typeof guard === 'function' ? guard.name || 'условие' : ((guard as { type?: string }).type ?? 'условие');

/** Every transition of the current state, innermost first, with its guard judged against `data` (the event's fields besides its type). */
export function choices(snapshot: Snapshot, data: Record<string, unknown> = {}): Choice[] {
  return nextTransitions(snapshot).map((t) => {
    const event = { ...data, type: t.eventType };
    let passes: Choice['passes'] = null;
    if (t.guard) {
      try {
        passes = evaluate(t.guard, snapshot, event);
      } catch (error) {
        passes = error instanceof Error ? error : new Error(String(error));
      }
    }
    return { eventType: t.eventType, label: chartEventOf(t), source: t.source.id, targets: (t.target ?? []).map((n) => n.id), guard: guardName(t.guard), passes };
  });
}

// Values JSON cannot carry (actor refs, functions) are shown as this text and kept as they were.
const OPAQUE = '[не данные]';
const isPlain = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) ? value.every(isPlain) : typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isPlain));

/** The context as editable JSON. */
export const contextJson = (snapshot: Snapshot): string =>
  JSON.stringify(Object.fromEntries(Object.entries(snapshot.context as Record<string, unknown>).map(([k, v]) => [k, v === undefined || isPlain(v) ? v : OPAQUE])), null, 2);

/** The same state with the edited context (the opaque values kept). Throws on JSON that is not an object. */
export function withContext(machine: AnyStateMachine, snapshot: Snapshot, json: string): Snapshot {
  const edited: unknown = JSON.parse(json);
  if (typeof edited !== 'object' || edited === null || Array.isArray(edited)) throw new Error('Контекст — это объект JSON');
  const old = snapshot.context as Record<string, unknown>;
  const context = { ...old, ...Object.fromEntries(Object.entries(edited).filter(([k, v]) => !(v === OPAQUE && k in old))) };
  return machine.resolveState({ value: snapshot.value, context }) as Snapshot;
}

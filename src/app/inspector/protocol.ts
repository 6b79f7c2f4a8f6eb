// What the app's tabs publish about their live actors over a BroadcastChannel, and what the
// statechart viewer (/guidelines/machines) asks. Plain, structured-clone-safe data only.
import type { MachineChart } from './describe';

export const INSPECTOR_CHANNEL = 'statechart-inspector';

/** One live actor of a state machine, as the viewer highlights it. */
export interface ActorReport {
  /** Tab that runs it (each tab has its own actors). */
  tab: string;
  /** Unique within the tab (XState's session ids repeat across root actors). */
  actor: string;
  machineId: string;
  /** The actor's own system id ('session', 'modals' …), when it has one. */
  systemId: string | null;
  /** Parent actor (same tab) for invoked/spawned ones. */
  parent: string | null;
  status: string;
  /** JSON of the state value, e.g. `{"scoring":"waiting"}`. */
  value: string;
  /** Ids of every active state node. */
  activeIds: string[];
  at: number;
}

export interface EventReport {
  tab: string;
  actor: string;
  machineId: string;
  type: string;
  /** The event without its type, made plain and with secrets replaced. */
  payload: unknown;
  at: number;
}

export type InspectorMessage =
  /** The viewer opened: every tab answers with its live actors (and their charts). */
  | { kind: 'hello' }
  | { kind: 'actor'; report: ActorReport; chart?: MachineChart }
  | { kind: 'event'; report: EventReport }
  /** The tab is going away: its actors are gone. */
  | { kind: 'bye'; tab: string };

// Turns XState inspection events of this tab's actors into InspectorMessages on the channel:
// a state machine's snapshots (value, active states, status) and the events it receives, made
// safe (redact.ts). Answers the viewer's `hello` with every live actor and its chart.
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { describeMachine, type MachineChart } from './describe';
import { parseInspectorMessage, type ActorReport, type EventReport, type InspectorMessage } from './protocol';
import { safePayload } from './redact';

const RECENT_EVENTS = 20;

interface Port {
  postMessage(message: InspectorMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

interface MachineSnapshotLike {
  status: string;
  value: unknown;
  _nodes?: Array<{ id: string }>;
}

const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = (ref as { logic?: unknown }).logic as Partial<AnyStateMachine> | undefined;
  return logic && typeof logic === 'object' && 'root' in logic && typeof logic.id === 'string' ? (logic as AnyStateMachine) : null;
};

export function createPublisher(port: Port, tab: string, now: () => number = Date.now): (event: InspectionEvent) => void {
  const ids = new WeakMap<AnyActorRef, string>();
  let counter = 0;
  const idOf = (ref: AnyActorRef) => {
    let id = ids.get(ref);
    if (!id) ids.set(ref, (id = `a${++counter}`));
    return id;
  };
  const charts = new Map<string, MachineChart>();
  const chartOf = (machine: AnyStateMachine) => {
    let chart = charts.get(machine.id);
    if (!chart) charts.set(machine.id, (chart = describeMachine(machine)));
    return chart;
  };
  const live = new Map<string, ActorReport>();
  // A viewer opened after the app still sees how the live actors got where they are.
  const recent: EventReport[] = [];

  const report = (ref: AnyActorRef, machine: AnyStateMachine, snapshot: MachineSnapshotLike): ActorReport => ({
    tab,
    actor: idOf(ref),
    machineId: machine.id,
    systemId: (ref as { _systemId?: string })._systemId ?? null,
    parent: ref._parent ? idOf(ref._parent) : null,
    status: snapshot.status,
    value: JSON.stringify(snapshot.value),
    activeIds: (snapshot._nodes ?? []).map((n) => n.id),
    at: now(),
  });

  port.addEventListener('message', ({ data }) => {
    if (parseInspectorMessage(data)?.kind !== 'hello') return;
    for (const r of live.values()) port.postMessage({ kind: 'actor', report: r, chart: charts.get(r.machineId) });
    for (const r of recent) port.postMessage({ kind: 'event', report: r });
  });

  return (event) => {
    const ref = event.actorRef as AnyActorRef;
    const machine = machineOf(ref);
    if (!machine) return;
    if (event.type === '@xstate.snapshot') {
      const r = report(ref, machine, event.snapshot as unknown as MachineSnapshotLike);
      // A machine's first report carries its chart: the viewer may not know the machine.
      const chart = charts.has(machine.id) ? undefined : chartOf(machine);
      if (r.status === 'active') live.set(r.actor, r);
      else live.delete(r.actor);
      port.postMessage({ kind: 'actor', report: r, chart });
    } else if (event.type === '@xstate.event') {
      const sent = event.event as { type: string } & Record<string, unknown>;
      const r: EventReport = { tab, actor: idOf(ref), machineId: machine.id, type: sent.type, payload: safePayload(sent), at: now() };
      if (recent.push(r) > RECENT_EVENTS) recent.shift();
      port.postMessage({ kind: 'event', report: r });
    }
  };
}

// The viewer's side of the channel: live actors of the other tabs, the last events they
// received, each machine's last transition, and the charts tabs sent for machines. A small
// external store (no React here); the page reads it with useSyncExternalStore.
import type { MachineChart } from './describe';
import { INSPECTOR_CHANNEL, parseInspectorMessage, type ActorReport, type EventReport, type InspectorMessage } from './protocol';

export const EVENT_LOG_SIZE = 40;

export interface InspectorFeed {
  /** Live actors, oldest first. */
  actors: ActorReport[];
  /** Last events, newest first. */
  events: EventReport[];
  charts: Record<string, MachineChart>;
  /** Per machine id: the last time one of its actors changed state. */
  transitions: Record<string, LastTransition>;
}

export interface LastTransition {
  /** The event the actor received just before (null when none was seen). */
  event: string | null;
  /** Active state ids before and after. */
  from: string[];
  to: string[];
  at: number;
}

export interface InspectorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InspectorFeed;
  /** Applies one message (exported for tests; the channel calls it). */
  receive(message: InspectorMessage): void;
}

const EMPTY: InspectorFeed = { actors: [], events: [], charts: {}, transitions: {} };
const key = (r: { tab: string; actor: string }) => `${r.tab}/${r.actor}`;

/** `ownTab`'s messages are left out: the viewer shows the app in the other tabs. */
export function createInspectorStore(ownTab: string): InspectorStore {
  let feed = EMPTY;
  // The last event each actor received: the event that moved it, when its next snapshot arrives.
  const lastEvent = new Map<string, string>();
  const listeners = new Set<() => void>();
  const set = (next: InspectorFeed) => {
    feed = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => feed,
    receive(message) {
      if (message.kind === 'hello') return;
      if (message.kind === 'bye') {
        set({ ...feed, actors: feed.actors.filter((a) => a.tab !== message.tab) });
        return;
      }
      if (message.report.tab === ownTab) return;
      if (message.kind === 'event') {
        lastEvent.set(key(message.report), message.report.type);
        set({ ...feed, events: [message.report, ...feed.events].slice(0, EVENT_LOG_SIZE) });
        return;
      }
      const { report } = message;
      const charts = message.chart && !feed.charts[message.chart.id] ? { ...feed.charts, [message.chart.id]: message.chart } : feed.charts;
      const others = feed.actors.filter((a) => key(a) !== key(report));
      const index = feed.actors.findIndex((a) => key(a) === key(report));
      const before = feed.actors[index];
      const moved = before && before.activeIds.join() !== report.activeIds.join();
      const transitions = moved
        ? { ...feed.transitions, [report.machineId]: { event: lastEvent.get(key(report)) ?? null, from: before.activeIds, to: report.activeIds, at: report.at } }
        : feed.transitions;
      let actors = others;
      if (report.status === 'active') {
        actors = [...others];
        actors.splice(index === -1 ? actors.length : index, 0, report);
      }
      if (report.status !== 'active') lastEvent.delete(key(report));
      set({ ...feed, actors, charts, transitions });
    },
  };
}

/** Listens on the channel and says hello, so open tabs report their live actors at once. */
export function connectInspectorStore(store: InspectorStore): () => void {
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = parseInspectorMessage(event.data);
    if (message) store.receive(message);
  });
  channel.postMessage({ kind: 'hello' } satisfies InspectorMessage);
  return () => channel.close();
}

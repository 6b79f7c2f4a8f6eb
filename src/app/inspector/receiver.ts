// The viewer's side of the channel: live actors of the other tabs, the last events they
// received, and the charts tabs sent for machines. A small external store (no React here); the
// page reads it with useSyncExternalStore.
import type { MachineChart } from './describe';
import { INSPECTOR_CHANNEL, type ActorReport, type EventReport, type InspectorMessage } from './protocol';

export const EVENT_LOG_SIZE = 40;

export interface InspectorFeed {
  /** Live actors, oldest first. */
  actors: ActorReport[];
  /** Last events, newest first. */
  events: EventReport[];
  charts: Record<string, MachineChart>;
}

export interface InspectorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InspectorFeed;
  /** Applies one message (exported for tests; the channel calls it). */
  receive(message: InspectorMessage): void;
}

const EMPTY: InspectorFeed = { actors: [], events: [], charts: {} };
const key = (r: { tab: string; actor: string }) => `${r.tab}/${r.actor}`;

/** `ownTab`'s messages are left out: the viewer shows the app in the other tabs. */
export function createInspectorStore(ownTab: string): InspectorStore {
  let feed = EMPTY;
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
        set({ ...feed, events: [message.report, ...feed.events].slice(0, EVENT_LOG_SIZE) });
        return;
      }
      const { report } = message;
      const charts = message.chart && !feed.charts[message.chart.id] ? { ...feed.charts, [message.chart.id]: message.chart } : feed.charts;
      const others = feed.actors.filter((a) => key(a) !== key(report));
      const index = feed.actors.findIndex((a) => key(a) === key(report));
      let actors = others;
      if (report.status === 'active') {
        actors = [...others];
        actors.splice(index === -1 ? actors.length : index, 0, report);
      }
      set({ ...feed, actors, charts });
    },
  };
}

/** Listens on the channel and says hello, so open tabs report their live actors at once. */
export function connectInspectorStore(store: InspectorStore): () => void {
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<InspectorMessage>) => store.receive(event.data));
  channel.postMessage({ kind: 'hello' } satisfies InspectorMessage);
  return () => channel.close();
}

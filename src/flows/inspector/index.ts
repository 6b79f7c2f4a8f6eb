// The app's side of the statechart viewer (/guidelines/machines): when the viewer is enabled
// (sandbox or dev build, never a production configuration), every root actor created with
// `withInspector(options)` reports its snapshots and events over a BroadcastChannel (and, wherever
// analytics are allowed, its transitions are counted: transition-reports.ts). Only this file is in
// the main bundle of the viewer's side; the publisher loads in its own chunk, and inspection events wait
// in a queue published at idle.
import type { InspectionEvent } from 'xstate';
import type { RuntimeConfig } from '../runtime-config';
import { afterStartUp, whenIdle } from '../idle';
import { INSPECTOR_CHANNEL } from './channel';
import type { InspectorMessage } from './protocol';

/** The viewer (and its publishing of every actor) exists in the sandbox and in dev builds only. */
export const viewerEnabled = (config: Pick<RuntimeConfig, 'sandbox'>, devBuild: boolean = import.meta.env.DEV): boolean =>
  devBuild || config.sandbox;

/** This tab's name on the channel: the viewer leaves out its own tab's actors. */
export const INSPECTOR_TAB = Math.random().toString(36).slice(2, 10);

/** Milliseconds of publishing per idle task. */
const SLICE_MS = 4;
// Who watches the actors: the viewer's publisher and the transition reports (transition-reports.ts).
// One inspect function for every actor, whoever watches; it exists once someone does.
const observers = new Set<(event: InspectionEvent) => void>();
let inspect: ((event: InspectionEvent) => void) | undefined;

/** Adds an observer of every actor started with `withInspector` from now on; call before they start. */
export function observeActors(observer: (event: InspectionEvent) => void): () => void {
  observers.add(observer);
  inspect ??= (event) => observers.forEach((o) => o(event));
  return () => observers.delete(observer);
}

let publishing = false;

/** Call once at boot, before the first actor starts. */
export function startInspector(config: Pick<RuntimeConfig, 'sandbox'>, devBuild?: boolean): void {
  if (publishing || !viewerEnabled(config, devBuild) || typeof BroadcastChannel === 'undefined') return;
  publishing = true;
  // Published at idle, a few milliseconds at a time: describing and posting every actor's steps in
  // the task that made them added tens of milliseconds to a cabinet page's start-up on a phone
  // (issue 32). Each event keeps the time it happened; snapshots and events are immutable.
  const queue: { event: InspectionEvent; at: number }[] = [];
  let sink: ((event: InspectionEvent) => void) | null = null;
  let at = 0;
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const until = performance.now() + SLICE_MS;
    for (let item = queue.shift(); item && sink; item = queue.shift()) {
      at = item.at;
      sink(item.event);
      if (performance.now() > until) break;
    }
    if (queue.length > 0 && sink) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(drain);
  };
  observeActors((event) => {
    queue.push({ event, at: Date.now() });
    if (sink) schedule();
  });
  // Loaded after the start-up: its chunk is no part of the first screen (and starting a download
  // costs a phone's start-up task milliseconds); the queue keeps every event until then.
  afterStartUp(
    () =>
      void import('./publisher').then(({ createPublisher }) => {
        const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
        sink = createPublisher(channel, INSPECTOR_TAB, () => at);
        addEventListener('pagehide', () => channel.postMessage({ kind: 'bye', tab: INSPECTOR_TAB } satisfies InspectorMessage));
        schedule();
      }),
  );
}

/** Actor options with the inspector added when it runs: `createActor(logic, withInspector({ input }))`. */
export function withInspector<T extends object>(options: T): T & { inspect?: (event: InspectionEvent) => void } {
  const live = inspect;
  if (!live) return options;
  // An actor may already be inspected (the model tests' UI coverage): both observers see it.
  const own = (options as { inspect?: (event: InspectionEvent) => void }).inspect;
  return { ...options, inspect: own ? (event: InspectionEvent) => (own(event), live(event)) : live };
}

/** For tests: forget the inspector and its observers. */
export function stopInspector(): void {
  inspect = undefined;
  publishing = false;
  observers.clear();
}

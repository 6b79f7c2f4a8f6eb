// The app's side of the statechart viewer (/guidelines/machines): when the viewer is enabled
// (sandbox or dev build, never a production configuration), every root actor created with
// `withInspector(options)` reports its snapshots and events over a BroadcastChannel. Only this
// file is in the main bundle; the publisher loads in its own chunk, and inspection events met
// before it arrives wait in a short queue.
import type { InspectionEvent } from 'xstate';
import type { RuntimeConfig } from '../runtime-config';
import { INSPECTOR_CHANNEL } from './channel';
import type { InspectorMessage } from './protocol';

/** The viewer and the inspection exist in the sandbox and in dev builds only. */
export const viewerEnabled = (config: Pick<RuntimeConfig, 'sandbox'>, devBuild: boolean = import.meta.env.DEV): boolean =>
  devBuild || config.sandbox;

/** This tab's name on the channel: the viewer leaves out its own tab's actors. */
export const INSPECTOR_TAB = Math.random().toString(36).slice(2, 10);

const QUEUE_LIMIT = 500;
let inspect: ((event: InspectionEvent) => void) | undefined;

/** Call once at boot, before the first actor starts. */
export function startInspector(config: Pick<RuntimeConfig, 'sandbox'>, devBuild?: boolean): void {
  if (inspect || !viewerEnabled(config, devBuild) || typeof BroadcastChannel === 'undefined') return;
  const queue: InspectionEvent[] = [];
  let sink: ((event: InspectionEvent) => void) | null = null;
  inspect = (event) => {
    if (sink) sink(event);
    else if (queue.push(event) > QUEUE_LIMIT) queue.shift();
  };
  void import('./publisher').then(({ createPublisher }) => {
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
    sink = createPublisher(channel, INSPECTOR_TAB);
    addEventListener('pagehide', () => channel.postMessage({ kind: 'bye', tab: INSPECTOR_TAB } satisfies InspectorMessage));
    for (const event of queue.splice(0)) sink(event);
  });
}

/** Actor options with the inspector added when it runs: `createActor(logic, withInspector({ input }))`. */
export function withInspector<T extends object>(options: T): T & { inspect?: (event: InspectionEvent) => void } {
  const live = inspect;
  if (!live) return options;
  // An actor may already be inspected (the model tests' UI coverage): both observers see it.
  const own = (options as { inspect?: (event: InspectionEvent) => void }).inspect;
  return { ...options, inspect: own ? (event: InspectionEvent) => (own(event), live(event)) : live };
}

/** For tests: forget the inspector. */
export function stopInspector(): void {
  inspect = undefined;
}

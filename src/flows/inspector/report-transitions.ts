// The app's transition reports (issue 31, transition-reports.ts) started at boot without their
// code on the home page's start-up path (design-notes §7): from the first actor on, the
// transitions are only kept; the counting and sending code loads in its own chunk, counts what
// was kept, then watches on. A transition taken while analytics cookies are refused is not kept.
import type { InspectionEvent } from 'xstate';
import { analyticsRefused } from '@/domain/analytics-consent';
import type { RuntimeConfig } from '../runtime-config';
import { afterStartUp } from '../idle';
import { observeActors } from './index';

/** Kept transitions at most until the counting code arrives (it loads after the start-up: afterStartUp). */
const KEPT_LIMIT = 5000;

/**
 * `read`, looked at once per run of synchronous code: a start-up mounts dozens of actors in one
 * task, and each of their steps would read document.cookie again (issue 32), which costs a browser
 * a round trip to its cookie store. A refusal made by a click is seen from the click's own task on.
 */
export function oncePerTask<T>(read: () => T): () => T {
  let seen: { value: T } | null = null;
  return () => {
    if (!seen) {
      seen = { value: read() };
      queueMicrotask(() => (seen = null));
    }
    return seen.value;
  };
}

/** Beacons the counts to the configured API host, stopped by a refusal of analytics cookies; returns the stop. */
export function reportTransitions(config: Pick<RuntimeConfig, 'apiHost'>): () => void {
  const refused = oncePerTask(() => analyticsRefused(document.cookie));
  const kept: InspectionEvent[] = [];
  let stop = observeActors((event) => {
    if (event.type === '@xstate.microstep' && kept.length < KEPT_LIMIT && !refused()) kept.push(event);
  });
  let stopped = false;
  // Loaded after the start-up, as the viewer's publisher (./index.ts says why).
  afterStartUp(
    () =>
      void Promise.all([import('./transition-reports'), import('@/api/analytics')]).then(([{ startTransitionReports }, { beaconAnalytics }]) => {
        if (stopped) return;
        stop();
        stop = startTransitionReports({ send: (event) => beaconAnalytics(config.apiHost, event), refused, earlier: kept.splice(0) });
      }),
  );
  return () => {
    stopped = true;
    stop();
  };
}

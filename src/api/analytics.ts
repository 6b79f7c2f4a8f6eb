// The analytics sink (/client-api/Analytics/Send) as a beacon: navigator.sendBeacon delivers it
// even while the page is being hidden or closed, without waiting for an answer. A beacon carries
// no headers, so the contract takes this call without the client key (bounded per address instead).
import type { ClientApiSchemas } from './types';

export type AnalyticsEvent = ClientApiSchemas['AnalyticsEvent'];
export type MachineTransitionCount = ClientApiSchemas['MachineTransitionCount'];

export const ANALYTICS_SEND_PATH = '/client-api/Analytics/Send';

/** Queues the event for sending; false when the browser refused it (too large, or no beacon API). */
export function beaconAnalytics(host: string, event: AnalyticsEvent, nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator): boolean {
  if (typeof nav?.sendBeacon !== 'function') return false;
  const url = `${host.replace(/\/+$/, '')}${ANALYTICS_SEND_PATH}`;
  return nav.sendBeacon(url, new Blob([JSON.stringify(event)], { type: 'application/json' }));
}

// Web-analytics tag (requirements §7.5): a fixed counter id with click map, link tracking and session
// replay. Uses the tag's usual command-queue global `ym`, so calls made before the script has
// arrived are replayed by it.
import { analyticsRefused } from '@/domain/analytics-consent';
import { loadScript } from './load-script';

type AnalyticsCommand = (counterId: number, command: string, ...args: unknown[]) => void;
interface AnalyticsQueue extends AnalyticsCommand {
  a?: unknown[][];
  l?: number;
}

declare global {
  interface Window {
    ym?: AnalyticsQueue;
  }
}

export const ANALYTICS_INIT_OPTIONS = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const;

function ensureQueue(win: Window): AnalyticsQueue {
  if (!win.ym) {
    const queue: AnalyticsQueue = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    win.ym = queue;
  }
  return win.ym;
}

export function startAnalytics(scriptUrl: string, counterId: number, win: Window = window): Promise<void> {
  // A client who refused analytics cookies gets no tag (and no session replay) at all.
  if (!scriptUrl || !counterId || analyticsRefused(win.document.cookie)) return Promise.resolve();
  ensureQueue(win)(counterId, 'init', ANALYTICS_INIT_OPTIONS);
  return loadScript(scriptUrl, { id: 'analytics-tag' }).then(() => undefined);
}

/** A goal for the analytics counter; a no-op until the tag has been started. */
export function reachGoal(counterId: number, goal: string, params?: Record<string, unknown>): void {
  window.ym?.(counterId, 'reachGoal', goal, params);
}

// Entry point for every third-party script (SPEC §7.5, §9). Only the scheduler is in the start-up
// bundle: 3 s after start or on the first scroll, whichever is first, the loaders are fetched as
// their own chunk and run. A script whose URL is empty in the runtime configuration is skipped.
// Helpers for the rest of the app live beside this file: fingerprint.ts (getFingerprint),
// tracker.ts (trackAccountCreated, trackPassportEntered), analytics.ts (reachGoal).
import { afterDelayOrFirstScroll, THIRD_PARTY_DELAY_MS } from './schedule';
import type { ThirdPartyConfig } from './start';

let started = false;

/** Schedules the third parties once; returns a function that cancels a start not yet made. */
export function startThirdParties(config: ThirdPartyConfig, delayMs: number = THIRD_PARTY_DELAY_MS): () => void {
  if (started) return () => undefined;
  started = true;
  return afterDelayOrFirstScroll(() => {
    import('./start').then(
      ({ startAll }) => startAll(config),
      (error: unknown) => console.warn('Не удалось загрузить сторонние скрипты:', error instanceof Error ? error.message : error),
    );
  }, delayMs);
}

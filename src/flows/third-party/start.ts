// The third parties besides the chat; loaded as a separate chunk by root-actors.tsx when their
// time comes (the chat is the root's `chat` actor, started at the same moment).
import { startAnalytics } from './analytics';
import { whenIdle } from '../idle';
import { getFingerprint } from './fingerprint';
import { startTracker } from './tracker';

export interface ThirdPartyConfig {
  analyticsScriptUrl: string;
  analyticsCounterId: number;
  trackerScriptUrl: string;
}

function report(what: string) {
  return (error: unknown) => {
    // A blocked or failing third party must never break the page: note it and carry on.
    console.warn(`Не удалось загрузить ${what}:`, error instanceof Error ? error.message : error);
  };
}

export function startAll(config: ThirdPartyConfig): void {
  startAnalytics(config.analyticsScriptUrl, config.analyticsCounterId).catch(report('счётчик аналитики'));
  startTracker(config.trackerScriptUrl).catch(report('маркетинговый трекер'));
  // Its own idle task, not this one: the scripts' insertion and the hash together held a keypress (issue 32).
  whenIdle(() => void getFingerprint().catch(report('отпечаток браузера')));
}

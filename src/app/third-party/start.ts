// The third parties themselves; loaded as a separate chunk by index.ts when their time comes.
import type { Tenant } from '@/theme/tenants';
import { configureChat, startChat } from './chat';
import { startAnalytics } from './analytics';
import { getFingerprint } from './fingerprint';
import { startTracker } from './tracker';

export interface ThirdPartyConfig {
  analyticsScriptUrl: string;
  analyticsCounterId: number;
  trackerScriptUrl: string;
  chatScriptUrl: string;
  tenant: Tenant;
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
  getFingerprint().catch(report('отпечаток браузера'));
  configureChat({ scriptUrl: config.chatScriptUrl, tenant: config.tenant });
  startChat().catch(report('чат поддержки'));
}

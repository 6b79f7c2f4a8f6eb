import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_COOKIE } from '@/domain/analytics-consent';
import { ANALYTICS_INIT_OPTIONS, startAnalytics } from './analytics';
import { getDeviceUuid, startTracker, trackAccountCreated, trackPassportEntered } from './tracker';

afterEach(() => {
  delete window.cdpQueue;
  delete window.ym;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  localStorage.clear();
});

describe('marketing tracker', () => {
  it('queues account and passport events with one stable device UUID until the script replays them', () => {
    const uuid = getDeviceUuid();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceUuid()).toBe(uuid);
    void startTracker('/sandbox/tracker/cdp.js').catch(() => undefined);
    trackAccountCreated({ phone: '79001234567' });
    trackPassportEntered();
    expect(window.cdpQueue).toEqual([
      ['identify', { deviceUuid: uuid }],
      ['track', 'account_created', { deviceUuid: uuid, phone: '79001234567' }],
      ['track', 'passport_entered', { deviceUuid: uuid }],
    ]);
    expect(document.querySelector('script#marketing-tracker')?.getAttribute('src')).toBe('/sandbox/tracker/cdp.js');
  });

  it('skips a script whose URL is empty', async () => {
    await startTracker('');
    await startAnalytics('', 90210001);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('analytics tag', () => {
  it('initialises the counter with click map, link tracking and session replay', () => {
    void startAnalytics('/sandbox/analytics/tag.js', 90210001).catch(() => undefined);
    expect(window.ym?.a).toEqual([[90210001, 'init', ANALYTICS_INIT_OPTIONS]]);
    expect(ANALYTICS_INIT_OPTIONS).toMatchObject({ clickmap: true, trackLinks: true, webvisor: true });
  });

  it('is not started for a client who refused analytics cookies', async () => {
    document.cookie = `${ANALYTICS_CONSENT_COOKIE}=0`;
    await startAnalytics('/sandbox/analytics/tag.js', 90210001);
    document.cookie = `${ANALYTICS_CONSENT_COOKIE}=; max-age=0`;
    expect(window.ym).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

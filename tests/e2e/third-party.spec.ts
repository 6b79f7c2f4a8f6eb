import { expect, test, type Page } from '@playwright/test';
import { hasAppStarted, isHydrated } from './shell-helpers';

const THIRD_PARTY = /\/sandbox\/(analytics\/tag|tracker\/cdp|chat\/widget|captcha\/api)\.js/;
const STARTED_LATER = ['analytics/tag', 'chat/widget', 'tracker/cdp'];

/** Third-party script requests, in the order the browser made them. */
function recordThirdParties(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = THIRD_PARTY.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

/** Start times (ms since navigation, from the page's own clock) of third-party script requests. */
function thirdPartyStarts(page: Page): Promise<Record<string, number>> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const starts: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource')) {
      const match = pattern.exec(new URL(entry.name).pathname);
      if (match?.[1]) starts[match[1]] = Math.round(entry.startTime);
    }
    return starts;
  }, THIRD_PARTY.source);
}

test.describe('third-party scripts', () => {
  test('nothing is requested before the first scroll, however slow the page is; the scroll starts them', async ({ page }) => {
    const seen = recordThirdParties(page);
    // The page's timers only move when this test says so, so its 3 s delay cannot run out behind
    // the test's back on a busy machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    // Let the page's clock run in small steps until the app has started and the content has made
    // the page taller than the window (it must be, to scroll); from the app's start (where the
    // 3 s delay begins) the clock never gets near 3 s, however long this machine takes.
    let sinceStart = 0;
    const tall = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200);
    while (!((await tall()) && (await isHydrated(page)))) {
      expect(sinceStart).toBeLessThan(2500);
      await page.clock.runFor(50);
      if (await hasAppStarted(page)) sinceStart += 50;
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => [...seen].sort()).toEqual(STARTED_LATER);
    // The analytics tag was initialised with the counter id and its features.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/sandbox/events?source=analytics')).json()))
      .toContain('webvisor');
  });

  test('without scrolling they start at 3 s, the captcha is not among them, and the chat button opens the chat', async ({ page }) => {
    await page.goto('/');
    await expect.poll(async () => Object.keys(await thirdPartyStarts(page)).sort(), { timeout: 10_000 }).toEqual(STARTED_LATER);
    for (const start of Object.values(await thirdPartyStarts(page))) expect(start).toBeGreaterThanOrEqual(3000);

    await page.getByRole('button', { name: 'Открыть чат поддержки' }).click();
    await expect(page.getByRole('dialog', { name: 'Чат поддержки (песочница)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Открыть чат поддержки' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Закрыть чат' }).click();
    await expect(page.getByRole('button', { name: 'Открыть чат поддержки' })).toBeVisible();
  });
});

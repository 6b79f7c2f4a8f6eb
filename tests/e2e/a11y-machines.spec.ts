// The statechart viewer in both brands at 1280 px and 375 px, filled (a live login page in the
// same browser, the registration paths open): axe finds no serious or critical violation and
// nothing is wider than the screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './shell-helpers';

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test(`the statechart viewer at ${device} has no serious or critical violation and fits the screen`, async ({ browser }, info) => {
    const { baseURL, locale, timezoneId } = info.project.use;
    const context = await browser.newContext({ ...options, baseURL, locale, timezoneId });
    const viewer = await context.newPage();
    await viewer.goto('/guidelines/machines');
    const app = await context.newPage();
    await app.goto('/login');
    await expect(viewer.getByTestId('live-loginScreens')).toBeVisible();
    await expect(viewer.getByTestId('coverage-registration')).toBeVisible({ timeout: 60_000 });
    await viewer.getByTestId('paths-registration').locator('summary').click();
    await expect(viewer.getByTestId('paths-registration').getByTestId('model-path').first()).toBeVisible();

    const { violations } = await new AxeBuilder({ page: viewer }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

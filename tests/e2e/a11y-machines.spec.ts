// The statechart viewer at 1280 px and 375 px, filled (a live login page in the
// same browser drawn on its chart, a machine's paths and a state's paths open): axe finds no serious or critical violation and nothing is
// wider than the screen. One page resized, so the worker computes the models once.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './shell-helpers';

// The worker computes every machine's paths and coverage (registration's alone takes ~10 s on a busy 2-core machine).
test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

test('the statechart viewer has no serious or critical violation and fits 1280 px and 375 px', async ({ context }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'sf',
    'a developer page with no looks of its own: its components are the ones the brand accessibility specs check in both tenants; run on sf only',
  );
  const viewer = await context.newPage();
  await viewer.setViewportSize(DESKTOP.viewport);
  await viewer.goto('/guidelines/machines');
  await expect(viewer.getByTestId('live-actors')).toBeVisible();
  const app = await context.newPage();
  await app.goto('/login');
  await expect(viewer.getByTestId('live-login')).toBeVisible();
  await expect(viewer.getByTestId('event-row').first()).toBeVisible();
  // A short list (11 paths): the same markup as the long ones, and axe reads it in a moment.
  const paths = viewer.getByTestId('paths-postLoginRouting');
  await paths.locator('summary').click();
  await expect(paths.getByTestId('model-path').first()).toBeVisible({ timeout: 60_000 });
  // The drawn login chart with its live state, and a state's paths for testers open.
  await expect(viewer.getByTestId('drawn-login').locator('[data-state="login.login"]')).toHaveAttribute('data-active', 'true');
  await viewer.getByTestId('machine-login').getByLabel('Состояние').selectOption('login.loginCode');
  await expect(viewer.getByTestId('state-paths-login').getByTestId('shortest-path')).toBeVisible({ timeout: 60_000 });
  // The keyboard zooms the focused chart.
  const frame = viewer.getByRole('group', { name: /^Схема «Вход/ });
  const scale = () => viewer.getByTestId('drawn-login').locator('svg > g').getAttribute('transform');
  const before = await scale();
  await frame.focus();
  await viewer.keyboard.press('+');
  await expect.poll(scale).not.toBe(before);

  for (const viewport of [DESKTOP.viewport, MOBILE.viewport]) {
    await viewer.setViewportSize(viewport);
    expect(await seriousViolations(viewer), `${viewport.width} px`).toEqual([]);
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${viewport.width} px`).toBe(true);
  }
});

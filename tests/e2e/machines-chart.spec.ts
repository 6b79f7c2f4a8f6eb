// A readable chart (issue 52, Must show 3): on a 1280 px screen the login chart opens with every
// state's name at least 11 px high, «Скачать SVG» gives a valid SVG of the whole chart naming its
// states, and a compound state collapses to a box and opens again.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

test('the login chart opens legible at 1280 px, downloads as an SVG of its states, and folds a compound state', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/guidelines/machines');
  const drawn = page.getByTestId('drawn-login');
  await expect(drawn).toHaveAttribute('data-laid', 'true');
  await drawn.scrollIntoViewIfNeeded();
  const names = drawn.locator('svg [data-state] > text.name');
  const heights = await names.evaluateAll((nodes) => nodes.map((n) => [n.textContent, n.getBoundingClientRect().height] as const));
  expect(heights.length).toBeGreaterThan(15);
  const small = heights.filter(([, h]) => h < 11);
  expect(small, `names under 11 px: ${JSON.stringify(small)}`).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), drawn.getByRole('button', { name: 'Скачать SVG' }).click()]);
  expect(download.suggestedFilename()).toBe('login.svg');
  const svg = readFileSync((await download.path())!, 'utf8');
  const stateKeys = heights.map(([name]) => name!);
  const parsed = await page.evaluate(
    ([text]) => {
      const doc = new DOMParser().parseFromString(text!, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: root.localName,
        ns: root.namespaceURI,
        viewBox: root.getAttribute('viewBox'),
        names: [...root.querySelectorAll('[data-state] > text')].map((t) => t.textContent),
        transform: root.querySelector(':scope > g')?.getAttribute('transform') ?? null,
      };
    },
    [svg],
  );
  expect(parsed).toMatchObject({ error: false, root: 'svg', ns: 'http://www.w3.org/2000/svg', transform: null });
  expect(parsed.viewBox).toMatch(/^0 0 \d/);
  for (const key of stateKeys) expect(parsed.names).toContain(key);

  // Collapsing the code screen: its inside disappears, the box stays; opening it brings them back.
  await drawn.getByText('Свернуть составные состояния').click();
  await drawn.locator('[data-collapse="login.loginCode"]').click();
  await expect(drawn.locator('[data-state="login.loginCode.editing"]')).toHaveCount(0);
  await expect(drawn.locator('[data-state="login.loginCode"]')).toHaveCount(1);
  await drawn.locator('[data-collapse="login.loginCode"]').click();
  await expect(drawn.locator('[data-state="login.loginCode.editing"]')).toHaveCount(1);
  await context.close();
});

// Transitions of real sessions counted (issue 31, part 3), on two API nodes of one database (their
// own pair, so no other spec's sessions count here): three registrations walked to different steps
// — two on one node, one on the other — give the funnel 3 → 2 → 2 → 1 on both nodes and in the
// viewer, with «× N» on the arrows; a visitor who refused analytics cookies is not counted; and the
// stored rows hold no phone, name, password, code or token of those clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import type { MachineStats } from '../../src/api/machine-stats';
import { funnelOf } from '../../src/views/dev/machines/funnel';
import { CLIENT_PASSWORD, codeFor, fillFirstRegistrationStep, freshNational, submitPassportStep } from './account-helpers';

test.describe.configure({ timeout: 180_000 });

/** The funnel's first stages (funnel.ts): the three walks end before the card. */
const STAGES = ['personal', 'personalCode', 'passport', 'address', 'bankCard'].map((s) => `registration.filling.${s}`);

let dataDir = '';
let nodes: SpawnedNode[] = [];
/** The walks' contexts, closed at the end: closing one at once may cut the beacon still on its way. */
const opened: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), 'zaimy-machine-stats-'));
  // A data folder (not :memory:): both nodes on one SQLite file, or on PostgreSQL's own schema in `with-postgres` runs.
  const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' };
  nodes = [await startNode(env), await startNode(env)];
});

test.afterAll(async () => {
  for (const context of opened) await context.close();
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Walked {
  phone: string;
  codes: string[];
  tokens: string[];
}

/** A visitor of `base` who opens registration and goes as far as `to`, then leaves the page (its last beacon goes). */
async function walk(browser: Browser, base: string, to: 'personal' | 'passport' | 'address', refuseAnalytics = false): Promise<Walked> {
  const context = await browser.newContext({ baseURL: base, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  opened.push(context);
  if (refuseAnalytics) await context.addCookies([{ name: 'AnalyticsConsent', value: '0', url: base }]);
  const page = await context.newPage();
  const national = freshNational();
  const walked: Walked = { phone: `7${national}`, codes: [], tokens: [] };
  await fillFirstRegistrationStep(page, national);
  if (to !== 'personal') {
    await page.getByTestId('step-submit').click();
    const code = await codeFor(page.request, walked.phone, '');
    walked.codes.push(code);
    await page.locator('#reg-code').pressSequentially(code);
    await page.getByTestId('step-submit').click();
    await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
    if (to === 'address') {
      await submitPassportStep(page);
      await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
    }
  }
  walked.tokens = (await context.cookies()).filter((c) => /token/i.test(c.name)).map((c) => c.value);
  await leave(page);
  return walked;
}

/** Hidden and gone: pagehide sends the tab's last batch as a beacon. */
const leave = (page: Page) => page.goto('about:blank');

/** The counts of node `base` and the funnel's first stages from them (as the viewer computes it). */
async function funnelAt(base: string, request: APIRequestContext) {
  const stats = (await (await request.get(`${base}/dev/machine-stats.json`)).json()) as MachineStats;
  return { stats, counts: funnelOf(stats).slice(0, STAGES.length).map((row) => row.count) };
}

test('three registrations on two nodes add up to the funnel 3 → 2 → 2 → 1 → 0, shown by the viewer; nothing personal is stored', async ({ browser, request }) => {
  const [a, b] = nodes.map((n) => n.base) as [string, string];
  const walked = [await walk(browser, a, 'personal'), await walk(browser, b, 'passport'), await walk(browser, a, 'address')];
  await walk(browser, b, 'personal', true);

  // Both nodes read the same counts: the beacons went to either, the database added them up.
  for (const base of [a, b]) await expect.poll(async () => (await funnelAt(base, request)).counts, { timeout: 20_000 }).toEqual([3, 2, 2, 1, 0]);

  const viewer = await browser.newPage({ baseURL: b });
  // The models' coverage is not looked at here: their workers (tens of seconds of CPU) stay unloaded,
  // so the specs running beside this one keep their share of a busy machine.
  await viewer.route(/\/assets\/model-worker-/, (route) => route.abort());
  await viewer.goto('/guidelines/machines');
  const funnel = viewer.getByTestId('registration-funnel');
  for (const [i, stage] of STAGES.entries()) await expect(funnel.locator(`[data-stage="${stage}"]`)).toHaveAttribute('data-count', String([3, 2, 2, 1, 0][i]));
  await expect(funnel.locator('[data-stage="registration.filling.personalCode"] td').last()).toHaveText('33 %');
  await expect(funnel.locator('[data-stage="registration.filling.address"] td').last()).toHaveText('50 %');
  const drawn = viewer.getByTestId('drawn-registration');
  await drawn.scrollIntoViewIfNeeded();
  await expect(drawn.locator('[data-edge="transition"][data-source="registration.filling.choosingPersonal"][data-target="registration.filling.personal"]')).toContainText('× 3');
  await viewer.close();

  // The stored rows: names from the machines' code only.
  const { stats } = await funnelAt(a, request);
  const stored = [JSON.stringify(stats)];
  if (!process.env.DATABASE_URL) {
    const db = new Database(join(dataDir, 'app.db'), { readonly: true });
    stored.push(JSON.stringify(db.prepare('select * from machine_transition_brand_day').all()));
    db.close();
  }
  const personal = walked.flatMap((w) => [w.phone, w.phone.slice(1), ...w.codes, ...w.tokens]).concat(['Тестова', 'Анна', CLIENT_PASSWORD, 'example.ru', '4510', '123456']);
  for (const text of stored) for (const value of personal) expect(text, value).not.toContain(value);
});

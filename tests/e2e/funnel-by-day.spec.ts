// The funnel by day and brand (issue 52, Must show 4): two nodes of different brands on one
// database (their own pair: no other spec's sessions count here) take beacons today, yesterday's
// counts are already in the database, and the viewer's «Скачать CSV» gives, per day, brand and
// stage, exactly the entries /dev/machine-stats.json reports. SQLite only: yesterday is written
// into the file directly (a running node's clock cannot be moved); the brands on one PostgreSQL
// are server/test/machine-stats.test.ts's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import type { MachineStats } from '../../src/api/machine-stats';

test.describe.configure({ timeout: 120_000 });

const REG = 'registration.filling';
const STAGE_IDS = ['personal', 'personalCode', 'passport', 'address', 'bankCard', 'cardPhoto', 'employment'].map((s) => `${REG}.${s}`);
/** The funnel's stages (funnel.ts), in order: ten lines a day and brand. */
const STAGES = [...STAGE_IDS, 'registration.scoring', 'loanOffer.reviewing', 'loanOffer.issued'];

let dataDir = '';
const nodes: Record<'sf' | 'mf', SpawnedNode | null> = { sf: null, mf: null };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'zaimy-funnel-'));
  nodes.sf = await startNode({ DATA_DIR: dataDir, TENANT: 'sf', DATABASE_URL: '' });
  nodes.mf = await startNode({ DATA_DIR: dataDir, TENANT: 'mf', DATABASE_URL: '' });
});

test.afterAll(() => {
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});

type Arrow = [from: string, to: string, count: number];
const beacon = (request: APIRequestContext, base: string, arrows: Arrow[]) =>
  request.post(`${base}/client-api/Analytics/Send`, {
    data: { Event: 'machine.transitions', Transitions: arrows.map(([From, To, Count]) => ({ Machine: 'registration', From, Event: 'go', To, Count })) },
  });

const within = (id: string, state: string) => id === state || id.startsWith(`${state}.`);

test('the funnel’s CSV gives, per day, brand and stage, the entries /dev/machine-stats.json counts', async ({ browser, request }) => {
  const sf = nodes.sf!.base;
  const mf = nodes.mf!.base;
  const today = ((await (await request.get(`${sf}/dev/machine-stats.json`)).json()) as MachineStats).to;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const db = new Database(join(dataDir, 'app.db'));
  const insert = db.prepare('insert into machine_transition_brand_day (day, brand, machine, source, event, target, count) values (?, ?, ?, ?, ?, ?, ?)');
  insert.run(yesterday, 'sf', 'registration', `${REG}.choosingPersonal`, 'go', `${REG}.personal.editing`, 5);
  insert.run(yesterday, 'sf', 'registration', `${REG}.personal.submitting`, 'go', `${REG}.personalCode`, 4);
  insert.run(yesterday, 'mf', 'registration', `${REG}.choosingPersonal`, 'go', `${REG}.personal`, 2);
  db.close();
  expect((await beacon(request, sf, [[`${REG}.choosingPersonal`, `${REG}.personal`, 3], [`${REG}.personalCode.submitting`, `${REG}.passport`, 1], [`${REG}.personal.editing`, `${REG}.personal.submitting`, 7]])).status()).toBe(204);
  expect((await beacon(request, mf, [[`${REG}.choosingPersonal`, `${REG}.personal`, 4]])).status()).toBe(204);

  const stats = (await (await request.get(`${mf}/dev/machine-stats.json`)).json()) as MachineStats;
  expect(stats.daily.map((d) => [d.day, d.brand, d.count])).toEqual([
    [yesterday, 'mf', 2],
    [yesterday, 'sf', 5],
    [yesterday, 'sf', 4],
    [today, 'mf', 4],
    [today, 'sf', 3],
    [today, 'sf', 7],
    [today, 'sf', 1],
  ]);

  const context = await browser.newContext({ baseURL: sf, acceptDownloads: true });
  const viewer = await context.newPage();
  await viewer.goto('/guidelines/machines');
  const funnel = viewer.getByTestId('registration-funnel');
  await expect(funnel.getByTestId('funnel-by-day').locator(`[data-day="${today}"] td`).first()).toHaveText('7');
  await funnel.getByLabel('Бренд').selectOption('mf');
  await expect(funnel.getByTestId('funnel-by-day').locator(`[data-day="${yesterday}"] td`).first()).toHaveText('2');
  const [download] = await Promise.all([viewer.waitForEvent('download'), funnel.getByRole('button', { name: 'Скачать CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
  await context.close();

  expect(csv[0]).toBe('day,brand,stage,count');
  const lines = csv.slice(1).map((l) => l.split(','));
  const groups = [
    [yesterday, 'mf'],
    [yesterday, 'sf'],
    [today, 'mf'],
    [today, 'sf'],
  ];
  expect(lines.map(([day, brand, stage]) => [day, brand, stage])).toEqual(groups.flatMap(([day, brand]) => STAGES.map((stage) => [day, brand, stage])));
  // Each count: the day's and brand's arrows of the JSON that enter the stage from outside it.
  for (const [day, brand, stage, count] of lines) {
    const entered = stats.daily.filter((d) => d.day === day && d.brand === brand && within(d.to, stage!) && !within(d.from, stage!)).reduce((sum, d) => sum + d.count, 0);
    expect(Number(count), `${day} ${brand} ${stage}`).toBe(entered);
  }
  // And the figures themselves, so an empty CSV against an empty JSON cannot pass.
  expect(lines.filter((l) => l[3] !== '0').map((l) => l.join(','))).toEqual([
    `${yesterday},mf,${REG}.personal,2`,
    `${yesterday},sf,${REG}.personal,5`,
    `${yesterday},sf,${REG}.personalCode,4`,
    `${today},mf,${REG}.personal,4`,
    `${today},sf,${REG}.personal,3`,
    `${today},sf,${REG}.passport,1`,
  ]);
});

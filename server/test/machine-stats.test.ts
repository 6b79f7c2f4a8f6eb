// Machine transitions of real sessions (issue 31, part 3): the app's batches through the analytics
// sink — as beacons, without the client key — add up per machine, arrow and day in the database,
// also when two nodes take them at once; /dev/machine-stats.json reads them in the sandbox, and
// elsewhere only with the operator token.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { BuiltServer } from '../app';
import { clock } from '../clock';
import { call, serverPerFile } from './accounts-helpers';
import { CLIENT_KEY_HEADER } from './client-key';
import { startServer } from './inject-checked';

const server = serverPerFile(60_000);
/** A machine of each test's own: other tests (and other files on PostgreSQL) count into the same table. */
const machineName = () => `m${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const batch = (Machine: string, items: Array<[from: string, event: string, to: string, count: number]>) => ({
  Event: 'machine.transitions',
  Transitions: items.map(([From, Event, To, Count]) => ({ Machine, From, Event, To, Count })),
});

// As navigator.sendBeacon sends it: no client key (the header is emptied, as a beacon has none).
const beacon = (app: BuiltServer['app'], payload: object) => call(app, { method: 'POST', url: '/client-api/Analytics/Send', headers: { [CLIENT_KEY_HEADER]: '' }, payload });

async function countsOf(app: BuiltServer['app'], machine: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: '/dev/machine-stats.json', headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { machines: Record<string, Array<{ from: string; event: string; to: string; count: number }>> };
  return Object.fromEntries((body.machines[machine] ?? []).map((t) => [`${t.from}|${t.event}|${t.to}`, t.count]));
}

test('batches sent without the key add up per arrow; a day later the same arrow gets a row of its own, and the window sums both', async () => {
  const { app, database } = server();
  const m = machineName();
  expect((await beacon(app, batch(m, [[`${m}.personal`, 'form.submitted', `${m}.code`, 2], ['*', 'reset', `${m}.personal`, 1]]))).statusCode).toBe(204);
  expect((await beacon(app, batch(m, [[`${m}.personal`, 'form.submitted', `${m}.code`, 3]]))).statusCode).toBe(204);
  clock.offsetMs = 86_400_000;
  expect((await beacon(app, batch(m, [[`${m}.waiting`, 'after poll (3000 мс)', `${m}.done`, 1], [`${m}.personal`, 'form.submitted', `${m}.code`, 1]]))).statusCode).toBe(204);
  expect(await countsOf(app, m)).toEqual({ [`${m}.personal|form.submitted|${m}.code`]: 6, [`*|reset|${m}.personal`]: 1, [`${m}.waiting|after poll (3000 мс)|${m}.done`]: 1 });
  const rows = await database.db.selectFrom('machine_transition_brand_day').select(['day', 'count']).where('machine', '=', m).where('event', '=', 'form.submitted').orderBy('day').execute();
  expect(rows.map((r) => r.count)).toEqual([5, 1]);
  // A batch is counted, never kept as an event row.
  const kept = await database.db.selectFrom('analytics_event').select('payload').where('name', '=', 'machine.transitions').execute();
  expect(kept).toEqual([]);
});

test('a batch with anything but names is refused whole: event data, a phone in place of a state, a count out of range', async () => {
  const { app } = server();
  const m = machineName();
  const bad = [
    { ...batch(m, [[`${m}.a`, 'go', `${m}.b`, 1]]), Transitions: [{ Machine: m, From: `${m}.a`, Event: 'go', To: `${m}.b`, Count: 1, Data: { phone: '79161234567' } }] },
    batch(m, [['+7 916 123-45-67', 'go', `${m}.b`, 1]]),
    batch(m, [[`${m}.a`, 'go', 'Тестова', 1]]),
    batch(m, [[`${m}.a`, 'go', `${m}.b`, 0]]),
    batch(m, [[`${m}.a`, 'go', `${m}.b`, 1.5]]),
    { Event: 'machine.transitions', Transitions: [] },
  ];
  for (const payload of bad) expect((await beacon(app, payload)).statusCode, JSON.stringify(payload)).toBe(400);
  expect(await countsOf(app, m)).toEqual({});
  // The older /api sink keeps its shape: no batches there.
  expect((await call(app, { method: 'POST', url: '/api/Analytics/Send', payload: batch(m, [[`${m}.a`, 'go', `${m}.b`, 1]]) })).statusCode).toBe(400);
});

const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-stats-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('two nodes on one database take batches at the same moment, and every count lands (upserts, no tally in a process)', async () => {
  // A data folder (not :memory:) puts both nodes on one database: the same SQLite file, or PostgreSQL's own schema.
  const nodes = [await startServer({ DATA_DIR: dataDir }), await startServer({ DATA_DIR: dataDir })];
  try {
    const m = machineName();
    const sends = Array.from({ length: 40 }, (_, i) => beacon(nodes[i % 2]!.app, batch(m, [[`${m}.a`, 'go', `${m}.b`, 1], [`${m}.b`, 'back', `${m}.a`, 2]])));
    expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual(Array(40).fill(204));
    for (const node of nodes) expect(await countsOf(node.app, m)).toEqual({ [`${m}.a|go|${m}.b`]: 40, [`${m}.b|back|${m}.a`]: 80 });
  } finally {
    for (const node of nodes) await node.app.close();
  }
});

test('both brands count into one database, apart: each node files its batches under its own brand and day, and either node reads both', async () => {
  // Two nodes of different TENANT on one data folder: one SQLite file, or one PostgreSQL schema under with-postgres.
  const nodes = { sf: await startServer({ DATA_DIR: dataDir, TENANT: 'sf' }), mf: await startServer({ DATA_DIR: dataDir, TENANT: 'mf' }) };
  try {
    const m = machineName();
    const arrow = [`${m}.a`, 'go', `${m}.b`] as const;
    expect((await beacon(nodes.sf.app, batch(m, [[...arrow, 2]]))).statusCode).toBe(204);
    expect((await beacon(nodes.mf.app, batch(m, [[...arrow, 5]]))).statusCode).toBe(204);
    clock.offsetMs = 86_400_000;
    expect((await beacon(nodes.sf.app, batch(m, [[...arrow, 3]]))).statusCode).toBe(204);
    const daily = async (app: BuiltServer['app']) => {
      const body = (await app.inject({ url: '/dev/machine-stats.json' })).json() as { to: string; daily: Array<{ day: string; brand: string; machine: string; count: number }> };
      return { to: body.to, rows: body.daily.filter((d) => d.machine === m).map((d) => [d.day, d.brand, d.count]) };
    };
    const { to, rows } = await daily(nodes.mf.app);
    const yesterday = new Date(Date.parse(`${to}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(rows).toEqual([
      [yesterday, 'mf', 5],
      [yesterday, 'sf', 2],
      [to, 'sf', 3],
    ]);
    expect((await daily(nodes.sf.app)).rows).toEqual(rows);
    // The arrows' totals (the chart's «× N») add both brands and both days.
    expect(await countsOf(nodes.sf.app, m)).toEqual({ [arrow.join('|')]: 10 });
  } finally {
    clock.offsetMs = 0;
    for (const node of Object.values(nodes)) await node.app.close();
  }
});

test('outside the sandbox the counts are served only with the operator token, and not at all without the setting', async () => {
  const sealed = await startServer({ SANDBOX: '0', MACHINE_STATS_TOKEN: 'operator-token-of-the-test' });
  const unset = await startServer({ SANDBOX: '0' });
  try {
    const m = machineName();
    expect((await sealed.app.inject({ url: '/dev/machine-stats.json' })).statusCode).toBe(401);
    expect((await sealed.app.inject({ url: '/dev/machine-stats.json', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await beacon(sealed.app, batch(m, [[`${m}.a`, 'go', `${m}.b`, 4]]))).statusCode).toBe(204);
    expect(await countsOf(sealed.app, m, { authorization: 'Bearer operator-token-of-the-test' })).toEqual({ [`${m}.a|go|${m}.b`]: 4 });
    expect((await unset.app.inject({ url: '/dev/machine-stats.json', headers: { authorization: 'Bearer operator-token-of-the-test' } })).statusCode).toBe(404);
  } finally {
    await sealed.app.close();
    await unset.app.close();
  }
});

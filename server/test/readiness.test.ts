// Issue 48: readiness, the load balancer's check. 200 while the database answers and holds every
// migration; 503 (Errors body) within 2 s of PostgreSQL stopping — on a private cluster this test
// stops and starts — and 200 again once it is back; 503 while a migration is pending; the bound
// holds when the database hangs rather than refuses.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { readiness, READY_WITHIN_MS } from '../health';
import { createCluster, pgBin, type Cluster } from '../../scripts/postgres-cluster.mjs';
import { injectChecked, startServer } from './inject-checked';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ready = (built: BuiltServer) => injectChecked(built.app, { url: '/api/ApiHealth/Ready' });

test('a database that hangs is reported within the bound', async () => {
  const started = Date.now();
  const verdict = await readiness({ pendingMigrations: () => new Promise<string[]>(() => undefined) });
  expect(verdict).toMatchObject({ ready: false, code: 'DATABASE_UNAVAILABLE' });
  expect(Date.now() - started).toBeLessThan(READY_WITHIN_MS + 400);
});

test('ready with every migration applied; 503 naming the one pending', async () => {
  const built = await startServer();
  try {
    const answer = await ready(built);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ Status: 'ready' });
    const last = (await built.database.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').executeTakeFirstOrThrow()) as { name: string };
    await sql`delete from kysely_migration where name = ${last.name}`.execute(built.database.db);
    const pending = await ready(built);
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ Errors: [{ ErrorCode: 'MIGRATIONS_PENDING', Message: `Не применены миграции: ${last.name}` }] });
    // Liveness is not readiness: the process still answers Ping.
    expect((await injectChecked(built.app, { url: '/api/ApiHealth/Ping' })).statusCode).toBe(200);
  } finally {
    await built.app.close();
  }
});

const installed = pgBin() !== null;
let cluster: Cluster | undefined;
let built: BuiltServer | undefined;
beforeAll(async () => {
  if (!installed) return;
  cluster = await createCluster();
  built = await startServer({ DATABASE_URL: cluster.url });
});
afterAll(async () => {
  await built?.app.close().catch(() => undefined);
  cluster?.remove();
});

test.skipIf(!installed)('PostgreSQL stopped: 503 within 2 s, every answer within 2 s; started again: 200', async () => {
  expect((await ready(built!)).statusCode).toBe(200);
  cluster!.stop();
  const stoppedAt = Date.now();
  for (let i = 0; i < 3; i++) {
    const asked = Date.now();
    const answer = await ready(built!);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().Errors[0].ErrorCode).toBe('DATABASE_UNAVAILABLE');
    expect(Date.now() - asked).toBeLessThan(2000);
  }
  expect(Date.now() - stoppedAt).toBeLessThan(3 * 2000);
  cluster!.start();
  const back = Date.now();
  await expect.poll(async () => (await ready(built!)).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
  expect(Date.now() - back).toBeLessThan(15_000);
});

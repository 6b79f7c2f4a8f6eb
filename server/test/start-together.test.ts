// Issue 48: two nodes started at the same instant on an empty PostgreSQL both come up and serve,
// 20 times in a row. Before the start-up lock one of them died in about 1 start in 4 on
// `duplicate key value violates unique constraint "info_setting_pk"` (the seeds ran after the
// migrations, outside the migrator's lock). Each round: a new empty database, two servers built
// at once in this process (each with its own pool, so their writes interleave in PostgreSQL as two
// processes' do), then both asked to be ready and to answer. two-nodes.test.ts starts two real
// processes together once. Runs in `npm run test:pg`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { carryClientKey } from './client-key';

const databaseUrl = process.env.DATABASE_URL;
const ROUNDS = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-together-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startTogether(url: string) {
  // A data folder (not :memory:) puts both on the database's own schema, as production nodes.
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, DIST_DIR: '/nonexistent' });
  const started = await Promise.allSettled([buildServer(config), buildServer(config)]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String((s.reason as Error).message)] : []));
    const answers = await Promise.all(
      servers.map(async ({ app }) => {
        carryClientKey(app);
        const [ready, settings, login] = await Promise.all([
          app.inject({ url: '/api/ApiHealth/Ready' }),
          app.inject({ url: '/api/Info/Settings' }),
          app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Phone: '79000000001', Password: 'Demo-2026' } }),
        ]);
        return [ready.statusCode, settings.statusCode, login.statusCode];
      }),
    );
    return { failures, answers };
  } finally {
    await Promise.all(servers.map(({ app }) => app.close()));
  }
}

test.skipIf(!databaseUrl)(`two nodes started at the same instant on an empty database both serve, ${ROUNDS} times in a row`, { timeout: 600_000 }, async () => {
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `together_${process.pid}_${round}`;
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    try {
      const { failures, answers } = await startTogether(url.toString());
      expect({ round, failures, answers }).toEqual({ round, failures: [], answers: [[200, 200, 200], [200, 200, 200]] });
    } finally {
      await admin((c) => c.query(`drop database ${name} with (force)`));
    }
  }
});

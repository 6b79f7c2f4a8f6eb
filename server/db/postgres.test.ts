// Test servers share one PostgreSQL, each in a schema of its own that it drops on close. A
// server migrating while others come and go must not trip over their schemas (CI once failed
// with `schema "t_…" does not exist` from the migrator's look at the whole database).
// Runs in `npm run test:pg`.
import pg from 'pg';
import { expect, test } from 'vitest';
import { modules } from '../modules';
import { openDatabase } from './database';

const migrations = Object.assign({}, ...modules.map((m) => m.migrations ?? {}));

const databaseUrl = process.env.DATABASE_URL;

test.skipIf(!databaseUrl)('servers migrate while other servers drop their schemas', async () => {
  const churn = new pg.Client({ connectionString: databaseUrl });
  await churn.connect();
  let running = true;
  // Schemas with a table in each, dropped as fast as they are made, beside the migrations.
  const churning = (async () => {
    for (let i = 0; running; i++) {
      const schema = `churn_${process.pid}_${i}`;
      await churn.query(`create schema ${schema}; create table ${schema}.t (id serial primary key)`);
      await churn.query(`drop schema ${schema} cascade`);
    }
  })();
  let migrated = 0;
  try {
    for (let round = 0; round < 8; round++) {
      const opened = await Promise.all(Array.from({ length: 3 }, () => openDatabase(':memory:', migrations, databaseUrl)));
      migrated += opened.length;
      await Promise.all(opened.map((database) => database.close()));
    }
  } finally {
    running = false;
    await churning;
    await churn.end();
  }
  expect(migrated).toBe(24);
}, 120_000);

// SQLite through better-sqlite3 (WAL) behind Kysely — or PostgreSQL when DATABASE_URL is set —
// with the same queries and migrations for both.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect, sql, type Migration } from 'kysely';
import type { DB } from './schema';
import { openPostgres } from './postgres';

export type AppDb = Kysely<DB>;

export interface OpenedDatabase {
  db: AppDb;
  dialect: 'sqlite' | 'postgres';
  /** The migrations this build knows that the database has not applied (readiness). */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

interface Connection {
  db: AppDb;
  /** PostgreSQL: the schema of the migrator's bookkeeping (its existence check would see other schemas). */
  schema?: string;
  close(): Promise<void>;
}

function openSqlite(dataDir: string): Connection {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(inMemory ? ':memory:' : join(dataDir, 'app.db'));
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, close: () => db.destroy() };
}

/**
 * Nodes started together on one PostgreSQL take turns through everything they write at start:
 * the migrations and then every module's seed (settings, content, demo clients, addresses). A
 * seed that checks and then inserts would otherwise race the other node's (a duplicate key killed
 * one node in about 1 start in 4). A session-level advisory lock, held on a connection of its own
 * and released by PostgreSQL if the node dies; keyed by the schema, so test servers in schemas of
 * their own do not wait for each other. SQLite is one node's file: nothing to share.
 */
async function underStartupLock(connection: Connection, work: () => Promise<void>): Promise<void> {
  if (!connection.schema) return work();
  const key = `zaimy-start-up:${connection.schema}`;
  await connection.db.connection().execute(async (locked) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(locked);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(locked);
    }
  });
}

const MIGRATION_TABLE = 'kysely_migration';

async function appliedMigrations(connection: Connection): Promise<Set<string>> {
  const table = connection.schema ? sql.table(`${connection.schema}.${MIGRATION_TABLE}`) : sql.table(MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(connection.db);
  return new Set(rows.map((r) => r.name));
}

/**
 * Opens PostgreSQL when databaseUrl is set (a schema of its own when dataDir is ':memory:'),
 * otherwise the SQLite file under dataDir (or memory), applies migrations (sorted by name), then
 * runs `seed` — both under the start-up lock.
 */
export async function openDatabase(
  dataDir: string,
  migrations: Record<string, Migration>,
  databaseUrl?: string,
  seed: (db: AppDb) => Promise<void> = async () => {},
): Promise<OpenedDatabase> {
  const connection = databaseUrl ? await openPostgres(databaseUrl, dataDir === ':memory:') : openSqlite(dataDir);
  const { db } = connection;
  try {
    await underStartupLock(connection, async () => {
      const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: connection.schema }).migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
      await seed(db);
    });
  } catch (error) {
    await connection.close();
    throw error;
  }
  let closed = false;
  return {
    db,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    async pendingMigrations() {
      const applied = await appliedMigrations(connection);
      return Object.keys(migrations)
        .sort()
        .filter((name) => !applied.has(name));
    },
    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
    },
  };
}

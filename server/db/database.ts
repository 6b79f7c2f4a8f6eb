// SQLite through better-sqlite3 (WAL) behind Kysely — or PostgreSQL when DATABASE_URL is set —
// with the same queries and migrations for both.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { DB } from './schema';
import { openPostgres } from './postgres';

export type AppDb = Kysely<DB>;

export interface OpenedDatabase {
  db: AppDb;
  dialect: 'sqlite' | 'postgres';
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
 * Opens PostgreSQL when databaseUrl is set (a schema of its own when dataDir is ':memory:'),
 * otherwise the SQLite file under dataDir (or memory), and applies migrations (sorted by name).
 */
export async function openDatabase(dataDir: string, migrations: Record<string, Migration>, databaseUrl?: string): Promise<OpenedDatabase> {
  const connection = databaseUrl ? await openPostgres(databaseUrl, dataDir === ':memory:') : openSqlite(dataDir);
  const { db } = connection;
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: connection.schema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await connection.close();
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  let closed = false;
  return {
    db,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
    },
  };
}

// SQLite through better-sqlite3 (WAL) behind Kysely, so the same queries can move to PostgreSQL.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { DB } from './schema';

export type AppDb = Kysely<DB>;

export interface OpenedDatabase {
  db: AppDb;
  sqlite: Database.Database;
  close(): Promise<void>;
}

/** Opens the database file under dataDir (or memory for ':memory:') and applies migrations (sorted by name). */
export async function openDatabase(dataDir: string, migrations: Record<string, Migration>): Promise<OpenedDatabase> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(inMemory ? ':memory:' : join(dataDir, 'app.db'));
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  let closed = false;
  return {
    db,
    sqlite,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

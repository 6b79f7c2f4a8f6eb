// Migrations live in code so the bundle-free server needs no folder scanning at start.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-analytics';

const migrations: Record<string, Migration> = {
  '0001-analytics': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

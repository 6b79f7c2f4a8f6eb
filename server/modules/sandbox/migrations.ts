import type { Kysely, Migration } from 'kysely';

export const sandboxMigrations: Record<string, Migration> = {
  '0250-sandbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sandbox_event')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sandbox_address')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('value', 'text', (c) => c.notNull().unique())
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('house', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

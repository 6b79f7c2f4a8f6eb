import type { Kysely, Migration } from 'kysely';

export const callBackMigrations: Record<string, Migration> = {
  '0200-call-back': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('callback_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('app_id', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('captcha', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('callback_request_phone').on('callback_request').columns(['phone', 'created_at']).execute();
      await db.schema
        .createTable('callback_attempt')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('app_id', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('callback_attempt_app').on('callback_attempt').columns(['app_id', 'created_at']).execute();
      await db.schema.createIndex('callback_attempt_ip').on('callback_attempt').columns(['ip', 'created_at']).execute();
      await db.schema
        .createTable('callback_nonce')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('captcha_token_used')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0201-ombudsmen-appeal': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ombudsmen_appeal')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ombudsmen_appeal_ip').on('ombudsmen_appeal').columns(['ip', 'created_at']).execute();
    },
  },
};

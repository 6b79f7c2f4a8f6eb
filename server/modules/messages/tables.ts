// Messages the company sends to a client's cabinet (migrations 0700–0749).
import type { Generated, Kysely } from 'kysely';

export interface MessagesTables {
  client_message: {
    id: Generated<number>;
    user_id: number;
    title: string;
    text: string;
    created_at: string;
    /** When the client first read it; null while unread. */
    read_at: string | null;
  };
}

export const messagesMigrations = {
  '0700-messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_message')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema.createIndex('client_message_user').on('client_message').columns(['user_id', 'created_at']).execute();
    },
  },
};

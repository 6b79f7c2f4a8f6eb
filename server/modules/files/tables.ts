// Documents the client uploaded (migrations 0550–0599). Files live in the database: the
// reference server has no object store, and uploads are capped at 10 MB.
import type { Generated, Kysely } from 'kysely';

export interface FilesTables {
  user_document: {
    id: Generated<number>;
    user_id: number;
    group_id: number;
    file_name: string;
    mime_type: string;
    size: number;
    data: Buffer;
    uploaded_at: string;
  };
}

export const filesMigrations = {
  '0550-files-user-document': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_document')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', 'blob', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_document_user').on('user_document').columns(['user_id', 'group_id']).execute();
    },
  },
};

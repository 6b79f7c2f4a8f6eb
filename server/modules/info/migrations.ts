import type { Kysely, Migration } from 'kysely';

export const infoMigrations: Record<string, Migration> = {
  '0100-info-content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('info_setting')
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('info_setting_pk', ['tenant', 'key'])
        .execute();
      await db.schema
        .createTable('info_page')
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('path_key', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('meta_description', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('info_page_pk', ['tenant', 'path_key'])
        .execute();
      await db.schema
        .createTable('info_faq_section')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('info_faq_item')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('section_id', 'integer', (c) => c.notNull().references('info_faq_section.id').onDelete('cascade'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer_html', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('info_news')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('preview', 'text', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('is_promotion', 'integer', (c) => c.notNull())
        .addUniqueConstraint('info_news_slug', ['tenant', 'slug'])
        .execute();
      await db.schema
        .createTable('info_document')
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('in_footer', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('info_document_pk', ['tenant', 'slug'])
        .execute();
      await db.schema
        .createTable('info_sbp_bank')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('initials', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  // Documents keep the content's order in a column of their own (SQLite's rowid has no PostgreSQL twin).
  '0101-info-document-position': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('info_document').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
};

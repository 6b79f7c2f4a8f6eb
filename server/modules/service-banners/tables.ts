// Service banners of the cabinet, the client's answers and how often each client was shown each
// banner (migrations 0750–0799).
import type { Generated, Kysely } from 'kysely';

export interface ServiceBannersTables {
  service_banner: {
    id: Generated<number>;
    /** 'LK' banners are listed on the cabinet dashboard (ServiceBanners/LK); other groups only in the full list. */
    banner_group: string;
    kind: 'Info' | 'Question' | 'Input';
    title: string;
    text: string;
    image_url: string | null;
    /** Null: every client sees it; else only this client (a targeted campaign). */
    user_id: number | null;
    /** After this many counted displays to a client, LK no longer lists it for that client; null = no limit. */
    max_show_count: number | null;
    created_at: string;
  };
  service_banner_option: { id: Generated<number>; banner_id: number; text: string; sort: number };
  /** One answer per client and banner; answering again replaces it. */
  service_banner_answer: { banner_id: number; user_id: number; option_id: number | null; text: string | null; answered_at: string };
  service_banner_show: { banner_id: number; user_id: number; show_count: number; last_shown_at: string };
}

export const serviceBannersMigrations = {
  '0750-service-banners': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('service_banner')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('banner_group', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('cascade'))
        .addColumn('max_show_count', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('service_banner_option')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('banner_id', 'integer', (c) => c.notNull().references('service_banner.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('service_banner_answer')
        .addColumn('banner_id', 'integer', (c) => c.notNull().references('service_banner.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('option_id', 'integer', (c) => c.references('service_banner_option.id'))
        .addColumn('text', 'text')
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('service_banner_answer_pk', ['banner_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('service_banner_show')
        .addColumn('banner_id', 'integer', (c) => c.notNull().references('service_banner.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('show_count', 'integer', (c) => c.notNull())
        .addColumn('last_shown_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('service_banner_show_pk', ['banner_id', 'user_id'])
        .execute();
    },
  },
};

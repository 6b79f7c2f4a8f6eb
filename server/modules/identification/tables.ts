// Sign-ins through the sandbox Госуслуги (ESIA) stand-in (migrations 0900–0949): one row per
// visit to the provider's page, bound to the client who started it.
import type { Generated, Kysely } from 'kysely';

export interface IdentificationTables {
  esia_request: {
    id: Generated<number>;
    /** The OAuth `state` handed to the provider page and back; unguessable. */
    state: string;
    /** The signed-in client who started it; null for a visitor (the sandbox knows no one then). */
    user_id: number | null;
    /** Where the provider page sends the browser back (a path of this site). */
    return_url: string;
    /** sha256 of the one-time code the provider hands back on consent. */
    code_hash: string | null;
    created_at: string;
    /** When the code was exchanged (or refused): a request is used once. */
    used_at: string | null;
  };
}

export const identificationMigrations = {
  '0900-esia-requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('esia_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('state', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('cascade'))
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
  },
};

// Under-request items: a loan request the company holds for extra checks until the client
// provides what is asked (a document, a card), migrations 0800–0849. Amount in kopecks.
import type { Generated, Kysely } from 'kysely';

export interface UnderRequestTables {
  under_request_item: {
    id: Generated<number>;
    user_id: number;
    /** What the company asks for, shown to the client. */
    title: string;
    /** The held loan request's amount, kopecks. */
    amount: number;
    status: 'open' | 'closed';
    /** The card chosen for this request (SelectCardForUnderRequest); null until chosen. */
    card_id: number | null;
    created_at: string;
    closed_at: string | null;
    /** The held application (a loan in State 1) the request belongs to (migration 0801). */
    loan_id: number | null;
    /** The document group asked for: a document uploaded into it closes the request (0801). */
    document_group_id: number | null;
  };
}

export const underRequestMigrations = {
  '0800-under-request': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('under_request_item')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('card_id', 'integer', (c) => c.references('bank_card.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('under_request_item_user').on('under_request_item').column('user_id').execute();
    },
  },
  // Issue 28: a request belongs to an application that exists and names the document it waits for.
  '0801-under-request-application-and-document': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('under_request_item').addColumn('loan_id', 'integer', (c) => c.references('loan.id').onDelete('cascade')).execute();
      await db.schema.alterTable('under_request_item').addColumn('document_group_id', 'integer').execute();
    },
  },
};

// Scoring requests (migrations 0650–0699). Money in kopecks.
import type { Generated, Kysely } from 'kysely';

export interface ScoringTables {
  scoring_request: {
    id: Generated<number>;
    user_id: number;
    amount: number;
    term_days: number;
    card_id: number | null;
    status: 'pending' | 'approved' | 'rejected';
    /** A client who applies again drops the old answer; a reset request is history only. */
    reset: number;
    created_at: string;
    decide_at: string;
    decided_at: string | null;
    loan_id: number | null;
  };
}

export const scoringMigrations = {
  '0650-scoring-request': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('scoring_request')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('term_days', 'integer', (c) => c.notNull())
        .addColumn('card_id', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reset', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decide_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('loan_id', 'integer')
        .execute();
      await db.schema.createIndex('scoring_request_user').on('scoring_request').columns(['user_id', 'id']).execute();
    },
  },
};

// Bank cards (masked only: the number never reaches this server) and the pending "link a card"
// sessions of the sandbox provider page (migrations 0500–0549).
import type { Generated, Kysely } from 'kysely';

export interface CardsTables {
  bank_card: {
    id: Generated<number>;
    user_id: number;
    /** '•••• 4242'. */
    masked_pan: string;
    expiry_month: number;
    expiry_year: number;
    payment_system: 'Mir' | 'Visa' | 'Mastercard' | 'Other';
    is_default: number;
    created_at: string;
  };
  card_link_session: {
    id: string;
    user_id: number;
    return_url: string;
    created_at: string;
    card_id: number | null;
  };
}

export const cardsMigrations = {
  '0500-cards': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bank_card')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('masked_pan', 'text', (c) => c.notNull())
        .addColumn('expiry_month', 'integer', (c) => c.notNull())
        .addColumn('expiry_year', 'integer', (c) => c.notNull())
        .addColumn('payment_system', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('card_link_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('card_id', 'integer')
        .execute();
    },
  },
};

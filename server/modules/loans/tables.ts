// Loans of clients with their expenses to pay, payments and schedule (migrations 0400–0499).
// Money in integer kopecks.
import type { Generated, Kysely } from 'kysely';

export interface LoansTables {
  loan: {
    id: Generated<number>;
    user_id: number;
    /** Id of a StatusLoan in the site settings' LoanStatuses (see statuses.ts). */
    status: number;
    amount: number;
    term_days: number;
    /** Per mille per day (8 = 0.8 % a day), integer so that sums stay exact. */
    rate_permille_per_day: number;
    card_id: number | null;
    scoring_request_id: number | null;
    created_at: string;
    issued_at: string | null;
    due_date: string | null;
    closed_at: string | null;
    /** The priced offer (src/domain/loan-price.ts), fixed when scoring approves; null on refusals. */
    interest: number | null;
    psk_thousandths: number | null;
    promo: number | null;
  };
  loan_expense: {
    loan_id: number;
    expense_type: number;
    amount: number;
  };
  loan_payment: {
    id: Generated<number>;
    loan_id: number;
    amount: number;
    paid_at: string;
    description: string;
  };
  loan_schedule: {
    loan_id: number;
    number: number;
    date: string;
    amount: number;
    main_debt: number;
    interest: number;
    paid: number;
  };
  /** Each signed prolongation: the term added, its fee and the due dates before and after. */
  loan_prolongation: {
    id: Generated<number>;
    loan_id: number;
    days: number;
    fee: number;
    previous_due_date: string;
    new_due_date: string;
    signed_at: string;
    /** The signed additional agreement (client_agreement). */
    agreement_id: number;
  };
}

export const loansMigrations = {
  '0400-loans': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('loan')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('term_days', 'integer', (c) => c.notNull())
        .addColumn('rate_permille_per_day', 'integer', (c) => c.notNull())
        .addColumn('card_id', 'integer')
        .addColumn('scoring_request_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text')
        .addColumn('due_date', 'text')
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('loan_user').on('loan').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('loan_expense')
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('expense_type', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('loan_expense_pk', ['loan_id', 'expense_type'])
        .execute();
      await db.schema
        .createTable('loan_payment')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('paid_at', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('loan_schedule')
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('main_debt', 'integer', (c) => c.notNull())
        .addColumn('interest', 'integer', (c) => c.notNull())
        .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('loan_schedule_pk', ['loan_id', 'number'])
        .execute();
    },
  },
  '0410-loan-offer': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('loan').addColumn('interest', 'integer').execute();
      await db.schema.alterTable('loan').addColumn('psk_thousandths', 'integer').execute();
      await db.schema.alterTable('loan').addColumn('promo', 'integer').execute();
    },
  },
  '0420-loan-prolongation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('loan_prolongation')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('fee', 'integer', (c) => c.notNull())
        .addColumn('previous_due_date', 'text', (c) => c.notNull())
        .addColumn('new_due_date', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .addColumn('agreement_id', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

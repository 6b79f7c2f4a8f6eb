// Loans of clients: the contract, its fees, the applied payments and the signed prolongations
// (migrations 0400–0499). What is owed is not stored: the accrual engine reads it from these.
// Money in integer kopecks.
import { sql, type Generated, type Kysely } from 'kysely';

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
  /** The contract's fees, charged on the day of issue (type 3 commission, 4 additional expenses). */
  loan_fee: {
    id: Generated<number>;
    loan_id: number;
    expense_type: number;
    amount: number;
    /** What the fee is for, as the contract names it. */
    name: string;
    /** 1: a paid additional service the client consented to separately and may refuse (353-FZ art. 7 part 2). */
    service: Generated<number>;
    /** When the client refused the service (null while it stands). */
    refused_at: string | null;
    /** Where its fee went back: 'debt' (the loan was open) or 'card' (it was closed). */
    returned_to: 'debt' | 'card' | null;
  };
  /** The ledger's credits: the client's payments and the lender's write-offs. */
  loan_payment: {
    id: Generated<number>;
    loan_id: number;
    amount: number;
    /** The instant it counts from (a payment: when the acquirer accepted it). */
    paid_at: string;
    description: string;
    /** 'payment' (the client paid) or 'write-off' (the lender gave it up). */
    kind: Generated<'payment' | 'write-off'>;
    /** Kopecks of this payment the bank took back (refund, chargeback): no longer credited. */
    reversed: Generated<number>;
    /** 'Repayment', or 'Prolongation': the prolongation's interest, settled against interest only (accrual.ts). */
    purpose: Generated<string>;
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

/** Names of the fees of loans written before fees were named in the contract. */
const LEGACY_FEE_NAME = { 3: 'Комиссия', 4: 'Дополнительные расходы' } as const;

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
  // One truth for the debt (issue 26): the stored balances and schedule give way to the accrual
  // engine; the fees they held become the contract's fees, and the term goes back to the signed one
  // (a prolongation is its own agreement, it no longer rewrites the contract).
  '0430-loan-accrual': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('loan_fee')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('expense_type', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_fee_loan').on('loan_fee').column('loan_id').execute();
      await sql`insert into loan_fee (loan_id, expense_type, amount, name)
        select loan_id, expense_type, amount, case expense_type when 3 then ${LEGACY_FEE_NAME[3]} else ${LEGACY_FEE_NAME[4]} end
        from loan_expense where expense_type in (3, 4) and amount > 0 order by loan_id, expense_type`.execute(db);
      await sql`update loan set term_days = term_days - coalesce((select sum(p.days) from loan_prolongation p where p.loan_id = loan.id), 0)`.execute(db);
      await db.schema.dropTable('loan_expense').execute();
      await db.schema.dropTable('loan_schedule').execute();
    },
  },
  // A paid service is the client's to refuse within 30 days (issue 47).
  '0440-loan-service-refusal': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('loan_fee').addColumn('service', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('loan_fee').addColumn('refused_at', 'text').execute();
      await db.schema.alterTable('loan_fee').addColumn('returned_to', 'text').execute();
    },
  },
  // A payment counts when it was made (issue 47): write-offs beside payments, and what the bank
  // took back of a payment.
  '0445-loan-payment-kinds': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('loan_payment').addColumn('kind', 'text', (c) => c.notNull().defaultTo('payment')).execute();
      await db.schema.alterTable('loan_payment').addColumn('reversed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
  // Issue 47: a prolongation's payment settles its interest, never the principal.
  '0446-loan-payment-purpose': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('loan_payment').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('Repayment')).execute();
    },
  },
};

// Payments (migrations 0600–0649): one row per payment intent (its Idempotency-Key unique per
// client), the provider notices received (accepted, duplicate or rejected — the audit log of the
// gateway), the clients' SBP accounts, and the master secret the providers' secrets derive from
// when none is configured. Kopecks; nothing of a card but the provider's token and last four digits.
import type { Generated, Kysely } from 'kysely';

export type PaymentState = 'pending' | 'succeeded' | 'declined' | 'failed';
export type Provider = 'SBC' | 'Tinkoff';

export interface PaymentsTables {
  payment: {
    id: Generated<number>;
    user_id: number;
    loan_id: number;
    idempotency_key: string;
    /** sha256 of what was asked (loan, amount, method, provider, purpose): one key, one request. */
    request_hash: string;
    purpose: 'Repayment' | 'Prolongation';
    method: 'Card' | 'Sbp';
    provider: Provider;
    amount: number;
    status: PaymentState;
    reason: string | null;
    return_url: string;
    /** Opaque id of the provider's page session (the sandbox pages look the payment up by it). */
    provider_session: string;
    provider_payment_id: string | null;
    card_token: string | null;
    card_last4: string | null;
    /** Kopecks beyond what was owed, returned to the payer. */
    overpaid: number;
    created_at: string;
    finished_at: string | null;
  };
  payment_gateway_event: {
    id: Generated<number>;
    provider: string;
    payment_id: number | null;
    notification_id: string | null;
    status: string | null;
    outcome: 'accepted' | 'duplicate' | 'rejected';
    detail: string;
    received_at: string;
  };
  /** Notices the sandbox providers deliver later (the "delayed notice" choice), delivered when due. */
  payment_sandbox_notice: {
    id: Generated<number>;
    payment_id: number;
    body: string;
    deliver_at: string;
    delivered: number;
  };
  sbp_account: {
    user_id: number;
    bank_id: string;
    updated_at: string;
  };
  payment_secret: {
    name: string;
    value: string;
  };
}

export const paymentsMigrations = {
  '0600-payments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loan.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('provider_session', 'text', (c) => c.notNull().unique())
        .addColumn('provider_payment_id', 'text')
        .addColumn('card_token', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('overpaid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('payment_key').unique().on('payment').columns(['user_id', 'idempotency_key']).execute();
      await db.schema.createIndex('payment_loan').on('payment').columns(['loan_id', 'id']).execute();
      await db.schema
        .createTable('payment_gateway_event')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'integer')
        .addColumn('notification_id', 'text')
        .addColumn('status', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_gateway_event_notice').on('payment_gateway_event').columns(['provider', 'notification_id']).execute();
      await db.schema
        .createTable('payment_sandbox_notice')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payment.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('deliver_at', 'text', (c) => c.notNull())
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('sbp_account')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
        .addColumn('bank_id', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('payment_secret').addColumn('name', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
    },
  },
};

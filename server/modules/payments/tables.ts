// Payments (migrations 0600–0649): one row per payment intent (its Idempotency-Key unique per
// client), the provider notices received (accepted, duplicate or rejected — the audit log of the
// gateway), the clients' SBP accounts, the leases of jobs one API node runs at a time, the master
// secret the sandbox acquirers' credentials derive from, and the sandbox acquirers' own payments.
// Kopecks; nothing of a card but the provider's token and last four digits.
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
    /** Opaque random id (the sandbox pages once looked the payment up by it; now the stand-in has its own). */
    provider_session: string;
    provider_payment_id: string | null;
    card_token: string | null;
    card_last4: string | null;
    /** Kopecks beyond what was owed, to return to the payer. */
    overpaid: number;
    /** Kopecks the provider has confirmed returned to the card (at most `overpaid`). */
    refunded: number;
    /** When a node asked the provider for the refund (a claim: one node asks; cleared on failure). */
    refund_requested_at: string | null;
    /** When a node began asking the provider to start this payment (a claim, as above). */
    init_claimed_at: string | null;
    /** The provider's page (card) or the SBP payment link, once the provider has started the payment. */
    provider_url: string | null;
    /** SBP: what the QR code encodes. */
    qr_payload: string | null;
    created_at: string;
    finished_at: string | null;
    /** When the acquirer accepted it (its own time, else the page's opening): the payment counts from then. */
    accepted_at: string | null;
    /** 1 when the intent was for the whole debt of its day («погасить полностью»). */
    full_repayment: number;
    /** The ledger entry the payment became (loan_payment), when it was credited to the debt. */
    loan_payment_id: number | null;
    /** Kopecks the acquirer says it gave back of this payment in all (our refunds and any other). */
    acquirer_refunded: number;
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
  /** A job one API node runs at a time: whoever holds an unexpired lease (reconciliation). */
  job_lease: {
    name: string;
    holder: string;
    expires_at: string;
  };
  /** The sandbox acquirers' (Tinkoff, SBC stand-ins) own record of the payments started with them. */
  sandbox_acquiring: {
    id: Generated<number>;
    provider: Provider;
    order_id: string;
    amount: number;
    method: 'Card' | 'Sbp';
    /** In T-Bank's words (NEW, CONFIRMED, REJECTED, AUTH_FAIL, CANCELED, PARTIAL_REFUNDED, REFUNDED). */
    status: string;
    error_code: string;
    message: string | null;
    refunded: number;
    /** JSON array of the refund request ids already done (a repeated request refunds nothing more). */
    refund_requests: string;
    session: string;
    success_url: string;
    fail_url: string;
    notification_url: string;
    card_last4: string | null;
    created_at: string;
    /** When the client paid on the stand-in's page (SBC tells it; T-Bank's protocol does not). */
    accepted_at: string | null;
    /** Until when the page takes the payment (T-Bank's RedirectDueDate); null: 30 minutes from its start. */
    pay_until: string | null;
  };
  /** Notices the sandbox acquirers send later (the "delayed notice" choices), delivered when due. */
  sandbox_acquiring_notice: {
    id: Generated<number>;
    acquiring_id: number;
    status: string;
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
  '0610-payments-acquiring': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment').addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('payment').addColumn('refund_requested_at', 'text').execute();
      await db.schema.alterTable('payment').addColumn('init_claimed_at', 'text').execute();
      await db.schema.alterTable('payment').addColumn('provider_url', 'text').execute();
      await db.schema.alterTable('payment').addColumn('qr_payload', 'text').execute();
      await db.schema.createIndex('payment_status').on('payment').columns(['status', 'created_at']).execute();
      await db.schema.createTable('job_lease').addColumn('name', 'text', (c) => c.primaryKey()).addColumn('holder', 'text', (c) => c.notNull()).addColumn('expires_at', 'text', (c) => c.notNull()).execute();
      await db.schema.dropTable('payment_sandbox_notice').execute();
      await db.schema
        .createTable('sandbox_acquiring')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error_code', 'text', (c) => c.notNull().defaultTo('0'))
        .addColumn('message', 'text')
        .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_requests', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('session', 'text', (c) => c.notNull().unique())
        .addColumn('success_url', 'text', (c) => c.notNull())
        .addColumn('fail_url', 'text', (c) => c.notNull())
        .addColumn('notification_url', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sandbox_acquiring_order').on('sandbox_acquiring').columns(['provider', 'order_id']).execute();
      await db.schema
        .createTable('sandbox_acquiring_notice')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('acquiring_id', 'integer', (c) => c.notNull().references('sandbox_acquiring.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('deliver_at', 'text', (c) => c.notNull())
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // A payment counts when it was made; refunds and chargebacks reverse its credit (issue 47).
  '0620-payments-accepted': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment').addColumn('accepted_at', 'text').execute();
      await db.schema.alterTable('payment').addColumn('full_repayment', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('payment').addColumn('loan_payment_id', 'integer').execute();
      await db.schema.alterTable('payment').addColumn('acquirer_refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('sandbox_acquiring').addColumn('accepted_at', 'text').execute();
      await db.schema.alterTable('sandbox_acquiring').addColumn('pay_until', 'text').execute();
    },
  },
};

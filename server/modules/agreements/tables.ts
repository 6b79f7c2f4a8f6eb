// The client's own agreements (migrations 0850–0899): documents written for one client — a new
// edition of the general conditions to accept, a prolongation's additional agreement — signed with
// an SMS code (simple electronic signature). The text is kept as it was offered, so the signed
// document is exactly the one the client read.
import type { Generated, Kysely } from 'kysely';
import { startIdsAfter } from '../../db/postgres';

export interface AgreementsTables {
  client_agreement: {
    /** From 1001: ids 1–3 are the registration agreements, signed through the same calls. */
    id: Generated<number>;
    user_id: number;
    loan_id: number | null;
    /** 'terms' (general conditions), 'prolongation' (additional agreement to a loan). */
    kind: string;
    name: string;
    /** HTML. */
    content: string;
    created_at: string;
    signed_at: string | null;
    /** The masked phone the signing code went to (shown in the signature block). */
    signed_to: string | null;
  };
}

export const agreementsMigrations = {
  '0850-client-agreements': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_agreement')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('loan_id', 'integer', (c) => c.references('loan.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text')
        .addColumn('signed_to', 'text')
        .execute();
      await db.schema.createIndex('client_agreement_user').on('client_agreement').columns(['user_id', 'id']).execute();
      // Start after the registration agreements' fixed ids (1–3, and room for more), so one id
      // names one document in ApproveSignAgreements.
      await startIdsAfter(db, 'client_agreement', 1000);
    },
  },
};

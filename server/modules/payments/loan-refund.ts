// Money the ledger gives back on a closed loan (a refused paid service, issue 47) goes to the card
// it came from: the part becomes the payment's overpaid share, and the ordinary refund path
// (refundExcess, retried by reconciliation) returns it through the provider's protocol.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppDb } from '../../db/database';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Acquiring } from './acquirers';
import { refundExcess } from './gateway';

/**
 * Inside the caller's transaction: marks `amount` of the loan's latest card payment that kept at
 * least that much as owed back to its card. Answers the payment's id, to refund after commit.
 */
export async function reserveLoanRefund(trx: Kysely<DB> | Transaction<DB>, loanId: number, amount: number): Promise<number> {
  const payment = await trx
    .selectFrom('payment')
    .select(['id', 'overpaid'])
    .where('loan_id', '=', loanId)
    .where('status', '=', 'succeeded')
    .where('provider_payment_id', 'is not', null)
    .where((eb) => eb(eb('amount', '-', eb.ref('overpaid')), '>=', amount))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payment) throw new ApiError(400, 'REFUND_UNAVAILABLE', 'Не нашли платёж по займу, на карту которого можно вернуть деньги. Напишите в поддержку — вернём по реквизитам');
  await trx.updateTable('payment').set({ overpaid: payment.overpaid + amount }).where('id', '=', payment.id).execute();
  return payment.id;
}

/** Returns what is owed back on the payment now; a failure is retried by reconciliation. */
export const refundLoanPayment = (db: AppDb, acquiring: Acquiring, paymentId: number, log: FastifyBaseLogger) => refundExcess(db, (p) => acquiring.of(p), paymentId, log);

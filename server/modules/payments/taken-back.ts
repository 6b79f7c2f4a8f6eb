// Money an acquirer gave back of a payment (issue 47): its REFUND notices (T-Bank PARTIAL_REFUNDED /
// REFUNDED, SBC refunded), whoever asked — our own refund of what the loan did not take, or a refund
// or chargeback made at the bank. Of what was given back in all, the part up to the payment's
// `overpaid` is our refund of the excess; anything beyond was credited to the loan and is taken back
// from the ledger (reverseCredit: the debt it settled is owed again, a closed loan reopens), and the
// client is told in the cabinet's messages. Idempotent: the acquirer's running total is kept on the
// payment and moved by a conditional update, so a repeated notice changes nothing.
import { formatMoscowDateTime } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import type { AppDb } from '../../db/database';
import { nowIso } from '../../clock';
import type { RefundReport } from '../../providers/acquiring';
import { reverseCredit } from '../loans';
import { sendMessage } from '../messages';
import type { PaymentRow } from './service';

/** `uncredited`: given back beyond the excess of a payment the ledger has no entry of (not a repayment). */
export type TakenBack = { outcome: 'duplicate' } | { outcome: 'recorded'; total: number; reversed: number; owed: number; uncredited: number };

/** The detail a refund notice is recorded with: a protocol without notice ids repeats exactly this. */
export const refundDetail = (providerStatus: string, report: RefundReport) =>
  `refund ${providerStatus} ${'all' in report ? 'all' : 'total' in report ? `total ${report.total}` : `operation ${report.operation}`}`;

/** The acquirer's running total of money given back, after this report (at most the payment). */
async function totalAfter(trx: AppDb, payment: PaymentRow, report: RefundReport, detail: string): Promise<number | null> {
  if ('all' in report) return payment.amount;
  if ('total' in report) return Math.min(report.total, payment.amount);
  // One operation's amount and no notice id (T-Bank): the same notice again is a retry, not a second refund.
  const seen = await trx.selectFrom('payment_gateway_event').select('id').where('payment_id', '=', payment.id).where('outcome', '=', 'accepted').where('detail', '=', detail).executeTakeFirst();
  return seen ? null : Math.min(payment.acquirer_refunded + report.operation, payment.amount);
}

const toldText = (payment: PaymentRow, reversed: number, owed: number) =>
  `Банк вернул на карту ${formatRub(reversed)} из платежа № ${payment.id} от ${formatMoscowDateTime(payment.accepted_at ?? payment.created_at)}. ` +
  `Эти деньги больше не погашают заём № ${payment.loan_id}: к оплате ${formatRub(owed)}.`;

/**
 * Records what the acquirer says it gave back of a succeeded payment and takes back from the
 * ledger whatever of it the loan had been credited; `record` writes the notice's audit row in the
 * same transaction.
 */
export async function takeBack(db: AppDb, paymentId: number, providerStatus: string, report: RefundReport, record: (trx: AppDb, detail: string) => Promise<void>): Promise<TakenBack> {
  const detail = refundDetail(providerStatus, report);
  for (;;) {
    const result = await db.transaction().execute(async (trx): Promise<TakenBack | 'retry'> => {
      const payment = await trx.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
      const known = payment.acquirer_refunded;
      const total = await totalAfter(trx, payment, report, detail);
      if (total === null || total <= known) return { outcome: 'duplicate' };
      const updated = await trx
        .updateTable('payment')
        .set({ acquirer_refunded: total, refunded: Math.max(payment.refunded, Math.min(total, payment.overpaid)) })
        .where('id', '=', payment.id)
        .where('acquirer_refunded', '=', known)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return 'retry';
      await record(trx, detail);
      // What the loan had taken of the payment is its amount less `overpaid`; money given back beyond
      // the overpaid part comes out of that.
      const beyond = (refunded: number) => Math.max(0, refunded - payment.overpaid);
      const toReverse = beyond(total) - beyond(known);
      if (toReverse === 0 || payment.loan_payment_id === null) return { outcome: 'recorded', total, reversed: 0, owed: 0, uncredited: toReverse };
      const { reversed, owed } = await reverseCredit(trx, payment.loan_payment_id, toReverse);
      if (reversed > 0) await sendMessage(trx, payment.user_id, { title: 'Платёж возвращён банком', text: toldText(payment, reversed, owed), createdAt: nowIso() });
      return { outcome: 'recorded', total, reversed, owed, uncredited: 0 };
    });
    if (result !== 'retry') return result;
  }
}

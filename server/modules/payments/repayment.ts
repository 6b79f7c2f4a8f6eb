// What a succeeded repayment does to the loan (issue 47): it counts on the instant the acquirer
// accepted it, not when we heard of it, and a «погасить полностью» intent paid within its page's
// life closes the loan — what accrued between the intent's day and the payment's day is written off
// by the lender, as its own ledger entry the client sees in the loan's day-by-day history.
import { formatNewsDate } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import type { AppDb } from '../../db/database';
import { applyPayment, chargedBetween, moscowDateOf, writeOff } from '../loans';

/** How long an acquirer's page takes the payment (T-Bank: RedirectDueDate sent at Init; SBC: its protocol). */
export const PAYMENT_PAGE_LIFE_MS = 30 * 60 * 1000;

export interface PaymentToSettle {
  id: number;
  loan_id: number;
  amount: number;
  purpose: string;
  created_at: string;
  full_repayment: number;
}

/** Paid while its page still took payments (a full-repayment amount is good for that long). */
export const paidWithinPageLife = (payment: Pick<PaymentToSettle, 'created_at'>, acceptedAt: string) => Date.parse(acceptedAt) - Date.parse(payment.created_at) <= PAYMENT_PAGE_LIFE_MS;

/**
 * The instant a payment counts from: the acquirer's own time when its protocol tells it, else the
 * opening of its page (T-Bank tells no time, and the client paid while the page lived: the doubt is
 * the client's). Never before the intent nor after we heard of it.
 */
export function acceptedInstant(payment: Pick<PaymentToSettle, 'created_at'>, reported: string | null, heardAt: string): string {
  const at = reported ?? payment.created_at;
  if (at < payment.created_at) return payment.created_at;
  return at > heardAt ? heardAt : at;
}

export async function settleRepayment(trx: AppDb, payment: PaymentToSettle, acceptedAt: string): Promise<{ overpaid: number; loanPaymentId: number | null }> {
  const paid = await applyPayment(trx, payment.loan_id, payment.amount, acceptedAt, `Оплата № ${payment.id}`);
  if (paid.owed > 0 && payment.full_repayment === 1 && paidWithinPageLife(payment, acceptedAt)) {
    const from = moscowDateOf(payment.created_at);
    const to = moscowDateOf(acceptedAt);
    // Only what accrued after the amount was fixed: anything else still owed stays owed.
    const accrued = Math.min(paid.owed, await chargedBetween(trx, payment.loan_id, from, to));
    if (accrued > 0) {
      await writeOff(trx, payment.loan_id, accrued, acceptedAt, `Списано кредитором: ${formatRub(accrued)} начислено с ${formatNewsDate(from)} до оплаты суммы «погасить полностью» № ${payment.id}`);
    }
  }
  return { overpaid: paid.overpaid, loanPaymentId: paid.loanPaymentId };
}

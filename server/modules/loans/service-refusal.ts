// A paid additional service refused by the client (353-FZ art. 7 part 2.7): within 30 calendar
// days of the consent — given when the contract was signed — the client may refuse it and have the
// fee back. While the loan is open the fee leaves the debt (the ledger uncharges it from the day
// of the refusal, accrual.ts); on a closed loan it is money to return to the card, which the
// caller does through the payment provider. A repeated refusal answers the first.
import { addDaysIso } from '@/domain/loan-calculator';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { ruDate } from './agreement';
import { isPayable, lockLoan, moscowDateOf, owedOf, type Db } from './ledger';
import { REFUSAL_DAYS } from './offer';
import { getLoan } from './service';
import { LOAN_STATUS } from './statuses';

export interface ServiceRefusal {
  FeeId: number;
  Amount: number;
  ReturnedTo: 'Debt' | 'Card';
  RefusedAt: string;
}

const answerOf = (fee: { id: number; amount: number; refused_at: string | null; returned_to: string | null }): ServiceRefusal => ({
  FeeId: fee.id,
  Amount: fee.amount,
  ReturnedTo: fee.returned_to === 'card' ? 'Card' : 'Debt',
  RefusedAt: fee.refused_at!,
});

/**
 * Refuses the service `feeId` of the client's loan at `at`, in one transaction with the loan's
 * row lock. A refusal made before answers as it was (nothing changes, nothing is refunded again);
 * a fresh one of a closed loan calls `toCard` inside the transaction, which reserves the refund
 * (its failure undoes the refusal) and answers what to do after commit.
 */
export async function refuseService<T>(
  db: AppDb,
  userId: number,
  loanId: number,
  feeId: number,
  at: Date,
  toCard: (trx: Db, amount: number) => Promise<T>,
): Promise<{ refusal: ServiceRefusal; card: T | null }> {
  await getLoan(db, userId, loanId);
  return db.transaction().execute(async (trx) => {
    await lockLoan(trx, loanId);
    const loan = await trx.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
    const fee = await trx.selectFrom('loan_fee').selectAll().where('id', '=', feeId).where('loan_id', '=', loanId).executeTakeFirst();
    if (!fee) throw new ApiError(404, 'NOT_FOUND', 'В договоре этого займа нет такой услуги');
    if (fee.service !== 1) throw new ApiError(400, 'NOT_A_SERVICE', `«${fee.name}» — не дополнительная услуга, а условие договора: отказаться от неё нельзя`);
    if (fee.refused_at) return { refusal: answerOf(fee), card: null };
    const open = isPayable(loan.status);
    if (!loan.issued_at || !(open || loan.status === LOAN_STATUS.CLOSED)) throw new ApiError(400, 'LOAN_NOT_ISSUED', 'Заём не выдан: услуга по нему не оказывалась');
    const lastDay = addDaysIso(moscowDateOf(loan.issued_at), REFUSAL_DAYS);
    if (moscowDateOf(at) > lastDay) {
      throw new ApiError(400, 'SERVICE_REFUSAL_EXPIRED', `От услуги можно отказаться в течение ${REFUSAL_DAYS} календарных дней со дня подписания договора — последний день был ${ruDate(lastDay)}`);
    }
    const refusedAt = at.toISOString();
    const returnedTo = open ? 'debt' : 'card';
    await trx.updateTable('loan_fee').set({ refused_at: refusedAt, returned_to: returnedTo }).where('id', '=', fee.id).execute();
    // The fee's paid part, credited to the debt, may have been all that was left of it.
    if (open && (await owedOf(trx, loanId, moscowDateOf(at))) === 0) {
      await trx.updateTable('loan').set({ status: LOAN_STATUS.CLOSED, closed_at: refusedAt }).where('id', '=', loanId).execute();
    }
    return { refusal: answerOf({ ...fee, refused_at: refusedAt, returned_to: returnedTo }), card: open ? null : await toCard(trx, fee.amount) };
  });
}

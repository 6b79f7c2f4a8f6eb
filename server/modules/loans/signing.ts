// Signing an approved offer (State 3) with the SMS code: the money leaves only after the code.
// SmsCodeOnGetLoan sends it (the accounts code rules: 5 minutes, 3 tries, resend after 60 s),
// AcceptLoanByClient checks it and issues the loan, DeclineLoanByClient cancels the offer.
// Another client's loan is 404; an offer is issued once however often it is accepted.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, getUser, sendCode } from '../accounts';
import { userIdOf } from '../accounts';
import { activateLoan, getLoan, nowIso, type LoanRow } from './service';
import { LOAN_STATUS } from './statuses';
import type { ModuleContext } from '../types';

/**
 * Issues the offer with the paid services the client ticked; one not ticked is not part of the
 * contract (353-FZ art. 7 part 2: each a consent of its own, never pre-ticked).
 */
async function signOffer(trx: Transaction<DB>, loanId: number, services: readonly number[]): Promise<boolean> {
  const issued = await activateLoan(trx, loanId);
  if (!issued) return false;
  let unticked = trx.deleteFrom('loan_fee').where('loan_id', '=', loanId).where('service', '=', 1);
  if (services.length) unticked = unticked.where('id', 'not in', services);
  await unticked.execute();
  return true;
}

const notWaiting = () => new ApiError(400, 'OFFER_NOT_AVAILABLE', 'Этот заём не ждёт подписи: он уже оформлен или отменён');

export function signingHandlers(db: AppDb, settle: ModuleContext['settleClient'], sandbox: boolean): HandlerMap {
  const offer = async (request: FastifyRequest, loanId: number): Promise<LoanRow> => {
    const userId = userIdOf(request);
    await settle(userId);
    const loan = await getLoan(db, userId, loanId);
    if (loan.status !== LOAN_STATUS.OFFERED) throw notWaiting();
    return loan;
  };
  return {
    'POST /api/Loans/SmsCodeOnGetLoan': async (request) => {
      const loan = await offer(request, (request.body as { LoanId: number }).LoanId);
      const user = await getUser(db, loan.user_id);
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, {
        purpose: 'sign-loan',
        channel: 'sms',
        target: user.phone,
        userId: user.id,
        payload: { loanId: loan.id },
      });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Loans/AcceptLoanByClient': async (request) => {
      const { LoanId, Code, Services = [] } = request.body as { LoanId: number; Code: string; Services?: number[] };
      const loan = await offer(request, LoanId);
      const { payload } = await confirmCode(db, { purpose: 'sign-loan', userId: loan.user_id, code: Code });
      if (payload.loanId !== loan.id) throw new ApiError(400, 'CODE_EXPIRED', 'Код выдан для другого займа. Запросите новый код');
      const issued = await db.transaction().execute((trx) => signOffer(trx, loan.id, Services));
      if (!issued) throw notWaiting();
      return { Success: true };
    },
    // Testers' shortcut: accept without the code. Only in the sandbox; a real lender's money never
    // leaves without the client's signature.
    'POST /api/Loans/AcceptLoanByClientEmulation': async (request) => {
      if (!sandbox) throw new ApiError(404, 'NOT_FOUND', 'Операция доступна только в песочнице');
      const loan = await offer(request, (request.body as { LoanId: number }).LoanId);
      const issued = await db.transaction().execute((trx) => signOffer(trx, loan.id, []));
      if (!issued) throw notWaiting();
      return { Success: true };
    },
    'POST /api/Loans/{id}/DeclineLoanByClient': async (request) => {
      const loan = await offer(request, (request.params as { id: number }).id);
      const declined = await db
        .updateTable('loan')
        .set({ status: LOAN_STATUS.DECLINED, closed_at: nowIso() })
        .where('id', '=', loan.id)
        .where('status', '=', LOAN_STATUS.OFFERED)
        .executeTakeFirst();
      if (Number(declined.numUpdatedRows) === 0) throw notWaiting();
      return { Success: true };
    },
  };
}

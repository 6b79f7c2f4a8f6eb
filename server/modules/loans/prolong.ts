// Prolongation of an active loan: the client picks 7–30 days, signs the prolongation with an
// SMS code, and the due date moves; interest for the added days joins the interest to pay.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, sendCode } from '../accounts/codes';
import { userIdOf } from '../accounts/sessions';
import { getUser } from '../accounts/users';
import { settleDue } from '../scoring/service';
import { getLoan, interestFor, type LoanRow } from './service';
import { LOAN_STATUS } from './statuses';

export const PROLONGATION = { MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 } as const;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const canProlong = (loan: LoanRow) => loan.status === LOAN_STATUS.ACTIVE && loan.due_date !== null;

function assertDays(days: number): void {
  if (days < PROLONGATION.MinDays || days > PROLONGATION.MaxDays) {
    throw new ApiError(400, 'DAYS_OUT_OF_RANGE', `Продлить можно на срок от ${PROLONGATION.MinDays} до ${PROLONGATION.MaxDays} дней`);
  }
}

export function prolongHandlers(db: AppDb): HandlerMap {
  const own = async (request: FastifyRequest) => {
    const userId = userIdOf(request);
    await settleDue(db, userId);
    return getLoan(db, userId, (request.params as { id: number }).id);
  };
  const prolongable = async (request: FastifyRequest) => {
    const loan = await own(request);
    if (!canProlong(loan)) throw new ApiError(400, 'PROLONGATION_UNAVAILABLE', 'Этот заём нельзя продлить');
    return loan;
  };
  return {
    'GET /api/Loans/{id}/ProlongedSettings': async (request) => ({
      Available: canProlong(await own(request)),
      MinDays: PROLONGATION.MinDays,
      MaxDays: PROLONGATION.MaxDays,
      DaysStep: PROLONGATION.DaysStep,
    }),
    'GET /api/Loans/{id}/ProlongedInfo': async (request) => {
      const loan = await prolongable(request);
      const days = (request.query as { days?: number }).days ?? PROLONGATION.DefaultDays;
      assertDays(days);
      return { Days: days, Fee: interestFor(loan.amount, days, loan.rate_permille_per_day), NewDueDate: addDays(loan.due_date!, days) };
    },
    'POST /api/Loans/{id}/ApproveProlongedAgreementByPhone': async (request) => {
      const loan = await prolongable(request);
      const { Days } = request.body as { Days: number };
      assertDays(Days);
      const user = await getUser(db, loan.user_id);
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, {
        purpose: 'prolong',
        channel: 'sms',
        target: user.phone,
        userId: user.id,
        payload: { loanId: loan.id, days: Days },
      });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Loans/{id}/ConfirmProlongedAgreementByPhone': async (request) => {
      const loan = await prolongable(request);
      const { payload } = await confirmCode(db, { purpose: 'prolong', userId: loan.user_id, code: (request.body as { Code: string }).Code });
      if (payload.loanId !== loan.id) throw new ApiError(400, 'CODE_EXPIRED', 'Код выдан для другого займа. Запросите новый код');
      const days = Number(payload.days);
      const fee = interestFor(loan.amount, days, loan.rate_permille_per_day);
      const newDue = addDays(loan.due_date!, days);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('loan').set({ due_date: newDue, term_days: loan.term_days + days }).where('id', '=', loan.id).execute();
        await trx
          .updateTable('loan_expense')
          .set((eb) => ({ amount: eb('amount', '+', fee) }))
          .where('loan_id', '=', loan.id)
          .where('expense_type', '=', 2)
          .execute();
        await trx
          .updateTable('loan_schedule')
          .set((eb) => ({ date: newDue, interest: eb('interest', '+', fee), amount: eb('amount', '+', fee) }))
          .where('loan_id', '=', loan.id)
          .where('paid', '=', 0)
          .execute();
      });
      return { Success: true };
    },
  };
}

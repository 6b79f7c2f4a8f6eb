// Prolongation of an active loan: the client picks a term, reads the additional agreement, signs
// it with an SMS code (the accounts code service: 5 minutes, 3 tries, a new code after 60 s), and
// the due date moves at once; interest for the added days joins the interest to pay (see
// docs/decisions.md). Another client's loan is 404.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, getUser, sendCode } from '../accounts';
import { maskPhone } from '../accounts';
import { userIdOf } from '../accounts';
import { recordSignedAgreement } from '../agreements';
import { prolongationAgreementHtml, prolongationAgreementName } from './prolong-agreement';
import { expensesOf, getLoan, interestFor, nowIso, type LoanRow } from './service';
import { LOAN_STATUS } from './statuses';
import type { ModuleContext } from '../types';

export const PROLONGATION = { MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 } as const;
/** Interest, penalties and fees of a consumer loan up to a year stay within 130 % of the amount (353-FZ, art. 5 part 24). */
export const CHARGES_CAP_PERCENT = 130;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The longest prolongation the legal cap leaves room for (0 when none). */
async function maxDaysOf(db: AppDb, loan: LoanRow): Promise<number> {
  const charges = ((await expensesOf(db, [loan.id])).get(loan.id) ?? []).filter((e) => e.ExpenseType !== 1).reduce((sum, e) => sum + e.ExpenseAmount, 0);
  const room = Math.floor((loan.amount * CHARGES_CAP_PERCENT) / 100) - charges;
  const perDay = interestFor(loan.amount, 1, loan.rate_permille_per_day);
  return Math.max(0, Math.min(PROLONGATION.MaxDays, Math.floor(room / Math.max(perDay, 1))));
}

async function settingsOf(db: AppDb, loan: LoanRow) {
  const active = loan.status === LOAN_STATUS.ACTIVE && loan.due_date !== null;
  const maxDays = active ? await maxDaysOf(db, loan) : 0;
  return {
    Available: active && maxDays >= PROLONGATION.MinDays,
    MinDays: PROLONGATION.MinDays,
    MaxDays: Math.max(maxDays, PROLONGATION.MinDays),
    DaysStep: PROLONGATION.DaysStep,
    DefaultDays: Math.min(PROLONGATION.DefaultDays, Math.max(maxDays, PROLONGATION.MinDays)),
  };
}

const termsOf = (loan: LoanRow, days: number) => ({ days, fee: interestFor(loan.amount, days, loan.rate_permille_per_day), newDueDate: addDays(loan.due_date!, days) });

export function prolongHandlers(db: AppDb, settle: ModuleContext['settleClient']): HandlerMap {
  const own = async (request: FastifyRequest) => {
    const userId = userIdOf(request);
    await settle(userId);
    return getLoan(db, userId, (request.params as { id: number }).id);
  };
  /** The client's loan, prolongable for `days`. */
  const prolongable = async (request: FastifyRequest, days: number) => {
    const loan = await own(request);
    const settings = await settingsOf(db, loan);
    if (!settings.Available) throw new ApiError(400, 'PROLONGATION_UNAVAILABLE', 'Этот заём нельзя продлить');
    if (days < settings.MinDays || days > settings.MaxDays) {
      throw new ApiError(400, 'DAYS_OUT_OF_RANGE', `Продлить можно на срок от ${settings.MinDays} до ${settings.MaxDays} дней`);
    }
    return loan;
  };
  return {
    'GET /api/Loans/{id}/ProlongedSettings': async (request) => settingsOf(db, await own(request)),
    'GET /api/Loans/{id}/ProlongedInfo': async (request) => {
      const loan = await own(request);
      const days = (request.query as { days?: number }).days ?? (await settingsOf(db, loan)).DefaultDays;
      await prolongable(request, days);
      const terms = termsOf(loan, days);
      const user = await getUser(db, loan.user_id);
      return {
        Days: days,
        Fee: terms.fee,
        NewDueDate: terms.newDueDate,
        Agreement: { Id: loan.id, Name: prolongationAgreementName(loan), Content: prolongationAgreementHtml(loan, user, terms), PdfUrl: null },
      };
    },
    'POST /api/Loans/{id}/ApproveProlongedAgreementByPhone': async (request) => {
      const { Days } = request.body as { Days: number };
      const loan = await prolongable(request, Days);
      const user = await getUser(db, loan.user_id);
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, {
        purpose: 'prolong',
        channel: 'sms',
        target: user.phone,
        userId: user.id,
        // The code signs this term of this loan from this due date, and nothing else.
        payload: { loanId: loan.id, days: Days, dueDate: loan.due_date },
      });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Loans/{id}/ConfirmProlongedAgreementByPhone': async (request) => {
      const loan = await own(request);
      const { payload, target } = await confirmCode(db, { purpose: 'prolong', userId: loan.user_id, code: (request.body as { Code: string }).Code });
      if (payload.loanId !== loan.id) throw new ApiError(400, 'CODE_EXPIRED', 'Код выдан для другого займа. Запросите новый код');
      if (payload.dueDate !== loan.due_date) throw new ApiError(400, 'CODE_EXPIRED', 'Условия займа изменились. Запросите новый код');
      await prolongable(request, Number(payload.days));
      const terms = termsOf(loan, Number(payload.days));
      const user = await getUser(db, loan.user_id);
      await db.transaction().execute(async (trx) => {
        // Guarded by the due date the code was issued for: a second confirmation changes nothing.
        const moved = await trx
          .updateTable('loan')
          .set({ due_date: terms.newDueDate, term_days: loan.term_days + terms.days })
          .where('id', '=', loan.id)
          .where('due_date', '=', loan.due_date)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(400, 'CODE_EXPIRED', 'Условия займа изменились. Запросите новый код');
        await trx
          .updateTable('loan_expense')
          .set((eb) => ({ amount: eb('amount', '+', terms.fee) }))
          .where('loan_id', '=', loan.id)
          .where('expense_type', '=', 2)
          .execute();
        await trx
          .updateTable('loan_schedule')
          .set((eb) => ({ date: terms.newDueDate, interest: eb('interest', '+', terms.fee), amount: eb('amount', '+', terms.fee) }))
          .where('loan_id', '=', loan.id)
          .where('paid', '=', 0)
          .execute();
        const agreementId = await recordSignedAgreement(trx, {
          userId: loan.user_id,
          loanId: loan.id,
          kind: 'prolongation',
          name: prolongationAgreementName(loan),
          content: prolongationAgreementHtml(loan, user, terms),
          signedTo: maskPhone(target),
        });
        await trx
          .insertInto('loan_prolongation')
          .values({ loan_id: loan.id, days: terms.days, fee: terms.fee, previous_due_date: loan.due_date!, new_due_date: terms.newDueDate, signed_at: nowIso(), agreement_id: agreementId })
          .execute();
      });
      return { Success: true };
    },
  };
}

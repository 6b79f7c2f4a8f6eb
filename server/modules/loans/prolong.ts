// Prolongation of an active loan: the client picks a term, reads the additional agreement, signs
// it with an SMS code (the accounts code service: 5 minutes, 3 tries, a new code after 60 s), and
// the due date moves at once (the tariff: src/domain/tariff.ts, at most `maxCount` times a loan).
// Its price is the interest owed by the new due date — accrued and unpaid so far, the rest of the
// term and the added days, as the accrual engine accrues it while nothing else is paid: paid with
// purpose Prolongation it settles that interest only, so at the new due date only the principal is
// owed. The agreement is a document of its own, the signed contract stays as it was. Another
// client's loan is 404.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, getUser, sendCode } from '../accounts';
import { maskPhone } from '../accounts';
import { userIdOf } from '../accounts';
import { getAgreement, markSigned, recordSignedAgreement, signatureText, waitingTerms } from '../agreements';
import { rub } from './agreement';
import { documentPdf } from './contract-pdf';
import { PROLONGATION_AGREEMENT_TEXT, prolongationAgreementHtml, prolongationAgreementName, prolongationAgreementRows } from './prolong-agreement';
import { addDaysIso } from '@/domain/loan-calculator';
import { LEDGER_TARIFF } from '@/domain/tariff';
import { accrue, dailyInterest } from './accrual';
import { applyPayment, historyOf, ledgerOf, prolongationRateOf, today } from './ledger';
import { getLoan, nowIso, type LoanRow } from './service';
import { LOAN_STATUS } from './statuses';
import type { ModuleContext } from '../types';

const RULES = LEDGER_TARIFF.prolongation;
export const PROLONGATION = { MinDays: RULES.minDays, MaxDays: RULES.maxDays, DaysStep: RULES.stepDays, DefaultDays: RULES.defaultDays, MaxCount: RULES.maxCount } as const;

const prolongationsOf = async (db: AppDb, loanId: number) =>
  Number((await db.selectFrom('loan_prolongation').select((eb) => eb.fn.countAll<number>().as('n')).where('loan_id', '=', loanId).executeTakeFirstOrThrow()).n);

/**
 * The interest still to pay by `dueDate` (net of interest paid ahead), with a prolongation to it
 * signed today when `dueDate` is past the loan's due date: what the engine accrues while nothing
 * else is paid.
 */
async function interestOwedBy(db: AppDb, loan: LoanRow, dueDate: string): Promise<number> {
  const history = await historyOf(db, loan);
  if (!history || !loan.due_date) return 0;
  const prolonged = dueDate > loan.due_date ? [...history.prolongations, { signedDate: today(), fromDue: loan.due_date, toDue: dueDate, ratePermille: prolongationRateOf(loan) }] : history.prolongations;
  const { debt } = accrue({ ...history, prolongations: prolonged }, dueDate);
  return Math.max(0, debt.interest - debt.interestAhead);
}

/** PaymentUrl's check of a prolongation's payment: a signed prolongation, at most the interest owed by the due date. */
export async function checkProlongationAmount(db: AppDb, loanId: number, amount: number): Promise<void> {
  const loan = await db.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  const owed = loan.status === LOAN_STATUS.ACTIVE && loan.due_date && (await prolongationsOf(db, loanId)) > 0 ? await interestOwedBy(db, loan, loan.due_date) : 0;
  if (owed === 0) throw new ApiError(400, 'PURPOSE_UNAVAILABLE', 'Проценты за продление уже оплачены');
  if (amount > owed) throw new ApiError(400, 'AMOUNT_TOO_LARGE', `За продление можно внести не больше ${rub(owed)}`);
}

/** A prolongation's payment succeeded: the interest owed by the due date is settled, anything beyond it as a repayment. */
export async function settleProlongationPayment(trx: AppDb, payment: { id: number; loan_id: number; amount: number }, at: string): Promise<{ overpaid: number }> {
  const loan = await trx.selectFrom('loan').selectAll().where('id', '=', payment.loan_id).executeTakeFirstOrThrow();
  const interest = loan.status === LOAN_STATUS.ACTIVE && loan.due_date ? Math.min(payment.amount, await interestOwedBy(trx, loan, loan.due_date)) : 0;
  const description = `Оплата продления № ${payment.id}`;
  const first = interest > 0 ? await applyPayment(trx, payment.loan_id, interest, at, description, 'Prolongation') : null;
  const rest = payment.amount - interest;
  const second = rest > 0 ? await applyPayment(trx, payment.loan_id, rest, at, description) : null;
  return { overpaid: (first?.overpaid ?? 0) + (second?.overpaid ?? 0) };
}

/**
 * What a day of prolongation costs today (interest on the principal outstanding) and how many
 * such days the 130 % cap leaves room for, counting everything charged and still to accrue up to
 * the current due date (353-FZ art. 5 part 24: charges ever made, paid or not).
 */
async function priceOf(db: AppDb, loan: LoanRow): Promise<{ perDay: number; maxDays: number }> {
  const atDue = loan.due_date ? await ledgerOf(db, loan, loan.due_date) : null;
  if (!atDue) return { perDay: 0, maxDays: 0 };
  const perDay = dailyInterest(atDue.accrual.debt.principal, prolongationRateOf(loan));
  const room = atDue.accrual.chargesCap - atDue.accrual.charged;
  return { perDay, maxDays: Math.max(0, Math.min(PROLONGATION.MaxDays, Math.floor(room / Math.max(perDay, 1)))) };
}

async function settingsOf(db: AppDb, loan: LoanRow) {
  const active = loan.status === LOAN_STATUS.ACTIVE && loan.due_date !== null;
  const { maxDays } = active ? await priceOf(db, loan) : { maxDays: 0 };
  const countLeft = active && (await prolongationsOf(db, loan.id)) < PROLONGATION.MaxCount;
  return {
    Available: countLeft && maxDays >= PROLONGATION.MinDays,
    MinDays: PROLONGATION.MinDays,
    MaxDays: Math.max(maxDays, PROLONGATION.MinDays),
    DaysStep: PROLONGATION.DaysStep,
    DefaultDays: Math.min(PROLONGATION.DefaultDays, Math.max(maxDays, PROLONGATION.MinDays)),
  };
}

const termsOf = async (db: AppDb, loan: LoanRow, days: number) => {
  const newDueDate = addDaysIso(loan.due_date!, days);
  return { days, daysInterest: (await priceOf(db, loan)).perDay * days, fee: await interestOwedBy(db, loan, newDueDate), previousDueDate: loan.due_date!, newDueDate };
};

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
    // The signed additional agreement as a PDF: the terms it was signed with, its signature line.
    'GET /api/Loans/{id}/ProlongationAgreement/{agreementId}': async (request, reply) => {
      const loan = await own(request);
      const agreementId = (request.params as { agreementId: number }).agreementId;
      const row = await db.selectFrom('loan_prolongation').selectAll().where('loan_id', '=', loan.id).where('agreement_id', '=', agreementId).executeTakeFirst();
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'Документ не найден');
      const agreement = await getAgreement(db, loan.user_id, agreementId);
      const terms = { days: row.days, fee: row.fee, previousDueDate: row.previous_due_date, newDueDate: row.new_due_date };
      const pdf = await documentPdf({
        title: prolongationAgreementName(loan),
        subtitle: 'Условия продления',
        rows: prolongationAgreementRows(loan, await getUser(db, loan.user_id), terms),
        paragraphs: PROLONGATION_AGREEMENT_TEXT,
        footer: (agreement.row && signatureText(agreement.row)) ?? '',
        created: new Date(row.signed_at),
      });
      return reply.type('application/pdf').header('content-disposition', `inline; filename="prolongation-${agreementId}.pdf"`).send(pdf);
    },
    'GET /api/Loans/{id}/ProlongedSettings': async (request) => settingsOf(db, await own(request)),
    'GET /api/Loans/{id}/ProlongedInfo': async (request) => {
      const loan = await own(request);
      const days = (request.query as { days?: number }).days ?? (await settingsOf(db, loan)).DefaultDays;
      await prolongable(request, days);
      const terms = await termsOf(db, loan, days);
      const user = await getUser(db, loan.user_id);
      const alsoSigns = await waitingTerms(db, loan.user_id);
      return {
        Days: days,
        Fee: terms.fee,
        NewDueDate: terms.newDueDate,
        Agreement: { Id: loan.id, Name: prolongationAgreementName(loan), Content: prolongationAgreementHtml(loan, user, terms, alsoSigns), PdfUrl: null },
      };
    },
    'POST /api/Loans/{id}/ApproveProlongedAgreementByPhone': async (request) => {
      const { Days } = request.body as { Days: number };
      const loan = await prolongable(request, Days);
      const user = await getUser(db, loan.user_id);
      // The new general conditions waiting now are named in the agreement the client reads: the code
      // signs them too (they govern prolongations), and only them — not an edition offered later.
      const alsoSigns = await waitingTerms(db, loan.user_id);
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, {
        purpose: 'prolong',
        channel: 'sms',
        target: user.phone,
        userId: user.id,
        // The code signs this term of this loan from this due date, and nothing else.
        payload: { loanId: loan.id, days: Days, dueDate: loan.due_date, termsIds: alsoSigns.map((a) => a.id) },
      });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Loans/{id}/ConfirmProlongedAgreementByPhone': async (request) => {
      const loan = await own(request);
      const { payload, target } = await confirmCode(db, { purpose: 'prolong', userId: loan.user_id, code: (request.body as { Code: string }).Code });
      if (payload.loanId !== loan.id) throw new ApiError(400, 'CODE_EXPIRED', 'Код выдан для другого займа. Запросите новый код');
      if (payload.dueDate !== loan.due_date) throw new ApiError(400, 'CODE_EXPIRED', 'Условия займа изменились. Запросите новый код');
      await prolongable(request, Number(payload.days));
      const terms = await termsOf(db, loan, Number(payload.days));
      const user = await getUser(db, loan.user_id);
      const termsIds = Array.isArray(payload.termsIds) ? payload.termsIds.map(Number) : [];
      const alsoSigns = (await waitingTerms(db, loan.user_id)).filter((a) => termsIds.includes(a.id));
      await db.transaction().execute(async (trx) => {
        // Guarded by the due date the code was issued for: a second confirmation changes nothing.
        // Only the due date moves: the contract keeps its term, the days added are this agreement's.
        const moved = await trx.updateTable('loan').set({ due_date: terms.newDueDate }).where('id', '=', loan.id).where('due_date', '=', loan.due_date).executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(400, 'CODE_EXPIRED', 'Условия займа изменились. Запросите новый код');
        const agreementId = await recordSignedAgreement(trx, {
          userId: loan.user_id,
          loanId: loan.id,
          kind: 'prolongation',
          name: prolongationAgreementName(loan),
          content: prolongationAgreementHtml(loan, user, terms, alsoSigns),
          signedTo: maskPhone(target),
        });
        // Signed meanwhile on the agreements page: then it stays as it was signed there.
        for (const waiting of alsoSigns) await markSigned(trx, loan.user_id, [waiting.id], maskPhone(target));
        await trx
          .insertInto('loan_prolongation')
          .values({ loan_id: loan.id, days: terms.days, fee: terms.fee, previous_due_date: loan.due_date!, new_due_date: terms.newDueDate, signed_at: nowIso(), agreement_id: agreementId })
          .execute();
      });
      return { Success: true };
    },
  };
}

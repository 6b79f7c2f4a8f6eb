// Loan records: offers (after approval), issuing (after the signature), refusals, and the reads of the cabinet.
// Another client's loan is "not found", never shown.
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, nowIso } from '../../clock';
import { addDaysIso } from '@/domain/loan-calculator';
import type { ContractFee } from './accrual';
import { moscowDateOf, today } from './ledger';
import { priceFor } from './pricing';
import { LOAN_STATUS } from './statuses';
import type { LoansTables } from './tables';

export type LoanRow = Selectable<LoansTables['loan']>;

export const DEFAULT_RATE_PERMILLE_PER_DAY = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfferLoanInput {
  userId: number;
  amount: number;
  termDays: number;
  cardId?: number | null;
  scoringRequestId?: number | null;
  /** Priced as a first loan (the 0 % promotion may apply). */
  firstLoan: boolean;
  /** Fees the contract names (demo data: the reference lender's own offers carry none). */
  fees?: ContractFee[];
}

export interface IssueLoanInput extends Omit<OfferLoanInput, 'firstLoan'> {
  firstLoan?: boolean;
  issuedDaysAgo?: number;
}

/**
 * Scoring approved: the offer waits for the client's signature (State 3), priced now by the one
 * pricing rule; its interest for the term and its fees are fixed here, so the loan that is issued
 * is the offer.
 */
export async function offerLoan(db: AppDb, input: OfferLoanInput, at: Date = clock.now()): Promise<number> {
  const price = priceFor(input.amount, input.termDays, input.firstLoan, (input.fees ?? []).reduce((s, f) => s + f.amount, 0));
  const { id } = await db
    .insertInto('loan')
    .values({
      user_id: input.userId,
      status: LOAN_STATUS.OFFERED,
      amount: input.amount,
      term_days: input.termDays,
      rate_permille_per_day: Math.round(price.dailyRatePercent * 10),
      card_id: input.cardId ?? null,
      scoring_request_id: input.scoringRequestId ?? null,
      created_at: at.toISOString(),
      issued_at: null,
      due_date: null,
      closed_at: null,
      interest: price.interestKopecks,
      psk_thousandths: price.pskThousandths,
      promo: price.promoApplied ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.fees?.length) await db.insertInto('loan_fee').values(input.fees.map((f) => ({ loan_id: id, expense_type: f.type, amount: f.amount, name: f.name, service: f.service ? 1 : 0 }))).execute();
  return id;
}

/**
 * The signed offer is paid out: State 4, due `term` days after today's Moscow date. Only an offer
 * still waiting turns active, so a second acceptance issues nothing.
 */
export async function activateLoan(db: AppDb, loanId: number, issued: Date = clock.now()): Promise<boolean> {
  const loan = await db.selectFrom('loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
  const due = addDaysIso(moscowDateOf(issued), loan.term_days);
  const updated = await db
    .updateTable('loan')
    .set({ status: LOAN_STATUS.ACTIVE, issued_at: issued.toISOString(), due_date: due })
    .where('id', '=', loanId)
    .where('status', '=', LOAN_STATUS.OFFERED)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** A loan issued at once (demo data only: real applications go through offerLoan and the signature). */
export async function issueLoan(db: AppDb, input: IssueLoanInput): Promise<number> {
  const issued = new Date(clock.now().getTime() - (input.issuedDaysAgo ?? 0) * DAY_MS);
  const id = await offerLoan(db, { ...input, firstLoan: input.firstLoan ?? false }, issued);
  await activateLoan(db, id, issued);
  return id;
}

/** An application that was never priced: refused (State 2) or held under review (State 1). */
export async function recordUnpricedApplication(
  db: AppDb,
  input: { userId: number; status: number; amount: number; termDays: number; scoringRequestId?: number | null; daysAgo?: number },
): Promise<number> {
  const at = new Date(clock.now().getTime() - (input.daysAgo ?? 0) * DAY_MS).toISOString();
  const { id } = await db
    .insertInto('loan')
    .values({
      user_id: input.userId,
      status: input.status,
      amount: input.amount,
      term_days: input.termDays,
      rate_permille_per_day: DEFAULT_RATE_PERMILLE_PER_DAY,
      card_id: null,
      scoring_request_id: input.scoringRequestId ?? null,
      created_at: at,
      issued_at: null,
      due_date: null,
      closed_at: input.status === LOAN_STATUS.REFUSED ? at : null,
      interest: null,
      psk_thousandths: null,
      promo: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A refused application is kept as a loan in State 2 (requirements §2.5 rule 5 reads the last loan). */
export const recordRefusal = (db: AppDb, input: { userId: number; amount: number; termDays: number; scoringRequestId?: number | null; daysAgo?: number }) =>
  recordUnpricedApplication(db, { ...input, status: LOAN_STATUS.REFUSED });

/** Active loans past their due date (a Moscow date) turn to Status 5 (expired) when read. */
async function refreshOverdue(db: AppDb, userId: number): Promise<void> {
  await db
    .updateTable('loan')
    .set({ status: LOAN_STATUS.EXPIRED })
    .where('user_id', '=', userId)
    .where('status', '=', LOAN_STATUS.ACTIVE)
    .where('due_date', '<', today())
    .execute();
}

export async function listLoans(db: AppDb, userId: number, actualOnly = false): Promise<LoanRow[]> {
  await refreshOverdue(db, userId);
  let query = db.selectFrom('loan').selectAll().where('user_id', '=', userId);
  if (actualOnly) query = query.where('status', 'in', [LOAN_STATUS.UNDER_REVIEW, LOAN_STATUS.OFFERED, LOAN_STATUS.ACTIVE, LOAN_STATUS.EXPIRED]);
  return query.orderBy('id', 'asc').execute();
}

export async function getLoan(db: AppDb, userId: number, id: number): Promise<LoanRow> {
  await refreshOverdue(db, userId);
  const loan = await db.selectFrom('loan').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!loan) throw new ApiError(404, 'NOT_FOUND', 'Заём не найден');
  return loan;
}

export async function paymentsOf(db: AppDb, loanIds: number[]) {
  const map = new Map<number, { Id: number; PaidAt: string; Amount: number; Reversed: number }[]>();
  if (loanIds.length === 0) return map;
  // The client's payments (the lender's write-offs show in the day-by-day history).
  const rows = await db.selectFrom('loan_payment').selectAll().where('loan_id', 'in', loanIds).where('kind', '=', 'payment').orderBy('paid_at').orderBy('id').execute();
  for (const r of rows) {
    const list = map.get(r.loan_id) ?? [];
    list.push({ Id: r.id, PaidAt: r.paid_at, Amount: r.amount, Reversed: r.reversed });
    map.set(r.loan_id, list);
  }
  return map;
}

export const nowDate = today;
export { nowIso };

/** A loan the client still owes on (active or overdue): some personal data cannot change meanwhile. */
export async function hasActiveLoan(db: AppDb, userId: number): Promise<boolean> {
  const row = await db.selectFrom('loan').select('id').where('user_id', '=', userId).where('status', 'in', [LOAN_STATUS.ACTIVE, LOAN_STATUS.EXPIRED]).executeTakeFirst();
  return row !== undefined;
}

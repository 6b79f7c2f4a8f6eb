// The sandbox scoring: a request is decided SCORING_DELAY after it is made, by a fixed rule
// that testers steer from the calculator:
//   - refused when the amount is above 20 000 ₽ (2 000 000 kopecks), or the client is blocked
//     (Extremist, IsFreezed or IsReject);
//   - approved otherwise: the loan becomes an offer waiting for the client's signature (State 3,
//     priced by the one pricing rule); the money leaves only when the client signs it with the
//     SMS code (loans/signing.ts), to the chosen (or default) card.
// A refusal is kept as a loan in State 2. Decisions are settled whenever the client's requests
// or loans are read, so the outcome does not depend on a timer surviving a restart.
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { realProviders } from '../../providers';
import { ApiError } from '../../errors';
import { clock, nowIso } from '../../clock';
import { defaultCardId } from '../cards';
import { CALCULATOR_SETTINGS } from '../loans';
import { isFirstLoan } from '../loans';
import { offerLoan, recordRefusal } from '../loans';
import { LOAN_STATUS } from '../loans';
import type { ScoringTables } from './tables';

export const scoringSettings = {
  /** Tests shorten this; the sandbox answers after 3 s. */
  delayMs: 3000,
  /** Largest amount the sandbox approves, kopecks. */
  maxApprovedAmount: 2_000_000,
};

export type ScoringRow = Selectable<ScoringTables['scoring_request']>;

export const scoringAnswer = (r: ScoringRow) => ({
  Id: r.id,
  Status: r.status,
  CreatedAt: r.created_at,
  Amount: r.amount,
  Term: r.term_days,
  ApprovedAmount: r.status === 'approved' ? r.amount : null,
  LoanId: r.loan_id,
});

/** The scoring service decides outside the sandbox; the sandbox rule is the README's. */
async function approves(request: ScoringRow): Promise<boolean> {
  const real = realProviders();
  if (!real) return request.amount <= scoringSettings.maxApprovedAmount;
  return (await real.score({ userId: request.user_id, amount: request.amount, termDays: request.term_days })).approved;
}

async function decide(db: AppDb, request: ScoringRow): Promise<void> {
  const user = await db.selectFrom('user_account').select(['extremist', 'is_freezed', 'is_reject']).where('id', '=', request.user_id).executeTakeFirstOrThrow();
  const blocked = user.extremist === 1 || user.is_freezed === 1 || user.is_reject === 1;
  const approved = !blocked && (await approves(request));
  await db.transaction().execute(async (trx) => {
    // Only the first settler of a pending request decides it.
    const claimed = await trx
      .updateTable('scoring_request')
      .set({ status: approved ? 'approved' : 'rejected', decided_at: nowIso() })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    const loanId = approved
      ? await offerLoan(trx, {
          userId: request.user_id,
          amount: request.amount,
          termDays: request.term_days,
          cardId: request.card_id ?? (await defaultCardId(trx, request.user_id)),
          scoringRequestId: request.id,
          firstLoan: await isFirstLoan(trx, request.user_id),
        })
      : await recordRefusal(trx, { userId: request.user_id, amount: request.amount, termDays: request.term_days, scoringRequestId: request.id });
    await trx.updateTable('scoring_request').set({ loan_id: loanId }).where('id', '=', request.id).execute();
  });
}

/** Decides every request of the client whose time has come. */
export async function settleDue(db: AppDb, userId: number): Promise<void> {
  const due = await db
    .selectFrom('scoring_request')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('decide_at', '<=', nowIso())
    .execute();
  for (const request of due) await decide(db, request);
}

export async function latestRequest(db: AppDb, userId: number): Promise<ScoringRow | undefined> {
  await settleDue(db, userId);
  return db
    .selectFrom('scoring_request')
    .selectAll()
    .where('user_id', '=', userId)
    .where('reset', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function getRequest(db: AppDb, userId: number, id: number): Promise<ScoringRow> {
  await settleDue(db, userId);
  const row = await db.selectFrom('scoring_request').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Заявка не найдена');
  return row;
}

export async function requestScoring(
  db: AppDb,
  userId: number,
  choice: { Amount: number; Term: number; CardId?: number | null },
  delayMs: number = scoringSettings.delayMs,
): Promise<ScoringRow> {
  const latest = await latestRequest(db, userId);
  if (latest?.status === 'pending') return latest;
  const open = await db
    .selectFrom('loan')
    .select('status')
    .where('user_id', '=', userId)
    .where('status', 'in', [LOAN_STATUS.OFFERED, LOAN_STATUS.ACTIVE, LOAN_STATUS.EXPIRED])
    .executeTakeFirst();
  if (open?.status === LOAN_STATUS.OFFERED) {
    throw new ApiError(400, 'OFFER_WAITING', 'Заявка уже одобрена: подпишите договор или откажитесь от займа в личном кабинете');
  }
  if (open) throw new ApiError(400, 'ACTIVE_LOAN_EXISTS', 'Сначала погасите действующий заём');
  const limits = CALCULATOR_SETTINGS;
  if (choice.Amount < limits.MinAmount || choice.Amount > limits.MaxAmount) {
    const rub = (k: number) => `${(k / 100).toLocaleString('ru-RU')}\u00a0₽`;
    throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', `Сумма займа должна быть от ${rub(limits.MinAmount)} до ${rub(limits.MaxAmount)}`);
  }
  if (choice.Term < limits.MinTerm || choice.Term > limits.MaxTerm) {
    throw new ApiError(400, 'TERM_OUT_OF_RANGE', `Срок займа должен быть от ${limits.MinTerm} до ${limits.MaxTerm} дней`);
  }
  const created = clock.now();
  const { id } = await db
    .insertInto('scoring_request')
    .values({
      user_id: userId,
      amount: choice.Amount,
      term_days: choice.Term,
      card_id: choice.CardId ?? null,
      status: 'pending',
      reset: 0,
      created_at: created.toISOString(),
      decide_at: new Date(created.getTime() + delayMs).toISOString(),
      decided_at: null,
      loan_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Registration is finished once the application goes to scoring (requirements §2.5 rule 1 then lets the client in).
  await db.updateTable('user_account').set({ is_registration_finished: 1 }).where('id', '=', userId).execute();
  return getRequest(db, userId, id);
}

export async function resetRequest(db: AppDb, userId: number, id: number): Promise<void> {
  const row = await getRequest(db, userId, id);
  if (row.status === 'pending') throw new ApiError(400, 'SCORING_PENDING', 'Заявка ещё рассматривается');
  await db.updateTable('scoring_request').set({ reset: 1 }).where('id', '=', id).execute();
}

/** Applications waiting for their scoring answer: how many, and the oldest one's wait in seconds (metrics). */
export async function scoringBacklog(db: AppDb, now: Date): Promise<{ count: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('scoring_request')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .where('reset', '=', 0)
    .executeTakeFirstOrThrow();
  const oldestSeconds = row.oldest ? Math.max(0, (now.getTime() - Date.parse(row.oldest)) / 1000) : 0;
  return { count: Number(row.count), oldestSeconds };
}

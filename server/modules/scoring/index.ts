// Scoring requests of the client and the card choices that go with them.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { getUser, registrationData, saveStep } from '../accounts';
import { userIdOf } from '../accounts';
import { getCard } from '../cards';
import { getLoan } from '../loans';
import { LOAN_STATUS } from '../loans';
import type { ServerModule } from '../types';
import { selectCardForUnderRequest } from '../under-request';
import { getRequest, latestRequest, requestScoring, resetRequest, scoringAnswer, settleDue, type ScoringRow } from './service';
import { scoringMigrations } from './tables';

export type { ScoringTables } from './tables';
export { scoringSettings } from './service';
// What other modules use of this one.
export { getRequest, latestRequest, scoringBacklog } from './service';

const LOAN_REQUEST_STATUS = { pending: 'scoring', approved: 'approved', rejected: 'rejected' } as const;
/** Loan statuses after the client signed the offer. */
const SIGNED = new Set<number>([LOAN_STATUS.ACTIVE, LOAN_STATUS.EXPIRED, LOAN_STATUS.CLOSED]);
/** Loan statuses whose payout card the client may still choose (SelectCard). */
const UNSIGNED = new Set<number>([LOAN_STATUS.UNDER_REVIEW, LOAN_STATUS.OFFERED]);

/** An approved request is 'approved' while its offer waits for the signature, 'issued' once signed. */
const loanRequestAnswer = async (db: AppDb, r: ScoringRow) => {
  const loan = r.loan_id === null ? undefined : await getLoan(db, r.user_id, r.loan_id);
  return {
    Id: r.id,
    Amount: r.amount,
    Term: r.term_days,
    Status: r.status === 'approved' && loan && SIGNED.has(loan.status) ? 'issued' : LOAN_REQUEST_STATUS[r.status],
    CreatedAt: r.created_at,
  };
};

/** `delayMs`: the configured scoring delay (SCORING_DELAY_MS); undefined keeps the sandbox's 3 s. */
export function scoringHandlers(db: AppDb, delayMs?: number): HandlerMap {
  const DONE = { Success: true };
  return {
    'GET /api/Loans/CurrentScoringRequest': async (request) => {
      const latest = await latestRequest(db, userIdOf(request));
      return { Pending: latest?.status === 'pending', Request: latest ? scoringAnswer(latest) : null };
    },
    'POST /api/Loans/RequestScoringAnswer': async (request) =>
      scoringAnswer(await requestScoring(db, userIdOf(request), request.body as { Amount: number; Term: number }, delayMs)),
    'POST /api/Loans': async (request) =>
      scoringAnswer(await requestScoring(db, userIdOf(request), request.body as { Amount: number; Term: number; CardId?: number }, delayMs)),
    'GET /api/Loans/CheckScoringAnswer/{id}': async (request) =>
      scoringAnswer(await getRequest(db, userIdOf(request), (request.params as { id: number }).id)),
    'POST /api/Loans/ResetScoringAnswer/{id}': async (request) => {
      await resetRequest(db, userIdOf(request), (request.params as { id: number }).id);
      return DONE;
    },

    'POST /api/Loans/SelectCardForScoring': async (request) => {
      const { CardId, TargetId } = request.body as { CardId: number; TargetId?: number };
      const userId = userIdOf(request);
      await getCard(db, userId, CardId);
      const target = TargetId === undefined ? await latestRequest(db, userId) : await getRequest(db, userId, TargetId);
      if (!target) throw new ApiError(404, 'NOT_FOUND', 'Заявка не найдена');
      if (target.status !== 'pending') throw new ApiError(400, 'SCORING_DECIDED', 'По заявке уже принято решение');
      await db.updateTable('scoring_request').set({ card_id: CardId }).where('id', '=', target.id).execute();
      return DONE;
    },
    'POST /api/Loans/SelectCard': async (request) => {
      const { CardId, TargetId } = request.body as { CardId: number; TargetId?: number };
      const userId = userIdOf(request);
      await getCard(db, userId, CardId);
      if (TargetId === undefined) throw new ApiError(400, 'TARGET_REQUIRED', 'Укажите заём (TargetId)');
      const loan = await getLoan(db, userId, TargetId);
      // The card is part of what the client signed: after the signature it changes only with a new one.
      if (!UNSIGNED.has(loan.status)) throw new ApiError(400, 'LOAN_SIGNED', 'Договор уже подписан: карту выплаты изменить нельзя');
      // The status is checked again in the update: a signature landing in between wins.
      const changed = await db.updateTable('loan').set({ card_id: CardId }).where('id', '=', loan.id).where('status', 'in', [...UNSIGNED]).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new ApiError(400, 'LOAN_SIGNED', 'Договор уже подписан: карту выплаты изменить нельзя');
      return DONE;
    },
    'POST /api/Loans/SelectCardForCalculator': async (request) => {
      const { CardId, Amount, Term } = request.body as { CardId: number; Amount: number; Term: number };
      const userId = userIdOf(request);
      await getCard(db, userId, CardId);
      await saveStep(db, userId, 'CALCULATOR', { Amount, Term, CardId });
      return DONE;
    },
    // TargetId is the under-request item; without it, the client's newest open item.
    'POST /api/Loans/SelectCardForUnderRequest': async (request) => {
      const userId = userIdOf(request);
      const { CardId, TargetId } = request.body as { CardId: number; TargetId?: number };
      await getCard(db, userId, CardId);
      await selectCardForUnderRequest(db, userId, TargetId, CardId);
      return DONE;
    },

    'GET /client-api/LoanRequest': async (request) => {
      const latest = await latestRequest(db, userIdOf(request));
      if (!latest) throw new ApiError(404, 'NOT_FOUND', 'Заявки пока нет');
      return loanRequestAnswer(db, latest);
    },
    'POST /client-api/LoanRequest': async (request) => {
      const userId = userIdOf(request);
      const choice = request.body as { Amount: number; Term: number };
      const saved = registrationData(await getUser(db, userId)).CALCULATOR as { CardId?: number } | undefined;
      return loanRequestAnswer(db, await requestScoring(db, userId, { ...choice, CardId: saved?.CardId ?? null }, delayMs));
    },
  };
}

export const scoringModule: ServerModule = {
  name: 'scoring',
  migrations: scoringMigrations,
  handlers: ({ db, config }) => scoringHandlers(db, config.scoringDelayMs ?? undefined),
  settleClient: ({ db }, userId) => settleDue(db, userId),
};

// The payment a loan is waiting for (issue 27, "never stuck"): the payment screen and the
// dashboard ask for it, so a client who left the provider's page (Back, a closed tab, another
// device) sees it and can continue it or cancel it before paying again. A cancelled payment is
// declined here; the provider's page of it stops taking money (it serves pending payments only),
// and a success the provider reports after all is the reconciliation's to credit.
import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { clock, nowIso } from '../../clock';
import { userIdOf } from '../accounts';
import { getLoan } from '../loans';
import { ownPayment, paymentStatusAnswer, paymentUrlAnswer, type PaymentRow } from './service';

/** A provider's page lives 30 minutes; a payment pending longer is no longer the client's to continue. */
export const PENDING_LIFE_MS = 30 * 60 * 1000;
export const CANCELLED_REASON = 'Оплата отменена в личном кабинете';

/** Brings the payments up to date before they are read (the sandbox delivers its due notices). */
export type RefreshPayments = (app: FastifyInstance) => Promise<void>;

async function pendingOf(db: AppDb, userId: number, loanId: number): Promise<PaymentRow | undefined> {
  const since = new Date(clock.now().getTime() - PENDING_LIFE_MS).toISOString();
  return db
    .selectFrom('payment')
    .selectAll()
    .where('user_id', '=', userId)
    .where('loan_id', '=', loanId)
    .where('status', '=', 'pending')
    .where('created_at', '>', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const pendingAnswer = (p: PaymentRow) => {
  const { Url, QrUrl } = paymentUrlAnswer(p);
  return { Id: p.id, LoanId: p.loan_id, Amount: p.amount, Method: p.method, Provider: p.provider, Purpose: p.purpose, Url, QrUrl, CreatedAt: p.created_at };
};

export function pendingHandlers(db: AppDb, refresh: RefreshPayments): HandlerMap {
  return {
    'GET /api/Payment/Pending': async (request) => {
      const userId = userIdOf(request);
      // Another client's loan is "not found", never an empty answer.
      const loan = await getLoan(db, userId, (request.query as { loanId: number }).loanId);
      await refresh(request.server);
      const pending = await pendingOf(db, userId, loan.id);
      return { Payment: pending ? pendingAnswer(pending) : null };
    },
    'POST /api/Payment/Cancel/{id}': async (request) => {
      const userId = userIdOf(request);
      const { id } = request.params as { id: number };
      await ownPayment(db, userId, id);
      await refresh(request.server);
      // Only a pending payment changes: a decided one is answered as it is (a repeated cancel too).
      await db
        .updateTable('payment')
        .set({ status: 'declined', reason: CANCELLED_REASON, finished_at: nowIso() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .execute();
      return paymentStatusAnswer(await ownPayment(db, userId, id));
    },
  };
}

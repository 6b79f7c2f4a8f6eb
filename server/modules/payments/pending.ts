// The payment a loan is waiting for (issue 27, "never stuck"): the payment screen and the
// dashboard ask for it, so a client who left the provider's page (Back, a closed tab, another
// device) sees it and can continue it or cancel it (Payment/Cancel, reconcile.ts) before paying again.
import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';
import { userIdOf } from '../accounts';
import { getLoan } from '../loans';
import type { Acquiring } from './acquirers';
import { PAYMENT_PAGE_LIFE_MS } from './repayment';
import { paymentUrlAnswer, type PaymentRow } from './service';

/** A provider's page lives 30 minutes; a payment pending longer is no longer the client's to continue. */
export const PENDING_LIFE_MS = PAYMENT_PAGE_LIFE_MS;

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

const pendingAnswer = (p: PaymentRow, origin: string) => {
  const { Url, QrUrl } = paymentUrlAnswer(p, origin);
  return { Id: p.id, LoanId: p.loan_id, Amount: p.amount, Method: p.method, Provider: p.provider, Purpose: p.purpose, Url, QrUrl, CreatedAt: p.created_at };
};

export function pendingHandlers(db: AppDb, acquiring: Acquiring, refresh: RefreshPayments): HandlerMap {
  return {
    'GET /api/Payment/Pending': async (request) => {
      const userId = userIdOf(request);
      // Another client's loan is "not found", never an empty answer.
      const loan = await getLoan(db, userId, (request.query as { loanId: number }).loanId);
      await refresh(request.server);
      const pending = await pendingOf(db, userId, loan.id);
      return { Payment: pending ? pendingAnswer(pending, acquiring.siteUrl || `${request.protocol}://${request.headers.host ?? 'localhost'}`) : null };
    },
  };
}

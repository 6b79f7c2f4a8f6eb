// Reconciliation: payments nobody told us about are settled by asking their acquirer. A payment
// still pending past PENDING_LIMIT_MS is looked up (GetState): a decided state decides it the way
// a notice would; one the client never finished is asked about once more immediately before it is
// cancelled (a T-Bank Cancel of a payment confirmed meanwhile would refund it): paid by then, it is
// credited and never cancelled; otherwise it is marked failed and cancelled at the acquirer.
// Refunds that did not go through are asked again. One API node at a time does it — whoever
// holds the lease row in the database — and every step is idempotent (conditional updates, the
// acquirers' request ids), so two nodes, a crash or a repeat change nothing twice.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database';
import { clock, inMs, nowIso } from '../../clock';
import type { Acquiring } from './acquirers';
import { decide, REFUND_CLAIM_MS, refundExcess } from './gateway';
import { CANCELLED_BY_CLIENT } from './service';

/** How long a payment may stay pending before its acquirer is asked. */
export const PENDING_LIMIT_MS = 15 * 60 * 1000;
/** A payment the acquirer still shows unpaid this long after it began is given up (the page lives 30 min). */
export const ABANDONED_AFTER_MS = 40 * 60 * 1000;
export const LEASE_MS = 60_000;
export const RECONCILE_EVERY_MS = 60_000;
const BATCH = 50;
export const LEASE_NAME = 'payments-reconcile';

/** Takes (or renews) the lease; true when this holder has it until now + ttl. */
export async function takeLease(db: AppDb, name: string, holder: string, ttlMs: number): Promise<boolean> {
  await db.insertInto('job_lease').values({ name, holder: '', expires_at: new Date(0).toISOString() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const taken = await db
    .updateTable('job_lease')
    .set({ holder, expires_at: inMs(ttlMs) })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<', nowIso()), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export const releaseLease = (db: AppDb, name: string, holder: string) =>
  db.updateTable('job_lease').set({ expires_at: new Date(0).toISOString() }).where('name', '=', name).where('holder', '=', holder).execute();

export interface ReconcileReport {
  ran: boolean;
  asked: number;
  decided: number;
  abandoned: number;
  refunded: number;
}

/** `pendingAfterMs`: how long a payment waits for its notice before the acquirer is asked (shorter in a sandbox load test). */
export async function reconcile(db: AppDb, acquiring: Acquiring, log: FastifyBaseLogger, holder: string, pendingAfterMs = PENDING_LIMIT_MS): Promise<ReconcileReport> {
  const report: ReconcileReport = { ran: false, asked: 0, decided: 0, abandoned: 0, refunded: 0 };
  if (!(await takeLease(db, LEASE_NAME, holder, LEASE_MS))) return report;
  report.ran = true;
  try {
    const stale = await db.selectFrom('payment').selectAll().where('status', '=', 'pending').where('created_at', '<', inMs(-pendingAfterMs)).orderBy('id').limit(BATCH).execute();
    for (const payment of stale) {
      const age = clock.now().getTime() - Date.parse(payment.created_at);
      try {
        if (!payment.provider_payment_id) {
          // The acquirer never started it (it did not answer Init): nothing can be paid.
          if (age > ABANDONED_AFTER_MS && (await decide(db, payment.id, { state: 'failed', reason: 'Платёж не был начат: платёжный сервис не ответил', providerPaymentId: null, cardToken: null, cardLast4: null, acceptedAt: null })) !== 'unchanged') report.abandoned++;
          continue;
        }
        const acquirer = acquiring.of(payment.provider);
        report.asked++;
        let state = await acquirer.getState(payment.provider_payment_id);
        // Given up: asked again immediately before the cancel, so a payment made meanwhile is kept.
        if (state.state === 'pending' && age > ABANDONED_AFTER_MS) state = await acquirer.getState(payment.provider_payment_id);
        if (state.state !== 'pending') {
          if (state.amount !== payment.amount) {
            log.warn({ provider: payment.provider, paymentId: payment.id, reason: 'AMOUNT_MISMATCH' }, 'reconciliation: acquirer amount differs');
            continue;
          }
          const decision = await decide(db, payment.id, { state: state.state, reason: state.reason, providerPaymentId: payment.provider_payment_id, cardToken: null, cardLast4: null, acceptedAt: state.acceptedAt });
          if (decision !== 'unchanged') report.decided++;
        } else if (age > ABANDONED_AFTER_MS) {
          // Failed first, then cancelled at the acquirer so that it can no longer be paid; should it
          // be paid all the same (in the instant between), T-Bank refunds it on the cancel and its
          // REFUND notice takes the credit back: the ledger and the card agree either way.
          if ((await decide(db, payment.id, { state: 'failed', reason: 'Оплата не была завершена', providerPaymentId: null, cardToken: null, cardLast4: null, acceptedAt: null })) !== 'unchanged') report.abandoned++;
          await acquirer.cancelUnpaid(payment.provider_payment_id, payment.amount);
        }
      } catch (error) {
        log.warn({ provider: payment.provider, paymentId: payment.id, reason: (error as Error).name }, 'reconciliation: acquirer not reached');
      }
    }
    const owed = await db
      .selectFrom('payment')
      .select('id')
      .where('status', '=', 'succeeded')
      .where((eb) => eb('overpaid', '>', eb.ref('refunded')))
      .where((eb) => eb.or([eb('refund_requested_at', 'is', null), eb('refund_requested_at', '<', inMs(-REFUND_CLAIM_MS))]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of owed) if ((await refundExcess(db, (p) => acquiring.of(p), id, log)) > 0) report.refunded++;
  } finally {
    await releaseLease(db, LEASE_NAME, holder);
  }
  return report;
}

export { CANCELLED_BY_CLIENT };

/**
 * The client gives up a pending payment. The acquirer is asked first: money already taken settles
 * the payment instead (a T-Bank Cancel of a paid payment would refund it). Otherwise the payment is
 * declined, then cancelled at the acquirer so it can no longer be paid (were it paid all the same,
 * the late success is credited).
 */
export async function cancelByClient(db: AppDb, acquiring: Acquiring, paymentId: number, log: FastifyBaseLogger): Promise<void> {
  const payment = await db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const acquirer = acquiring.of(payment.provider);
  if (payment.provider_payment_id) {
    const state = await acquirer.getState(payment.provider_payment_id);
    if (state.state === 'succeeded' && state.amount === payment.amount) {
      await decide(db, paymentId, { state: 'succeeded', reason: null, providerPaymentId: payment.provider_payment_id, cardToken: null, cardLast4: null, acceptedAt: state.acceptedAt });
      await refundExcess(db, (p) => acquiring.of(p), paymentId, log);
      return;
    }
  }
  const decision = await decide(db, paymentId, { state: 'declined', reason: CANCELLED_BY_CLIENT, providerPaymentId: null, cardToken: null, cardLast4: null, acceptedAt: null });
  if (decision === 'unchanged' || !payment.provider_payment_id) return;
  await acquirer.cancelUnpaid(payment.provider_payment_id, payment.amount).catch((error: unknown) => log.warn({ provider: payment.provider, paymentId, reason: (error as Error).name }, 'cancel at the acquirer failed'));
}

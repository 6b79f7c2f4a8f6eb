// The acquirers' notices (PaymentGateway/{SBC,Tinkoff}/Callback) and what decides a payment. A
// notice is accepted only when its acquirer's adapter verifies it (Tinkoff: Token; SBC: Signature),
// it is fresh (SBC dates its notices: not older than 10 minutes, not more than 5 s ahead) and its
// amount matches; every notice is recorded (accepted, duplicate, rejected) and rejections logged.
// A payment is decided once — except that a success reported after a decline or a failure still
// credits the loan (money was taken), and whatever the loan no longer owes is refunded. A success
// counts from the instant the acquirer accepted it (repayment.ts); a refund notice records what
// was given back and takes back from the ledger what the loan had been credited (taken-back.ts).
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, inMs, nowIso } from '../../clock';
import type { Acquirer, AcquiredState, AcquirerNotice } from '../../providers';
import { sbcSignature } from '../../providers';
import { acceptedInstant, settleRepayment, type PaymentToSettle } from './repayment';
import type { PaymentState, PaymentsTables, Provider } from './tables';
import { takeBack } from './taken-back';
import type { Selectable } from 'kysely';

/** A notice older than this is a replay (providers retry within minutes, not later). */
export const NOTICE_MAX_AGE_S = 600;
/** Clocks differ by a second or two, not more: a notice dated further ahead is forged or wrong. */
export const NOTICE_MAX_AHEAD_S = 5;
/** A refund claim older than this was lost with its node; another may ask again (the request id keeps it one refund). */
export const REFUND_CLAIM_MS = 5 * 60 * 1000;

type PaymentRow = Selectable<PaymentsTables['payment']>;

/** SBC's notice as the GatewayCallback schema has it (the sandbox stand-in and tests send it). */
export interface GatewayNotice {
  PaymentId: number;
  Status: 'succeeded' | 'declined' | 'failed' | 'refunded';
  Amount: number;
  AcceptedAt?: number;
  Refunded?: number;
  NotificationId: string;
  Timestamp: number;
  ProviderPaymentId?: string;
  CardToken?: string;
  CardLast4?: string;
  Reason?: string;
  Signature: string;
}

export const signNotice = (secret: string, notice: Omit<GatewayNotice, 'Signature'>): GatewayNotice => ({
  ...notice,
  Signature: sbcSignature(notice as unknown as Record<string, unknown>, secret),
});

/** The sandbox-only master secret: PAYMENT_GATEWAY_SECRET, or a random one kept in the database. */
let configuredSecret: string | null = null;
export const setConfiguredSecret = (secret: string | null) => {
  configuredSecret = secret;
};

async function masterSecret(db: AppDb, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insertInto('payment_secret').values({ name: 'gateway', value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.doNothing()).execute();
  return (await db.selectFrom('payment_secret').select('value').where('name', '=', 'gateway').executeTakeFirstOrThrow()).value;
}

/**
 * The sandbox acquirer's credential (Tinkoff's terminal password, SBC's merchant secret), one per
 * provider so that a leak of one does not sign for the other. Outside the sandbox the configured
 * TINKOFF_PASSWORD and SBC_SECRET are used instead.
 */
export async function providerSecret(db: AppDb, provider: Provider, configured = configuredSecret): Promise<string> {
  return createHmac('sha256', await masterSecret(db, configured)).update(`payment-gateway:${provider}`).digest('hex');
}

/**
 * What a succeeded payment does, given the instant it counts from (when the acquirer accepted it);
 * `loanPaymentId` names the ledger entry it became, when it was credited to the debt.
 */
export type Settlement = (trx: AppDb, payment: PaymentToSettle, at: string) => Promise<{ overpaid: number; loanPaymentId?: number | null }>;

/** What a succeeded payment does, by purpose. Repayment settles the loan's expenses. */
const settlements = new Map<string, Settlement>([['Repayment', settleRepayment]]);

/** Checks the amount of a new payment of a purpose (throws ApiError, e.g. when it is not the fee). */
export type AmountCheck = (db: AppDb, loanId: number, amount: number) => Promise<void>;
const amountChecks = new Map<string, AmountCheck>();

/**
 * Another module (prolongation) says what a payment of its purpose does once it succeeds, and
 * which amounts PaymentUrl takes for it (without a check, any amount is refused).
 */
/** Registers how `purpose` is settled; answers the restore of what was registered before (for tests). */
export function registerSettlement(purpose: string, settle: Settlement, checkAmount: AmountCheck): () => void {
  const before = { settle: settlements.get(purpose), check: amountChecks.get(purpose) };
  settlements.set(purpose, settle);
  amountChecks.set(purpose, checkAmount);
  return () => {
    if (before.settle && before.check) {
      settlements.set(purpose, before.settle);
      amountChecks.set(purpose, before.check);
    } else {
      settlements.delete(purpose);
      amountChecks.delete(purpose);
    }
  };
}
export const amountCheckOf = (purpose: string) => amountChecks.get(purpose);

export interface Outcome {
  state: AcquiredState;
  reason: string | null;
  providerPaymentId: string | null;
  cardToken: string | null;
  cardLast4: string | null;
  /** When the acquirer accepted the payment, when it says (ISO); null otherwise. */
  acceptedAt: string | null;
}

/** What an outcome did: decided a pending payment, credited a late success, or nothing. */
export type Decision = 'decided' | 'late' | 'unchanged';

/**
 * Applies the acquirer's word to a payment in one transaction. From pending to any decided state
 * once; from declined or failed only to succeeded (a late success is money received). The status
 * is changed by a conditional update, so concurrent notices and reconciliation apply it once.
 */
export async function decide(db: AppDb, paymentId: number, outcome: Outcome): Promise<Decision> {
  if (outcome.state === 'pending') return 'unchanged';
  for (;;) {
    const result = await db.transaction().execute(async (trx): Promise<Decision | 'retry'> => {
      const payment = await trx.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
      const from: PaymentState[] = outcome.state === 'succeeded' ? ['pending', 'declined', 'failed'] : ['pending'];
      if (!from.includes(payment.status)) return 'unchanged';
      const at = nowIso();
      const acceptedAt = outcome.state === 'succeeded' ? acceptedInstant(payment, outcome.acceptedAt, at) : null;
      const updated = await trx
        .updateTable('payment')
        .set({
          status: outcome.state,
          reason: outcome.state === 'succeeded' ? null : outcome.reason,
          provider_payment_id: outcome.providerPaymentId || payment.provider_payment_id,
          card_token: outcome.cardToken ?? payment.card_token,
          card_last4: outcome.cardLast4 ?? payment.card_last4,
          finished_at: at,
          accepted_at: acceptedAt,
        })
        .where('id', '=', payment.id)
        .where('status', '=', payment.status)
        .executeTakeFirst();
      // Another notice changed it between the read and the update: read again and re-judge.
      if (Number(updated.numUpdatedRows) === 0) return 'retry';
      if (outcome.state === 'succeeded') {
        const settle = settlements.get(payment.purpose);
        if (!settle) throw new Error(`no settlement for ${payment.purpose}`);
        const { overpaid, loanPaymentId = null } = await settle(trx, payment, acceptedAt!);
        if (overpaid > 0 || loanPaymentId !== null) await trx.updateTable('payment').set({ overpaid, loan_payment_id: loanPaymentId }).where('id', '=', payment.id).execute();
      }
      return payment.status === 'pending' ? 'decided' : 'late';
    });
    if (result !== 'retry') return result;
  }
}

/**
 * Gives back what the loan did not owe, to the paying card through the acquirer. One node asks
 * (a claim on the row); the request id makes a repeated ask one refund at the acquirer. A failure
 * clears the claim: reconciliation asks again later.
 */
export async function refundExcess(db: AppDb, acquirerOf: (p: Provider) => Acquirer, paymentId: number, log: FastifyBaseLogger): Promise<number> {
  const claimed = await db
    .updateTable('payment')
    .set({ refund_requested_at: nowIso() })
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where('provider_payment_id', 'is not', null)
    .where((eb) => eb('overpaid', '>', eb.ref('refunded')))
    .where((eb) => eb.or([eb('refund_requested_at', 'is', null), eb('refund_requested_at', '<', inMs(-REFUND_CLAIM_MS))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 0;
  const payment = await db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const amount = payment.overpaid - payment.refunded;
  try {
    // One request id per total owed back: a later refund of the same payment (a refused service
    // after an overpayment's refund) is a new request, a repeated ask of the same one is not.
    await acquirerOf(payment.provider).refund(payment.provider_payment_id!, amount, `refund-${payment.id}-${payment.overpaid}`);
  } catch (error) {
    log.warn({ provider: payment.provider, paymentId, reason: (error as Error).name }, 'refund not made; reconciliation retries');
    await db.updateTable('payment').set({ refund_requested_at: null }).where('id', '=', paymentId).execute();
    return 0;
  }
  await db.updateTable('payment').set({ refunded: payment.overpaid, refund_requested_at: null }).where('id', '=', paymentId).execute();
  log.info({ provider: payment.provider, paymentId, refunded: amount }, 'overpayment refunded');
  return amount;
}

async function record(db: AppDb, provider: string, fields: { paymentId?: number | null; notificationId?: string | null; status?: string | null }, outcome: 'accepted' | 'duplicate' | 'rejected', detail: string) {
  await db
    .insertInto('payment_gateway_event')
    .values({
      provider,
      payment_id: fields.paymentId ?? null,
      notification_id: fields.notificationId ?? null,
      status: fields.status ?? null,
      outcome,
      detail,
      received_at: nowIso(),
    })
    .execute();
}

/** What a rejected body still tells, for the audit (never the signature or a card token). */
function claimedIds(body: unknown): { paymentId: number | null; notificationId: string | null } {
  const b = (body ?? {}) as Record<string, unknown>;
  const paymentId = Number(b.OrderId ?? b.PaymentId);
  return { paymentId: Number.isSafeInteger(paymentId) ? paymentId : null, notificationId: typeof b.NotificationId === 'string' ? b.NotificationId : null };
}

/** Checks and applies one notice; afterwards refunds whatever the payment brought beyond the debt. */
export async function handleNotice(db: AppDb, log: FastifyBaseLogger, acquirerOf: (p: Provider) => Acquirer, provider: Provider, body: unknown): Promise<void> {
  const acquirer = acquirerOf(provider);
  const reject = async (ids: { paymentId: number | null; notificationId: string | null }, code: string, message: string, status = 400): Promise<never> => {
    await record(db, provider, ids, 'rejected', code);
    log.warn({ provider, paymentId: ids.paymentId, notificationId: ids.notificationId, reason: code }, 'payment notice rejected');
    throw new ApiError(status, code, message);
  };
  const check = await acquirer.verifyNotice(body);
  if (!check.ok) return reject(claimedIds(body), check.code, 'Подпись уведомления неверна');
  const notice = check.notice;
  const ids = { paymentId: Number(notice.orderId) || null, notificationId: notice.notificationId };
  if (notice.timestamp !== null) {
    const ageS = Math.floor(clock.now().getTime() / 1000) - notice.timestamp;
    if (ageS > NOTICE_MAX_AGE_S) return reject(ids, 'NOTICE_REPLAYED', 'Уведомление устарело');
    if (ageS < -NOTICE_MAX_AHEAD_S) return reject(ids, 'NOTICE_FROM_FUTURE', 'Уведомление датировано будущим временем');
  }
  const payment = ids.paymentId ? await db.selectFrom('payment').selectAll().where('id', '=', ids.paymentId).where('provider', '=', provider).executeTakeFirst() : undefined;
  if (!payment) return reject(ids, 'NOT_FOUND', 'Платёж не найден', 404);
  if (notice.refund) return takenBack(db, log, acquirerOf, provider, payment, notice, ids);
  if (notice.amount !== payment.amount) return reject(ids, 'AMOUNT_MISMATCH', 'Сумма уведомления не совпадает с платежом');
  const decision = await decide(db, payment.id, notice);
  if (decision === 'unchanged') {
    const current = await db.selectFrom('payment').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
    const detail = notice.state === 'pending' ? `not decided yet (${notice.providerStatus})` : `already ${current.status}`;
    await record(db, provider, { ...ids, status: notice.state }, 'duplicate', detail);
    if (notice.state !== 'pending' && current.status !== notice.state) {
      log.warn({ provider, paymentId: payment.id, notificationId: notice.notificationId, reason: 'ALREADY_DECIDED' }, 'payment notice ignored');
    }
    return;
  }
  await record(db, provider, { ...ids, status: notice.state }, 'accepted', decision === 'late' ? `late ${notice.state} after ${payment.status}` : notice.state);
  if (decision === 'late') log.warn({ provider, paymentId: payment.id, was: payment.status }, 'late success credited');
  await refundExcess(db, acquirerOf, payment.id, log);
}

/**
 * A refund notice: a payment we never saw paid is decided first (the money was taken), then what
 * was given back is recorded and, beyond our own refund of the excess, taken back from the ledger.
 */
async function takenBack(db: AppDb, log: FastifyBaseLogger, acquirerOf: (p: Provider) => Acquirer, provider: Provider, payment: PaymentRow, notice: AcquirerNotice, ids: { paymentId: number | null; notificationId: string | null }): Promise<void> {
  const report = notice.refund!;
  if ('total' in report && (!Number.isSafeInteger(report.total) || report.total < 0)) {
    await record(db, provider, ids, 'rejected', 'NOTICE_MALFORMED');
    throw new ApiError(400, 'NOTICE_MALFORMED', 'Уведомление о возврате без суммы');
  }
  if (payment.status !== 'succeeded') await decide(db, payment.id, { ...notice, state: 'succeeded' });
  const result = await takeBack(db, payment.id, notice.providerStatus, report, (trx, detail) => record(trx, provider, { ...ids, status: notice.providerStatus }, 'accepted', detail));
  if (result.outcome === 'duplicate') {
    await record(db, provider, { ...ids, status: notice.providerStatus }, 'duplicate', `refund already known (${notice.providerStatus})`);
    return;
  }
  if (result.reversed > 0) log.warn({ provider, paymentId: payment.id, reversed: result.reversed }, 'payment taken back by the bank: the loan owes it again');
  if (result.uncredited > 0) log.error({ provider, paymentId: payment.id, amount: result.uncredited }, 'payment taken back by the bank but not credited as a repayment: for the back office');
  await refundExcess(db, acquirerOf, payment.id, log);
}

export type { PaymentRow };

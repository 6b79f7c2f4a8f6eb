// The providers' signed notices (PaymentGateway/{SBC,Tinkoff}/Callback). Each provider has its
// own secret, derived from one configured secret (PAYMENT_GATEWAY_SECRET) or, without one, from a
// random master secret kept in the database (so every API node and every restart agree). A notice
// is accepted only with a valid signature, a fresh timestamp and a matching amount; every notice
// is recorded (accepted, duplicate, rejected) and rejections are logged. A notice decides a
// pending payment once: the same notice again, or any later one, changes nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock, nowIso } from '../../clock';
import { applyPayment } from '../loans';
import type { Provider } from './tables';

export const PROVIDERS: readonly Provider[] = ['SBC', 'Tinkoff'];
/** A notice older than this is a replay (providers retry within minutes, not later). */
export const NOTICE_MAX_AGE_S = 600;

export interface GatewayNotice {
  PaymentId: number;
  Status: 'succeeded' | 'declined' | 'failed';
  Amount: number;
  NotificationId: string;
  Timestamp: number;
  ProviderPaymentId?: string;
  CardToken?: string;
  CardLast4?: string;
  Reason?: string;
  Signature: string;
}

/** The configured secret (config.paymentGatewaySecret), set once at start by the module. */
let configuredSecret: string | null = null;
export const setConfiguredSecret = (secret: string | null) => {
  configuredSecret = secret;
};

async function masterSecret(db: AppDb, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insertInto('payment_secret').values({ name: 'gateway', value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.doNothing()).execute();
  return (await db.selectFrom('payment_secret').select('value').where('name', '=', 'gateway').executeTakeFirstOrThrow()).value;
}

/** The provider's own secret: a leak of one provider's secret does not let it sign for the other. */
export async function providerSecret(db: AppDb, provider: Provider, configured = configuredSecret): Promise<string> {
  return createHmac('sha256', await masterSecret(db, configured)).update(`payment-gateway:${provider}`).digest('hex');
}

export const signedText = (n: Omit<GatewayNotice, 'Signature'>) =>
  [n.PaymentId, n.Status, n.Amount, n.NotificationId, n.Timestamp, n.ProviderPaymentId ?? '', n.CardToken ?? '', n.CardLast4 ?? '', n.Reason ?? ''].join('|');

export const signNotice = (secret: string, notice: Omit<GatewayNotice, 'Signature'>): GatewayNotice => ({
  ...notice,
  Signature: createHmac('sha256', secret).update(signedText(notice)).digest('hex'),
});

function signatureValid(secret: string, notice: GatewayNotice): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(signedText(notice)).digest('hex'), 'hex');
  const given = Buffer.from(notice.Signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type Settlement = (trx: AppDb, payment: { id: number; loan_id: number; amount: number; purpose: string }, at: string) => Promise<{ overpaid: number }>;

/** What a succeeded payment does, by purpose. Repayment settles the loan's expenses. */
const settlements = new Map<string, Settlement>([
  [
    'Repayment',
    async (trx, payment, at) => {
      const { overpaid } = await applyPayment(trx, payment.loan_id, payment.amount, at, `Оплата № ${payment.id}`);
      return { overpaid };
    },
  ],
]);

/** Checks the amount of a new payment of a purpose (throws ApiError, e.g. when it is not the fee). */
export type AmountCheck = (db: AppDb, loanId: number, amount: number) => Promise<void>;
const amountChecks = new Map<string, AmountCheck>();

/**
 * Another module (prolongation) says what a payment of its purpose does once it succeeds, and
 * which amounts PaymentUrl takes for it (without a check, any amount is refused).
 */
export function registerSettlement(purpose: string, settle: Settlement, checkAmount: AmountCheck): void {
  settlements.set(purpose, settle);
  amountChecks.set(purpose, checkAmount);
}
export const amountCheckOf = (purpose: string) => amountChecks.get(purpose);

async function record(db: AppDb, provider: string, notice: Partial<GatewayNotice>, outcome: 'accepted' | 'duplicate' | 'rejected', detail: string) {
  await db
    .insertInto('payment_gateway_event')
    .values({
      provider,
      payment_id: typeof notice.PaymentId === 'number' ? notice.PaymentId : null,
      notification_id: typeof notice.NotificationId === 'string' ? notice.NotificationId : null,
      status: typeof notice.Status === 'string' ? notice.Status : null,
      outcome,
      detail,
      received_at: nowIso(),
    })
    .execute();
}

async function reject(db: AppDb, log: FastifyBaseLogger, provider: string, notice: GatewayNotice, code: string, message: string, status = 400): Promise<never> {
  await record(db, provider, notice, 'rejected', code);
  // Never the signature or the card token: the payment, the notice id and why.
  log.warn({ provider, paymentId: notice.PaymentId, notificationId: notice.NotificationId, reason: code }, 'payment notice rejected');
  throw new ApiError(status, code, message);
}

/** Checks and applies one notice; answers whether it decided the payment now. */
export async function handleNotice(db: AppDb, log: FastifyBaseLogger, provider: Provider, notice: GatewayNotice): Promise<{ Success: true }> {
  if (!signatureValid(await providerSecret(db, provider), notice)) {
    return reject(db, log, provider, notice, 'SIGNATURE_INVALID', 'Подпись уведомления неверна');
  }
  const ageS = Math.floor(clock.now().getTime() / 1000) - notice.Timestamp;
  if (ageS > NOTICE_MAX_AGE_S || ageS < -60) return reject(db, log, provider, notice, 'NOTICE_REPLAYED', 'Уведомление устарело');
  const payment = await db.selectFrom('payment').selectAll().where('id', '=', notice.PaymentId).where('provider', '=', provider).executeTakeFirst();
  if (!payment) return reject(db, log, provider, notice, 'NOT_FOUND', 'Платёж не найден', 404);
  if (notice.Amount !== payment.amount) return reject(db, log, provider, notice, 'AMOUNT_MISMATCH', 'Сумма уведомления не совпадает с платежом');

  // One transaction: the status changes from pending exactly once, so a repeated or concurrent
  // notice finds the payment decided and changes nothing.
  const decided = await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const updated = await trx
      .updateTable('payment')
      .set({
        status: notice.Status,
        reason: notice.Status === 'succeeded' ? null : (notice.Reason ?? null),
        provider_payment_id: notice.ProviderPaymentId ?? null,
        card_token: notice.CardToken ?? null,
        card_last4: notice.CardLast4 ?? null,
        finished_at: at,
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (notice.Status === 'succeeded') {
      const settle = settlements.get(payment.purpose);
      if (!settle) throw new Error(`no settlement for ${payment.purpose}`);
      const { overpaid } = await settle(trx, payment, at);
      if (overpaid > 0) await trx.updateTable('payment').set({ overpaid }).where('id', '=', payment.id).execute();
    }
    return true;
  });
  if (decided) {
    await record(db, provider, notice, 'accepted', notice.Status);
  } else {
    const current = await db.selectFrom('payment').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
    await record(db, provider, notice, 'duplicate', `already ${current.status}`);
    if (current.status !== notice.Status) {
      log.warn({ provider, paymentId: payment.id, notificationId: notice.NotificationId, reason: 'ALREADY_DECIDED' }, 'payment notice ignored');
    }
  }
  return { Success: true };
}

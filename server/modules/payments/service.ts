// Payment intents: one row per (client, Idempotency-Key); the same key with the same request
// answers the same payment, with another request it is refused. Another client's loan or
// payment is "not found". The acquirer is asked to start the payment once per intent (a claim on
// the row); its page or SBP link is what PaymentUrl answers.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { formatRub } from '@/domain/money';
import { inMs, nowIso } from '../../clock';
import { sha256 } from '../accounts';
import { getLoan, LOAN_STATUS, owedOf } from '../loans';
import { ProviderError } from '../../providers';
import { amountCheckOf } from './gateway';
import type { Acquiring } from './acquirers';
import { qrSvg } from './qr/svg';
import { PAYMENT_PAGE_LIFE_MS } from './repayment';
import { tinkoffReason } from '../../providers';
import type { PaymentsTables, Provider } from './tables';

export type PaymentRow = Selectable<PaymentsTables['payment']>;

/** The smallest partial payment (100 ₽); a smaller debt is paid in full. */
export const MIN_PAYMENT = 10_000;

export interface PaymentRequest {
  LoanId: number;
  Amount: number;
  Method: 'Card' | 'Sbp';
  Provider?: Provider;
  Purpose?: 'Repayment' | 'Prolongation';
  CardId?: number;
  ReturnUrl: string;
}

/** Only a path of this site: the provider page must not become an open redirect. */
export const isSafeReturnUrl = (url: string) => /^\/(?![/\\])[^\s]*$/.test(url);

export const minAmountFor = (owed: number) => Math.min(MIN_PAYMENT, owed);

const METHOD_NAMES = { SBC: 'Картой через SBC', Tinkoff: 'Картой через Тинькофф', Sbp: 'Через СБП из приложения банка' } as const;

export async function paymentMethods(db: AppDb, userId: number, loanId: number | undefined, sbp: Provider) {
  let min = MIN_PAYMENT;
  if (loanId !== undefined) min = minAmountFor(await owedOf(db, (await getLoan(db, userId, loanId)).id));
  return [
    { Code: 'Card' as const, Provider: 'SBC' as const, Name: METHOD_NAMES.SBC, Fee: 0, MinAmount: min },
    { Code: 'Card' as const, Provider: 'Tinkoff' as const, Name: METHOD_NAMES.Tinkoff, Fee: 0, MinAmount: min },
    // SBP payments are acquired by the configured SBP acquirer (SBC in the sandbox: docs/decisions.md).
    { Code: 'Sbp' as const, Provider: sbp, Name: METHOD_NAMES.Sbp, Fee: 0, MinAmount: min },
  ];
}

/** The SBP QR code as an image the page can show inline (the link it encodes is absolute). */
const qrImage = (payload: string, origin: string) => `data:image/svg+xml;base64,${Buffer.from(qrSvg(new URL(payload, origin).toString())).toString('base64')}`;

/** `origin` makes a link of this site absolute for the QR code (scanned by another device). */
export const paymentUrlAnswer = (p: PaymentRow, origin: string) => ({
  PaymentId: p.id,
  Url: p.provider_url ?? '',
  QrUrl: p.method === 'Sbp' && p.qr_payload ? qrImage(p.qr_payload, origin) : null,
  Provider: p.provider,
  Method: p.method,
  Amount: p.amount,
  Status: p.status,
});

/**
 * Refusals that were the client's own choice: «Отменить» on the acquirer's page (T-Bank CANCELED,
 * and the SBC protocol gives the same reason) and a cancel in the cabinet (reconcile.ts). The
 * payment screen then gives the form back instead of a decline.
 */
export const CANCELLED_BY_CLIENT = 'Вы отменили оплату';
const CLIENT_CANCEL_REASONS = new Set([tinkoffReason('CANCELED', '0', null), CANCELLED_BY_CLIENT]);

export const paymentStatusAnswer = (p: PaymentRow) => ({
  Id: p.id,
  CancelledByClient: p.status === 'declined' && p.reason !== null && CLIENT_CANCEL_REASONS.has(p.reason),
  LoanId: p.loan_id,
  Amount: p.amount,
  Refunded: p.refunded,
  Status: p.status,
  Method: p.method,
  Provider: p.provider,
  Purpose: p.purpose,
  Reason: p.reason,
  CardLast4: p.card_last4,
  CreatedAt: p.created_at,
  FinishedAt: p.finished_at,
});

const byKey = (db: AppDb, userId: number, key: string) =>
  db.selectFrom('payment').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

const keyReused = () => new ApiError(400, 'IDEMPOTENCY_KEY_REUSED', 'Этот платёж уже создан с другими данными. Начните оплату заново');

/** Checks a new intent; answers the loan's debt now (a repayment of all of it is «погасить полностью»). */
async function validate(db: AppDb, userId: number, body: PaymentRequest, purpose: string): Promise<number> {
  if (!isSafeReturnUrl(body.ReturnUrl)) throw new ApiError(400, 'INVALID_RETURN_URL', 'Адрес возврата должен быть страницей этого сайта');
  if (body.Method === 'Card' && !body.Provider) throw new ApiError(400, 'PROVIDER_REQUIRED', 'Выберите, через кого оплатить картой');
  const loan = await getLoan(db, userId, body.LoanId);
  if (body.CardId !== undefined) {
    const card = await db.selectFrom('bank_card').select('id').where('id', '=', body.CardId).where('user_id', '=', userId).executeTakeFirst();
    if (!card) throw new ApiError(404, 'NOT_FOUND', 'Карта не найдена');
  }
  if (loan.status !== LOAN_STATUS.ACTIVE && loan.status !== LOAN_STATUS.EXPIRED) throw new ApiError(400, 'LOAN_NOT_PAYABLE', 'Этот заём не нужно оплачивать');
  if (purpose !== 'Repayment') {
    const check = amountCheckOf(purpose);
    if (!check) throw new ApiError(400, 'PURPOSE_UNAVAILABLE', 'Этот платёж сейчас недоступен');
    await check(db, loan.id, body.Amount);
  }
  const owed = await owedOf(db, loan.id);
  if (purpose !== 'Repayment') return owed;
  if (body.Amount > owed) throw new ApiError(400, 'AMOUNT_TOO_LARGE', `Сумма больше задолженности: ${formatRub(owed)}`);
  if (body.Amount < minAmountFor(owed)) throw new ApiError(400, 'AMOUNT_TOO_SMALL', `Минимальная сумма платежа — ${formatRub(minAmountFor(owed))}`);
  return owed;
}

/** PaymentUrl: the payment of this intent, made once. */
export async function createPayment(db: AppDb, acquiring: Acquiring, userId: number, key: string, body: PaymentRequest): Promise<PaymentRow> {
  const purpose = body.Purpose ?? 'Repayment';
  const provider: Provider = body.Method === 'Sbp' ? acquiring.sbp : (body.Provider ?? 'SBC');
  const hash = sha256(JSON.stringify([body.LoanId, body.Amount, body.Method, provider, purpose, body.CardId ?? null]));
  // A retry of a made payment answers it as it is now, even when the loan has changed since.
  const existing = await byKey(db, userId, key);
  if (existing) {
    if (existing.request_hash !== hash) throw keyReused();
    return startedAtAcquirer(db, acquiring, existing);
  }
  const owed = await validate(db, userId, body, purpose);
  await db
    .insertInto('payment')
    .values({
      user_id: userId,
      loan_id: body.LoanId,
      idempotency_key: key,
      request_hash: hash,
      purpose,
      method: body.Method,
      provider,
      amount: body.Amount,
      status: 'pending',
      reason: null,
      return_url: body.ReturnUrl,
      provider_session: randomBytes(24).toString('base64url'),
      provider_payment_id: null,
      card_token: null,
      card_last4: null,
      overpaid: 0,
      refunded: 0,
      refund_requested_at: null,
      init_claimed_at: null,
      provider_url: null,
      qr_payload: null,
      created_at: nowIso(),
      finished_at: null,
      accepted_at: null,
      full_repayment: purpose === 'Repayment' && body.Amount === owed ? 1 : 0,
      loan_payment_id: null,
      acquirer_refunded: 0,
    })
    // Parallel requests with one key: the unique (user, key) index lets one row in.
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .execute();
  const row = await byKey(db, userId, key);
  if (!row) throw new Error('payment row vanished');
  if (row.request_hash !== hash) throw keyReused();
  return startedAtAcquirer(db, acquiring, row);
}

/** A claim older than this was lost with its node (the acquirer did not answer in time). */
export const INIT_CLAIM_MS = 30_000;
const INIT_WAIT_STEP_MS = 100;

const withQuery = (path: string, key: string, value: string) => {
  const url = new URL(path, 'http://local');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Asks the acquirer to start the payment, once: one request claims the row, the others (a double
 * click, a retry) wait for its answer. A failure clears the claim, so a retry asks again.
 */
async function startedAtAcquirer(db: AppDb, acquiring: Acquiring, row: PaymentRow): Promise<PaymentRow> {
  const reread = () => db.selectFrom('payment').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  for (let waited = 0; !row.provider_url && row.status === 'pending' && waited < INIT_CLAIM_MS; waited += INIT_WAIT_STEP_MS) {
    const claimed = await db
      .updateTable('payment')
      .set({ init_claimed_at: nowIso() })
      .where('id', '=', row.id)
      .where('provider_url', 'is', null)
      .where((eb) => eb.or([eb('init_claimed_at', 'is', null), eb('init_claimed_at', '<', inMs(-INIT_CLAIM_MS))]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      const back = `${acquiring.siteUrl}${withQuery(row.return_url, 'PaymentId', String(row.id))}`;
      try {
        const started = await acquiring.of(row.provider).init({
          orderId: String(row.id),
          amount: row.amount,
          method: row.method,
          description: `Оплата по договору займа № ${row.loan_id}`,
          successUrl: back,
          failUrl: back,
          notificationUrl: `${acquiring.siteUrl}/api/PaymentGateway/${row.provider}/Callback`,
          payUntil: inMs(PAYMENT_PAGE_LIFE_MS),
        });
        await db.updateTable('payment').set({ provider_payment_id: started.providerPaymentId, provider_url: started.paymentUrl, qr_payload: started.qrPayload }).where('id', '=', row.id).execute();
      } catch (error) {
        await db.updateTable('payment').set({ init_claimed_at: null }).where('id', '=', row.id).execute();
        throw error;
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, INIT_WAIT_STEP_MS));
    }
    row = await reread();
  }
  if (!row.provider_url && row.status === 'pending') throw new ProviderError(row.provider, null);
  return row;
}

export async function ownPayment(db: AppDb, userId: number, id: number): Promise<PaymentRow> {
  const row = await db.selectFrom('payment').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Платёж не найден');
  return row;
}

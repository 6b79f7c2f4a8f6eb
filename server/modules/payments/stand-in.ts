// The sandbox acquirers (only with config.sandbox): a T-Bank stand-in answering Acquiring API v2
// (Init, GetQr, GetState, Cancel) at /sandbox/tinkoff/v2 and an SBC stand-in answering SBC's
// protocol at /sandbox/sbc, each verifying requests and signing its notices exactly as the real
// one does, so the production adapters run against them unchanged. They keep when the client paid
// (SBC tells it as AcceptedAt; T-Bank's protocol tells no time) and send REFUND notices for every
// refund, ours or one made at the bank (`refundAtBank`: a refund or chargeback nobody here asked for). They keep their own record of
// payments (sandbox_acquiring); the pages (sandbox-routes.ts) finish a payment as the client
// chooses. A notice goes to the NotificationURL given at Init: a path of this site is delivered
// in process, an absolute address over HTTP (a stand-in serving another server: tests).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { clock, nowIso } from '../../clock';
import { sbcSignature, tinkoffToken } from '../../providers';
import { sbcSignatureMatches } from '../../providers/sbc';
import { stateOfTinkoff, tinkoffReason, tokenMatches } from '../../providers/tinkoff';
import { providerSecret } from './gateway';
import type { PaymentsTables, Provider } from './tables';

export const SANDBOX_TINKOFF_API = '/sandbox/tinkoff/v2';
export const SANDBOX_SBC_API = '/sandbox/sbc';
export const SANDBOX_TERMINAL_KEY = 'SandboxTerminal';
export const SANDBOX_MERCHANT_ID = 'sandbox-merchant';

export type AcquiringRow = Selectable<PaymentsTables['sandbox_acquiring']>;

/** The stand-ins' error codes (T-Bank's, where T-Bank has one). */
export const STAND_IN_ERRORS = {
  insufficientFunds: { code: '1051', message: 'Недостаточно средств на карте' },
  sbpRejected: { code: '1999', message: 'Платёж отклонён в приложении банка' },
} as const;

const sbcPaymentId = (row: Pick<AcquiringRow, 'id'>) => `sbc-${row.id}`;
/** A string field of a request ('' otherwise: a URL given as a number is no URL). */
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOf = (provider: Provider, value: unknown) => Number(provider === 'SBC' ? String(value ?? '').replace(/^sbc-/, '') : value);

/**
 * Faults a tester switches on (config.sandboxPayments; the journey load test does): notices lost,
 * sent twice or late (after the ones that follow them), and slow API answers. Off by default.
 */
const faults = { noticeFaults: false, slowAnswersMs: 0 };
export const setStandInFaults = (settings: { noticeFaults: boolean; slowAnswersMs: number }) => Object.assign(faults, settings);

/** Each fault's share of the notices when notice faults are on. */
const NOTICE_FAULT_SHARE = 0.1;
const LATE_NOTICE_MS = { min: 500, max: 3_000 };

/** A slow acquirer: the answer waits up to slowAnswersMs. */
const slowAnswer = () => (faults.slowAnswersMs > 0 ? new Promise((resolve) => setTimeout(resolve, Math.random() * faults.slowAnswersMs)) : undefined);

async function post(app: FastifyInstance, url: string, body: Record<string, unknown>): Promise<void> {
  if (!faults.noticeFaults) return deliver(app, url, body);
  // A late copy lives only in this process: a node killed before it fires lost it (reconciliation's case).
  const later = () =>
    setTimeout(() => void deliver(app, url, body).catch(() => undefined), LATE_NOTICE_MS.min + Math.random() * (LATE_NOTICE_MS.max - LATE_NOTICE_MS.min)).unref();
  const roll = Math.random() / NOTICE_FAULT_SHARE;
  if (roll < 1) return; // lost
  if (roll < 2) {
    await deliver(app, url, body);
    later(); // twice, the copy out of order
    return;
  }
  if (roll < 3) return void later(); // late: after the notices that follow it
  return deliver(app, url, body);
}

async function deliver(app: FastifyInstance, url: string, body: Record<string, unknown>): Promise<void> {
  if (url.startsWith('/')) {
    await app.inject({ method: 'POST', url, payload: body });
    return;
  }
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
}

const REFUND_STATUSES = ['PARTIAL_REFUNDED', 'REFUNDED'];
const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Sends the notice of a row's current status, signed as its acquirer signs it. A refund's notice
 * tells T-Bank's way that refund's amount (`refundAmount`), SBC's way the total given back.
 */
export async function sendNotice(app: FastifyInstance, db: AppDb, row: AcquiringRow, refundAmount?: number): Promise<void> {
  const secret = await providerSecret(db, row.provider);
  if (row.provider === 'Tinkoff') {
    const fields: Record<string, unknown> = {
      TerminalKey: SANDBOX_TERMINAL_KEY,
      OrderId: row.order_id,
      Success: row.error_code === '0',
      Status: row.status,
      PaymentId: row.id,
      ErrorCode: row.error_code,
      Amount: REFUND_STATUSES.includes(row.status) && refundAmount !== undefined ? refundAmount : row.amount,
      ...(row.message ? { Message: row.message } : {}),
      ...(row.card_last4 ? { CardId: 100_000 + row.id, Pan: `220000******${row.card_last4}`, ExpDate: '1230' } : {}),
    };
    return post(app, row.notification_url, { ...fields, Token: tinkoffToken(fields, secret) });
  }
  const state = stateOfTinkoff(row.status);
  const reason = tinkoffReason(row.status, row.error_code, row.message);
  const refund = REFUND_STATUSES.includes(row.status);
  const fields: Record<string, unknown> = {
    PaymentId: Number(row.order_id),
    ProviderPaymentId: sbcPaymentId(row),
    Status: refund ? 'refunded' : state,
    Amount: row.amount,
    NotificationId: randomBytes(12).toString('base64url'),
    Timestamp: Math.floor(clock.now().getTime() / 1000),
    ...(state === 'succeeded' && row.accepted_at ? { AcceptedAt: unixSeconds(row.accepted_at) } : {}),
    ...(refund ? { Refunded: row.refunded } : {}),
    ...(row.card_last4 && state === 'succeeded' && !refund ? { CardToken: `tok_${randomBytes(12).toString('base64url')}`, CardLast4: row.card_last4 } : {}),
    ...(row.card_last4 && state !== 'succeeded' ? { CardLast4: row.card_last4 } : {}),
    ...(reason ? { Reason: reason } : {}),
  };
  return post(app, row.notification_url, { ...fields, Signature: sbcSignature(fields, secret) });
}

export interface Finish {
  status: string;
  error?: { code: string; message: string };
  last4?: string;
}

/** Statuses in which the money is taken: the instant the first of them is reached is the payment's acceptance. */
const PAID_STATUSES = ['AUTHORIZED', 'CONFIRMED'];

/** The client paid on the page now: kept as the acceptance, unless an earlier one is known. */
export const acceptedNow = (row: Pick<AcquiringRow, 'accepted_at'>) => row.accepted_at ?? nowIso();

/** The client finished on the stand-in's page: its record changes and the acquirer tells the merchant. */
export async function finish(app: FastifyInstance, db: AppDb, row: AcquiringRow, outcome: Finish): Promise<void> {
  await db
    .updateTable('sandbox_acquiring')
    .set({
      status: outcome.status,
      error_code: outcome.error?.code ?? '0',
      message: outcome.error?.message ?? null,
      card_last4: outcome.last4 ?? row.card_last4,
      accepted_at: PAID_STATUSES.includes(outcome.status) ? acceptedNow(row) : row.accepted_at,
    })
    .where('id', '=', row.id)
    .execute();
  const updated = await db.selectFrom('sandbox_acquiring').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  // T-Bank tells a one-stage card payment twice: AUTHORIZED, then CONFIRMED.
  if (row.provider === 'Tinkoff' && outcome.status === 'CONFIRMED' && row.method === 'Card') await sendNotice(app, db, { ...updated, status: 'AUTHORIZED' });
  await sendNotice(app, db, updated);
}

/** A status the acquirer reaches later (the "delayed" choices): kept in the database, delivered when due. */
export async function finishLater(db: AppDb, row: AcquiringRow, status: string, delayMs: number): Promise<void> {
  await db.insertInto('sandbox_acquiring_notice').values({ acquiring_id: row.id, status, deliver_at: new Date(clock.now().getTime() + delayMs).toISOString(), delivered: 0 }).execute();
}

/** Delivers the due later outcomes (each once, even with several API nodes). */
export async function deliverDueNotices(app: FastifyInstance, db: AppDb): Promise<void> {
  const due = await db.selectFrom('sandbox_acquiring_notice').selectAll().where('delivered', '=', 0).where('deliver_at', '<=', nowIso()).execute();
  for (const n of due) {
    const claimed = await db.updateTable('sandbox_acquiring_notice').set({ delivered: 1 }).where('id', '=', n.id).where('delivered', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const row = await db.selectFrom('sandbox_acquiring').selectAll().where('id', '=', n.acquiring_id).executeTakeFirstOrThrow();
    // Cancelled (or reversed) meanwhile: the bank no longer completes it.
    if (['CANCELED', 'REVERSED'].includes(row.status)) continue;
    await finish(app, db, row, { status: n.status });
  }
}

export const acquiringBySession = (db: AppDb, session: string | undefined) =>
  session ? db.selectFrom('sandbox_acquiring').selectAll().where('session', '=', session).executeTakeFirst() : Promise.resolve(undefined);

export const cardPageUrl = (row: Pick<AcquiringRow, 'provider' | 'session'>) => `/sandbox/pay/${row.provider}?session=${row.session}`;
export const sbpPageUrl = (row: Pick<AcquiringRow, 'session'>) => `/sandbox/sbp/pay?session=${row.session}`;

/** Starts (or, for the same order and amount not yet paid, answers again) a stand-in payment. */
/** T-Bank's RedirectDueDate (`2016-08-31T12:28:00+03:00`) as an ISO instant; null when absent, undefined when malformed. */
function redirectDueDate(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(value).toISOString();
}

async function start(db: AppDb, provider: Provider, fields: { orderId: string; amount: number; method: 'Card' | 'Sbp'; successUrl: string; failUrl: string; notificationUrl: string; payUntil?: string | null }) {
  const same = await db.selectFrom('sandbox_acquiring').selectAll().where('provider', '=', provider).where('order_id', '=', fields.orderId).where('amount', '=', fields.amount).where('status', '=', 'NEW').executeTakeFirst();
  if (same) return same;
  return db
    .insertInto('sandbox_acquiring')
    .values({
      provider,
      order_id: fields.orderId,
      amount: fields.amount,
      method: fields.method,
      status: 'NEW',
      error_code: '0',
      message: null,
      refunded: 0,
      refund_requests: '[]',
      session: randomBytes(24).toString('base64url'),
      success_url: fields.successUrl,
      fail_url: fields.failUrl,
      notification_url: fields.notificationUrl,
      card_last4: null,
      created_at: nowIso(),
      accepted_at: null,
      pay_until: fields.payUntil ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type RefundResult = { ok: true; row: AcquiringRow } | { ok: false; message: string };

/** Gives money back (T-Bank's partial Cancel; SBC's refund): once per request id. */
async function refund(db: AppDb, row: AcquiringRow, amount: number | undefined, requestId: string | undefined): Promise<RefundResult> {
  const done = JSON.parse(row.refund_requests) as string[];
  if (requestId && done.includes(requestId)) return { ok: true, row };
  const left = row.amount - row.refunded;
  const take = amount ?? left;
  if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(row.status) || !Number.isInteger(take) || take <= 0 || take > left) return { ok: false, message: 'Возврат невозможен: платёж не оплачен или сумма больше оплаченной' };
  const refunded = row.refunded + take;
  await db
    .updateTable('sandbox_acquiring')
    .set({ refunded, status: refunded === row.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED', refund_requests: JSON.stringify(requestId ? [...done, requestId] : done) })
    .where('id', '=', row.id)
    .where('refunded', '=', row.refunded)
    .execute();
  return { ok: true, row: await db.selectFrom('sandbox_acquiring').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow() };
}

export async function registerStandIns(app: FastifyInstance, db: AppDb): Promise<void> {
  const find = (provider: Provider, id: unknown) => {
    const n = idOf(provider, id);
    return Number.isSafeInteger(n) ? db.selectFrom('sandbox_acquiring').selectAll().where('id', '=', n).where('provider', '=', provider).executeTakeFirst() : Promise.resolve(undefined);
  };

  await app.register(async (tinkoff) => {
    const fail = (code: string, message: string) => ({ Success: false, ErrorCode: code, Message: message, TerminalKey: SANDBOX_TERMINAL_KEY });
    const ok = (row: AcquiringRow, more: Record<string, unknown> = {}) => ({ Success: true, ErrorCode: '0', TerminalKey: SANDBOX_TERMINAL_KEY, Status: row.status, PaymentId: String(row.id), OrderId: row.order_id, ...more });
    const method = (name: string, handle: (body: Record<string, unknown>) => Promise<unknown>) =>
      tinkoff.post(`${SANDBOX_TINKOFF_API}/${name}`, async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.TerminalKey !== SANDBOX_TERMINAL_KEY) return fail('202', 'Терминал не найден');
        if (!tokenMatches(body, await providerSecret(db, 'Tinkoff'))) return fail('204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey');
        await slowAnswer();
        return handle(body);
      });
    method('Init', async (body) => {
      if (!Number.isSafeInteger(body.Amount) || (body.Amount as number) <= 0 || typeof body.OrderId !== 'string' || !body.OrderId) return fail('9999', 'Неверные параметры');
      const payUntil = redirectDueDate(body.RedirectDueDate);
      if (payUntil === undefined) return fail('9999', 'Неверный формат RedirectDueDate');
      const row = await start(db, 'Tinkoff', { orderId: body.OrderId, amount: body.Amount as number, method: 'Card', successUrl: text(body.SuccessURL), failUrl: text(body.FailURL), notificationUrl: text(body.NotificationURL), payUntil });
      return ok(row, { Amount: row.amount, PaymentURL: cardPageUrl(row) });
    });
    method('GetQr', async (body) => {
      const row = await find('Tinkoff', body.PaymentId);
      if (!row || row.status !== 'NEW') return fail('255', 'Платёж не найден или уже оплачен');
      if (body.DataType !== undefined && body.DataType !== 'PAYLOAD') return fail('9999', 'Песочница отдаёт только PAYLOAD');
      await db.updateTable('sandbox_acquiring').set({ method: 'Sbp' }).where('id', '=', row.id).execute();
      return { Success: true, ErrorCode: '0', TerminalKey: SANDBOX_TERMINAL_KEY, OrderId: row.order_id, PaymentId: row.id, Data: sbpPageUrl(row) };
    });
    method('GetState', async (body) => {
      const row = await find('Tinkoff', body.PaymentId);
      return row ? ok(row, { Amount: row.amount }) : fail('255', 'Платёж не найден');
    });
    // T-Bank's Cancel: a NEW payment is cancelled whatever Amount says (its Amount is ignored), an
    // AUTHORIZED one reversed, a CONFIRMED one refunded (Amount, or all of what is left).
    method('Cancel', async (body) => {
      const row = await find('Tinkoff', body.PaymentId);
      if (!row) return fail('255', 'Платёж не найден');
      if (row.status === 'NEW' || row.status === 'AUTHORIZED') {
        const status = row.status === 'NEW' ? 'CANCELED' : 'REVERSED';
        await finish(tinkoff, db, row, { status });
        return ok({ ...row, status }, { OriginalAmount: row.amount, NewAmount: 0 });
      }
      const done = await refund(db, row, body.Amount as number | undefined, typeof body.ExternalRequestId === 'string' ? body.ExternalRequestId : undefined);
      if (!done.ok) return fail('9999', done.message);
      if (done.row.refunded !== row.refunded) await sendNotice(tinkoff, db, done.row, done.row.refunded - row.refunded);
      return ok(done.row, { OriginalAmount: row.amount, NewAmount: row.amount - done.row.refunded });
    });
  });

  await app.register(async (sbc) => {
    const fail = (code: string, message: string) => ({ Success: false, ErrorCode: code, Message: message });
    const method = (path: string, handle: (body: Record<string, unknown>) => Promise<unknown>) =>
      sbc.post(`${SANDBOX_SBC_API}${path}`, async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.MerchantId !== SANDBOX_MERCHANT_ID || !sbcSignatureMatches(body, await providerSecret(db, 'SBC'))) return fail('SIGNATURE_INVALID', 'Подпись запроса неверна');
        await slowAnswer();
        return handle(body);
      });
    method('/payments', async (body) => {
      const orderId = String(body.PaymentId ?? '');
      if (!Number.isSafeInteger(body.Amount) || (body.Amount as number) <= 0 || !orderId) return fail('INVALID_REQUEST', 'Неверные параметры');
      const sbp = body.Method === 'Sbp';
      const row = await start(db, 'SBC', { orderId, amount: body.Amount as number, method: sbp ? 'Sbp' : 'Card', successUrl: text(body.ReturnUrl), failUrl: text(body.FailUrl), notificationUrl: text(body.NotificationUrl) });
      return { Success: true, ProviderPaymentId: sbcPaymentId(row), PaymentUrl: sbp ? sbpPageUrl(row) : cardPageUrl(row) };
    });
    method('/payments/state', async (body) => {
      const row = await find('SBC', body.ProviderPaymentId);
      if (!row) return fail('NOT_FOUND', 'Платёж не найден');
      return {
        Success: true,
        ProviderPaymentId: sbcPaymentId(row),
        Status: stateOfTinkoff(row.status),
        Amount: row.amount,
        Refunded: row.refunded,
        Reason: tinkoffReason(row.status, row.error_code, row.message),
        ...(stateOfTinkoff(row.status) === 'succeeded' && row.accepted_at ? { AcceptedAt: unixSeconds(row.accepted_at) } : {}),
      };
    });
    method('/payments/refund', async (body) => {
      const row = await find('SBC', body.ProviderPaymentId);
      if (!row) return fail('NOT_FOUND', 'Платёж не найден');
      const done = await refund(db, row, body.Amount as number | undefined, typeof body.RequestId === 'string' ? body.RequestId : undefined);
      if (!done.ok) return fail('REFUND_REFUSED', done.message);
      if (done.row.refunded !== row.refunded) await sendNotice(sbc, db, done.row);
      return { Success: true, ProviderPaymentId: sbcPaymentId(row), Refunded: done.row.refunded };
    });
    method('/payments/cancel', async (body) => {
      const row = await find('SBC', body.ProviderPaymentId);
      if (!row || row.status !== 'NEW') return fail('NOT_CANCELLABLE', 'Платёж уже завершён');
      await finish(sbc, db, row, { status: 'CANCELED' });
      return { Success: true, ProviderPaymentId: sbcPaymentId(row) };
    });
  });
}

/**
 * A refund made at the bank, not asked for here (an operator's refund, a chargeback): `amount`
 * kopecks, or all that is left; the acquirer tells the merchant by its REFUND notice.
 */
export async function refundAtBank(app: FastifyInstance, db: AppDb, provider: Provider, orderId: string, amount?: number): Promise<RefundResult> {
  const row = await db.selectFrom('sandbox_acquiring').selectAll().where('provider', '=', provider).where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
  if (!row) return { ok: false, message: 'Платёж не найден' };
  const done = await refund(db, row, amount, undefined);
  if (done.ok && done.row.refunded !== row.refunded) await sendNotice(app, db, done.row, done.row.refunded - row.refunded);
  return done;
}

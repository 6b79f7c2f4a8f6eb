// The sandbox providers (only with config.sandbox): the card pages of SBC and Tinkoff, the 3-D
// Secure step, and the SBP bank page. Each outcome is told to this server the way a provider
// does it — a signed notice POSTed to PaymentGateway/{provider}/Callback — and the browser is
// sent back to the payment's return page. "Delayed" notices wait in the database and are
// delivered when due (checked on Payment/Check), so no timer lives in process memory.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDb } from '../../db/database';
import { clock, nowIso } from '../../clock';
import { findSbpBank } from '../info';
import { providerSecret, signNotice, type GatewayNotice } from './gateway';
import { cardPaymentPage, expiredPage, sbpBankPage, SANDBOX_3DS_CODE, threeDsPage } from './sandbox-pages';
import { qrSvg } from './qr/svg';
import { paymentBySession, providerPageUrl, type PaymentRow } from './service';
import type { Provider } from './tables';

export const PAGE_LIFE_MS = 30 * 60 * 1000;
export const DELAYED_NOTICE_MS = 5_000;

type Outcome = Pick<GatewayNotice, 'Status' | 'Reason' | 'CardLast4' | 'CardToken'>;

const REASONS = {
  declined: 'Банк отклонил платёж: недостаточно средств на карте',
  threeDs: 'Платёж не подтверждён: неверный код 3-D Secure',
  cancelled: 'Оплата отменена на странице банка',
  sbpRejected: 'Платёж отклонён в приложении банка',
} as const;

function withQuery(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function livePayment(db: AppDb, session: string | undefined): Promise<PaymentRow | undefined> {
  const row = await paymentBySession(db, session);
  if (!row || row.status !== 'pending' || Date.parse(row.created_at) + PAGE_LIFE_MS < clock.now().getTime()) return undefined;
  return row;
}

/** Signs a notice with the provider's secret and POSTs it to this server's callback. */
export async function sendNotice(app: FastifyInstance, db: AppDb, provider: Provider, payment: Pick<PaymentRow, 'id' | 'amount'>, outcome: Outcome) {
  const notice = signNotice(await providerSecret(db, provider), {
    PaymentId: payment.id,
    Amount: payment.amount,
    NotificationId: randomBytes(12).toString('base64url'),
    Timestamp: Math.floor(clock.now().getTime() / 1000),
    ProviderPaymentId: `${provider.toLowerCase()}-${payment.id}`,
    ...Object.fromEntries(Object.entries(outcome).filter(([, v]) => v !== undefined)),
  } as Omit<GatewayNotice, 'Signature'>);
  return app.inject({ method: 'POST', url: `/api/PaymentGateway/${provider}/Callback`, payload: notice });
}

/** Delivers the delayed notices that are due (each once, even with several API nodes). */
export async function deliverDueNotices(app: FastifyInstance, db: AppDb): Promise<void> {
  const due = await db.selectFrom('payment_sandbox_notice').selectAll().where('delivered', '=', 0).where('deliver_at', '<=', nowIso()).execute();
  for (const n of due) {
    const claimed = await db.updateTable('payment_sandbox_notice').set({ delivered: 1 }).where('id', '=', n.id).where('delivered', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const payment = await db.selectFrom('payment').selectAll().where('id', '=', n.payment_id).executeTakeFirstOrThrow();
    await sendNotice(app, db, payment.provider, payment, JSON.parse(n.body) as Outcome);
  }
}

const cardToken = () => `tok_${randomBytes(12).toString('base64url')}`;

export async function registerPaymentSandbox(app: FastifyInstance, db: AppDb): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const back = (reply: FastifyReply, payment: PaymentRow) => reply.redirect(withQuery(payment.return_url, 'PaymentId', String(payment.id)), 303);
    const providerOf = (params: unknown): 'SBC' | 'Tinkoff' | undefined => {
      const p = (params as { provider?: string }).provider;
      return p === 'SBC' || p === 'Tinkoff' ? p : undefined;
    };
    const form = (body: unknown) => (body ?? {}) as Record<string, string | undefined>;

    scope.get('/sandbox/pay/:provider', async (request, reply) => {
      const provider = providerOf(request.params);
      const payment = await livePayment(db, (request.query as { session?: string }).session);
      if (!provider || !payment || payment.provider !== provider || payment.method !== 'Card') return html(reply, 404, expiredPage());
      return html(reply, 200, cardPaymentPage(provider, payment.provider_session, payment.amount));
    });

    scope.post('/sandbox/pay/:provider', async (request, reply) => {
      const provider = providerOf(request.params);
      const f = form(request.body);
      const payment = await livePayment(db, f.session);
      if (!provider || !payment || payment.provider !== provider || payment.method !== 'Card') return html(reply, 404, expiredPage());
      if (f.action === 'cancel') {
        await sendNotice(scope, db, provider, payment, { Status: 'declined', Reason: REASONS.cancelled });
        return back(reply, payment);
      }
      if (!/^\d{4}$/.test(f.last4 ?? '')) return html(reply, 400, cardPaymentPage(provider, payment.provider_session, payment.amount, 'Проверьте номер карты, срок действия и CVC'));
      const last4 = f.last4!;
      if (f.outcome === '3ds') return html(reply, 200, threeDsPage(provider, payment.provider_session, last4, payment.amount));
      if (f.outcome === 'decline') await sendNotice(scope, db, provider, payment, { Status: 'declined', Reason: REASONS.declined, CardLast4: last4 });
      else if (f.outcome === 'delayed') {
        const body = JSON.stringify({ Status: 'succeeded', CardLast4: last4, CardToken: cardToken() } satisfies Outcome);
        await db.insertInto('payment_sandbox_notice').values({ payment_id: payment.id, body, deliver_at: new Date(clock.now().getTime() + DELAYED_NOTICE_MS).toISOString(), delivered: 0 }).execute();
      } else await sendNotice(scope, db, provider, payment, { Status: 'succeeded', CardLast4: last4, CardToken: cardToken() });
      return back(reply, payment);
    });

    scope.post('/sandbox/pay/:provider/3ds', async (request, reply) => {
      const provider = providerOf(request.params);
      const f = form(request.body);
      const payment = await livePayment(db, f.session);
      if (!provider || !payment || payment.provider !== provider || !/^\d{4}$/.test(f.last4 ?? '')) return html(reply, 404, expiredPage());
      const ok = (f.code ?? '').trim() === SANDBOX_3DS_CODE;
      await sendNotice(scope, db, provider, payment, ok ? { Status: 'succeeded', CardLast4: f.last4, CardToken: cardToken() } : { Status: 'declined', Reason: REASONS.threeDs, CardLast4: f.last4 });
      return back(reply, payment);
    });

    scope.get('/sandbox/sbp/pay', async (request, reply) => {
      const payment = await livePayment(db, (request.query as { session?: string }).session);
      if (!payment || payment.method !== 'Sbp') return html(reply, 404, expiredPage());
      const account = await db.selectFrom('sbp_account').select('bank_id').where('user_id', '=', payment.user_id).executeTakeFirst();
      const bank = account ? await findSbpBank(db, account.bank_id) : undefined;
      return html(reply, 200, sbpBankPage(payment.provider_session, payment.amount, bank?.name ?? 'Ваш банк'));
    });

    // The QR code of the payment link, as a bank app scans it (an absolute address of this site).
    scope.get('/sandbox/sbp/qr.svg', async (request, reply) => {
      const payment = await livePayment(db, (request.query as { session?: string }).session);
      if (!payment || payment.method !== 'Sbp') return html(reply, 404, expiredPage());
      const link = `${request.protocol}://${request.headers.host ?? 'localhost'}${providerPageUrl(payment)}`;
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(qrSvg(link));
    });

    scope.post('/sandbox/sbp/pay', async (request, reply) => {
      const f = form(request.body);
      const payment = await livePayment(db, f.session);
      if (!payment || payment.method !== 'Sbp') return html(reply, 404, expiredPage());
      await sendNotice(scope, db, payment.provider, payment, f.action === 'confirm' ? { Status: 'succeeded' } : { Status: 'declined', Reason: REASONS.sbpRejected });
      return back(reply, payment);
    });
  });
}

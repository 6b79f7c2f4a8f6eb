// The sandbox acquirers' pages (only with config.sandbox): the card pages of SBC and Tinkoff, the
// 3-D Secure step, and the SBP bank page. They act on the stand-ins' own payments (stand-in.ts):
// the client's choice becomes the acquirer's status, told to the merchant by a signed notice, and
// the browser goes back to the SuccessURL or FailURL given at Init. The "delayed" choices reach
// the merchant later: kept in the database, delivered when due (checked on Payment/Check), so no
// timer lives in process memory.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';
import { findSbpBank } from '../info';
import { cardPaymentPage, expiredPage, sbpBankPage, SANDBOX_3DS_CODE, threeDsPage } from './sandbox-pages';
import { acceptedNow, acquiringBySession, finish, finishLater, refundAtBank, registerStandIns, STAND_IN_ERRORS, type AcquiringRow } from './stand-in';

export const PAGE_LIFE_MS = 30 * 60 * 1000;
export const DELAYED_NOTICE_MS = 5_000;

async function livePayment(db: AppDb, session: string | undefined): Promise<AcquiringRow | undefined> {
  const row = await acquiringBySession(db, session);
  // The page takes the payment until its RedirectDueDate (T-Bank), else for PAGE_LIFE_MS.
  const until = row ? (row.pay_until ? Date.parse(row.pay_until) : Date.parse(row.created_at) + PAGE_LIFE_MS) : 0;
  if (!row || row.status !== 'NEW' || until < clock.now().getTime()) return undefined;
  return row;
}

/** The SBP bank page names the client's bank (the sandbox knows it: the same database). */
async function bankNameOf(db: AppDb, row: AcquiringRow): Promise<string> {
  const orderId = Number(row.order_id);
  const payment = Number.isSafeInteger(orderId) ? await db.selectFrom('payment').select('user_id').where('id', '=', orderId).executeTakeFirst() : undefined;
  const account = payment ? await db.selectFrom('sbp_account').select('bank_id').where('user_id', '=', payment.user_id).executeTakeFirst() : undefined;
  return (account && (await findSbpBank(db, account.bank_id))?.name) || 'Ваш банк';
}

const refundBody = {
  type: 'object',
  additionalProperties: false,
  required: ['PaymentId'],
  properties: { PaymentId: { type: 'integer', minimum: 1 }, Amount: { type: 'integer', minimum: 1 } },
} as const;

export async function registerPaymentSandbox(app: FastifyInstance, db: AppDb): Promise<void> {
  await registerStandIns(app, db);
  // A refund or chargeback made at the bank (not asked for by the lender): the stand-in gives the
  // money back and sends its REFUND notice, as the real acquirer does.
  app.post<{ Body: { PaymentId: number; Amount?: number } }>('/sandbox/acquiring/refund', { schema: { body: refundBody } }, async (request, reply) => {
    const payment = await db.selectFrom('payment').select(['id', 'provider']).where('id', '=', request.body.PaymentId).executeTakeFirst();
    const done = payment ? await refundAtBank(app, db, payment.provider, String(payment.id), request.body.Amount) : { ok: false as const, message: 'Платёж не найден' };
    if (!done.ok) return reply.code(400).send({ Success: false, Message: done.message });
    return { Success: true, Refunded: done.row.refunded, Status: done.row.status };
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const back = (reply: FastifyReply, url: string) => reply.redirect(url, 303);
    const providerOf = (params: unknown): 'SBC' | 'Tinkoff' | undefined => {
      const p = (params as { provider?: string }).provider;
      return p === 'SBC' || p === 'Tinkoff' ? p : undefined;
    };
    const form = (body: unknown) => (body ?? {}) as Record<string, string | undefined>;
    const cardPayment = async (provider: string | undefined, session: string | undefined) => {
      const row = await livePayment(db, session);
      return provider && row && row.provider === provider && row.method === 'Card' ? row : undefined;
    };

    scope.get('/sandbox/pay/:provider', async (request, reply) => {
      const row = await cardPayment(providerOf(request.params), (request.query as { session?: string }).session);
      if (!row) return html(reply, 404, expiredPage());
      return html(reply, 200, cardPaymentPage(row.provider, row.session, row.amount));
    });

    scope.post('/sandbox/pay/:provider', async (request, reply) => {
      const f = form(request.body);
      const row = await cardPayment(providerOf(request.params), f.session);
      if (!row) return html(reply, 404, expiredPage());
      if (f.action === 'cancel') {
        await finish(scope, db, row, { status: 'CANCELED' });
        return back(reply, row.fail_url);
      }
      if (!/^\d{4}$/.test(f.last4 ?? '')) return html(reply, 400, cardPaymentPage(row.provider, row.session, row.amount, 'Проверьте номер карты, срок действия и CVC'));
      const last4 = f.last4!;
      switch (f.outcome) {
        case '3ds':
          return html(reply, 200, threeDsPage(row.provider, row.session, last4, row.amount));
        case 'decline':
          await finish(scope, db, row, { status: 'REJECTED', error: STAND_IN_ERRORS.insufficientFunds, last4 });
          return back(reply, row.fail_url);
        case 'delayed':
          await db.updateTable('sandbox_acquiring').set({ status: 'AUTHORIZED', card_last4: last4, accepted_at: acceptedNow(row) }).where('id', '=', row.id).execute();
          await finishLater(db, row, 'CONFIRMED', DELAYED_NOTICE_MS);
          return back(reply, row.success_url);
        case 'late-success':
          // The bank first refuses, then reports the money taken after all (reconciliation credits it):
          // the client paid now.
          await db.updateTable('sandbox_acquiring').set({ accepted_at: acceptedNow(row) }).where('id', '=', row.id).execute();
          await finish(scope, db, row, { status: 'REJECTED', error: STAND_IN_ERRORS.insufficientFunds, last4 });
          await finishLater(db, row, 'CONFIRMED', DELAYED_NOTICE_MS);
          return back(reply, row.fail_url);
        default:
          await finish(scope, db, row, { status: 'CONFIRMED', last4 });
          return back(reply, row.success_url);
      }
    });

    scope.post('/sandbox/pay/:provider/3ds', async (request, reply) => {
      const f = form(request.body);
      const row = await cardPayment(providerOf(request.params), f.session);
      if (!row || !/^\d{4}$/.test(f.last4 ?? '')) return html(reply, 404, expiredPage());
      const ok = (f.code ?? '').trim() === SANDBOX_3DS_CODE;
      await finish(scope, db, row, ok ? { status: 'CONFIRMED', last4: f.last4 } : { status: 'AUTH_FAIL', error: { code: '101', message: 'Не пройдена идентификация 3-D Secure' }, last4: f.last4 });
      return back(reply, ok ? row.success_url : row.fail_url);
    });

    scope.get('/sandbox/sbp/pay', async (request, reply) => {
      const row = await livePayment(db, (request.query as { session?: string }).session);
      if (!row || row.method !== 'Sbp') return html(reply, 404, expiredPage());
      return html(reply, 200, sbpBankPage(row.session, row.amount, await bankNameOf(db, row)));
    });

    scope.post('/sandbox/sbp/pay', async (request, reply) => {
      const f = form(request.body);
      const row = await livePayment(db, f.session);
      if (!row || row.method !== 'Sbp') return html(reply, 404, expiredPage());
      const confirmed = f.action === 'confirm';
      await finish(scope, db, row, confirmed ? { status: 'CONFIRMED' } : { status: 'REJECTED', error: STAND_IN_ERRORS.sbpRejected });
      return back(reply, confirmed ? row.success_url : row.fail_url);
    });
  });
}

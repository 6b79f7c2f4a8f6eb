// Payments: ways to pay, payment intents (Idempotency-Key) started at their acquirer, their
// status, the acquirers' notices, reconciliation with the acquirers, refunds of what the loan did
// not owe, the client's SBP account, and (sandbox) the acquirers' stand-ins and pages.
import { randomUUID } from 'node:crypto';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { acquiringFor, bindApp, type Acquiring } from './acquirers';
import { handleCardLink, type CardLinkNotice } from './card-link';
import { checkProlongationAmount, settleProlongationPayment } from '../loans';
import { handleNotice, registerSettlement, setConfiguredSecret } from './gateway';
import { pendingHandlers } from './pending';
import { cancelByClient, reconcile, RECONCILE_EVERY_MS } from './reconcile';
import { registerPaymentSandbox } from './sandbox-routes';
import { deliverDueNotices, setStandInFaults } from './stand-in';
import { sbpHandlers } from './sbp';
import { createPayment, ownPayment, paymentMethods, paymentStatusAnswer, paymentUrlAnswer, type PaymentRequest } from './service';
import { paymentsMigrations, type Provider } from './tables';

export type { PaymentsTables } from './tables';
export { registerSettlement, type AmountCheck, type Settlement } from './gateway';
export { noticeTotals, paymentTotals, pendingBacklog, type PaymentTotal } from './metrics';
export { reserveLoanRefund, refundLoanPayment } from './loan-refund';
export { acquiringFor } from './acquirers';

// A prolongation's «Оплатить N ₽» settles the prolongation's interest (loans/prolong.ts).
registerSettlement('Prolongation', settleProlongationPayment, checkProlongationAmount);

function paymentHandlers(db: AppDb, acquiring: Acquiring, sandbox: boolean): HandlerMap {
  const notice = (provider: Provider) => async (request: Parameters<HandlerMap[string]>[0], reply: Parameters<HandlerMap[string]>[1]) => {
    await handleNotice(db, request.log, (p) => acquiring.of(p), provider, request.body);
    const receipt = acquiring.of(provider).noticeReceipt;
    return reply.type(receipt.type).send(receipt.body);
  };
  return {
    ...sbpHandlers(db),
    ...pendingHandlers(db, acquiring, async (app) => {
      if (sandbox) await deliverDueNotices(app, db);
    }),
    'GET /api/Payment/PaymentMethods': async (request) =>
      paymentMethods(db, userIdOf(request), (request.query as { loanId?: number }).loanId, acquiring.sbp),
    'POST /api/Payment/PaymentUrl': async (request) => {
      const key = String(request.headers['idempotency-key']).toLowerCase();
      const payment = await createPayment(db, acquiring, userIdOf(request), key, request.body as PaymentRequest);
      // The QR code is scanned by another device: its link must be absolute.
      return paymentUrlAnswer(payment, acquiring.siteUrl || `${request.protocol}://${request.headers.host ?? 'localhost'}`);
    },
    'GET /api/Payment/Check/{id}': async (request) => {
      const userId = userIdOf(request);
      const { id } = request.params as { id: number };
      await ownPayment(db, userId, id);
      if (sandbox) await deliverDueNotices(request.server, db);
      return paymentStatusAnswer(await ownPayment(db, userId, id));
    },
    // A decided payment is answered as it is: a repeated cancel (a double click, a second tab) changes nothing.
    'POST /api/Payment/Cancel/{id}': async (request) => {
      const userId = userIdOf(request);
      const { id } = request.params as { id: number };
      if (sandbox) await deliverDueNotices(request.server, db);
      if ((await ownPayment(db, userId, id)).status === 'pending') await cancelByClient(db, acquiring, id, request.log);
      return paymentStatusAnswer(await ownPayment(db, userId, id));
    },
    'POST /api/PaymentGateway/SBC/Callback': notice('SBC'),
    'POST /api/PaymentGateway/Tinkoff/Callback': notice('Tinkoff'),
    'POST /api/PaymentGateway/CardLink/Callback': async (request) => handleCardLink(db, request.log, request.body as CardLinkNotice),
  };
}

export const paymentsModule: ServerModule = {
  name: 'payments',
  migrations: paymentsMigrations,
  handlers: ({ db, config }) => {
    setConfiguredSecret(config.paymentGatewaySecret);
    return paymentHandlers(db, acquiringFor(config, db), config.sandbox);
  },
  async routes(app, { config, db }) {
    bindApp(config, app);
    if (config.sandbox) {
      setStandInFaults(config.sandboxPayments);
      await registerPaymentSandbox(app, db);
    }
    // A listening node reconciles now and then (tests driving app.inject call reconcile() themselves).
    const acquiring = acquiringFor(config, db);
    const holder = randomUUID();
    const { reconcileEveryMs, reconcilePendingAfterMs } = config.sandboxPayments;
    const every = reconcileEveryMs ?? RECONCILE_EVERY_MS;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      const run = () => void reconcile(db, acquiring, app.log, holder, reconcilePendingAfterMs ?? undefined).catch((error: unknown) => app.log.warn({ reason: (error as Error).name }, 'reconciliation failed'));
      timer = setInterval(run, every + Math.floor(Math.random() * Math.min(5_000, every / 4)));
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
};

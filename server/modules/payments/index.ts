// Payments: ways to pay, payment intents (Idempotency-Key), their status, the providers' signed
// notices, the client's SBP account, and the sandbox providers' pages.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { handleNotice, setConfiguredSecret, type GatewayNotice } from './gateway';
import { pendingHandlers } from './pending';
import { deliverDueNotices, registerPaymentSandbox } from './sandbox-routes';
import { sbpHandlers } from './sbp';
import { createPayment, ownPayment, paymentMethods, paymentStatusAnswer, paymentUrlAnswer, type PaymentRequest } from './service';
import { paymentsMigrations } from './tables';

export type { PaymentsTables } from './tables';
export { registerSettlement, type AmountCheck, type Settlement } from './gateway';

function paymentHandlers(db: AppDb, sandbox: boolean): HandlerMap {
  return {
    ...sbpHandlers(db),
    ...pendingHandlers(db, async (app) => {
      if (sandbox) await deliverDueNotices(app, db);
    }),
    'GET /api/Payment/PaymentMethods': async (request) =>
      paymentMethods(db, userIdOf(request), (request.query as { loanId?: number }).loanId),
    'POST /api/Payment/PaymentUrl': async (request) => {
      const key = String(request.headers['idempotency-key']).toLowerCase();
      return paymentUrlAnswer(await createPayment(db, userIdOf(request), key, request.body as PaymentRequest));
    },
    'GET /api/Payment/Check/{id}': async (request) => {
      const userId = userIdOf(request);
      const { id } = request.params as { id: number };
      await ownPayment(db, userId, id);
      if (sandbox) await deliverDueNotices(request.server, db);
      return paymentStatusAnswer(await ownPayment(db, userId, id));
    },
    'POST /api/PaymentGateway/SBC/Callback': async (request) => handleNotice(db, request.log, 'SBC', request.body as GatewayNotice),
    'POST /api/PaymentGateway/Tinkoff/Callback': async (request) => handleNotice(db, request.log, 'Tinkoff', request.body as GatewayNotice),
  };
}

export const paymentsModule: ServerModule = {
  name: 'payments',
  migrations: paymentsMigrations,
  handlers: ({ db, config }) => {
    setConfiguredSecret(config.paymentGatewaySecret);
    return paymentHandlers(db, config.sandbox);
  },
  async routes(app, { config, db }) {
    if (config.sandbox) await registerPaymentSandbox(app, db);
  },
};

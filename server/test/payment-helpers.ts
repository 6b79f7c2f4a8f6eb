// Steps of the payment tests: a client with an issued loan, a payment intent, a signed notice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/database';
import { clock } from '../clock';
import { providerSecret, signNotice, type GatewayNotice } from '../modules/payments/gateway';
import { SANDBOX_TERMINAL_KEY } from '../modules/payments/stand-in';
import { tinkoffToken } from '../providers';
import { bearer, call, freshUser, signIn } from './accounts-helpers';
import { applyAndDecide, sign } from './loan-helpers';

export type Auth = Record<string, string>;

/** The same database, but every query answers on a later turn of the event loop (real interleaving). */
export function yieldEveryQuery(db: AppDb): AppDb {
  return db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      await new Promise((resolve) => setImmediate(resolve));
      return args.result;
    },
  });
}

/** A new client (own phone) with an issued loan of `amount` kopecks for `term` days. */
export async function clientWithLoan(app: FastifyInstance, phone: string, amount = 1_000_000, term = 20) {
  await freshUser(app, phone);
  const auth = bearer(await signIn(app, phone));
  const decided = await applyAndDecide(app, auth, amount, term);
  if (decided.Status !== 'approved' || !decided.LoanId) throw new Error(`not approved: ${JSON.stringify(decided)}`);
  const signed = await sign(app, auth, phone, decided.LoanId);
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.body}`);
  return { auth, loanId: decided.LoanId };
}

export const owed = async (app: FastifyInstance, auth: Auth, loanId: number) =>
  ((await call(app, { url: `/api/Loans/${loanId}/ExpensesToPay`, headers: auth })).json() as { ExpenseAmount: number }[]).reduce((s, e) => s + e.ExpenseAmount, 0);

export function startPayment(app: FastifyInstance, auth: Auth, body: Record<string, unknown>, key: string = randomUUID()) {
  return call(app, {
    method: 'POST',
    url: '/api/Payment/PaymentUrl',
    headers: { ...auth, 'idempotency-key': key },
    payload: { Method: 'Card', Provider: 'SBC', ReturnUrl: '/lk/paymentCallback/SBC', ...body },
  });
}

/** A notice as the provider signs it (its own secret), fresh unless told otherwise. */
export async function notice(db: AppDb, provider: 'SBC' | 'Tinkoff', fields: Partial<GatewayNotice> & Pick<GatewayNotice, 'PaymentId' | 'Amount'>) {
  return signNotice(await providerSecret(db, provider), {
    Status: 'succeeded',
    NotificationId: randomUUID().replace(/-/g, ''),
    Timestamp: Math.floor(clock.now().getTime() / 1000),
    ...fields,
  });
}

/** A T-Bank notification (Acquiring API v2) about our payment `paymentId`, signed with the sandbox terminal's password. */
export async function tinkoffNotice(db: AppDb, paymentId: number, fields: Record<string, unknown> = {}) {
  const payment = await db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const body: Record<string, unknown> = {
    TerminalKey: SANDBOX_TERMINAL_KEY,
    OrderId: String(paymentId),
    Success: true,
    Status: 'CONFIRMED',
    PaymentId: Number(payment.provider_payment_id),
    ErrorCode: '0',
    Amount: payment.amount,
    ...fields,
  };
  return { ...body, Token: tinkoffToken(body, await providerSecret(db, 'Tinkoff')) };
}

export const sendCallback = (app: FastifyInstance, provider: 'SBC' | 'Tinkoff', payload: unknown) =>
  call(app, { method: 'POST', url: `/api/PaymentGateway/${provider}/Callback`, payload: payload as Record<string, unknown> });

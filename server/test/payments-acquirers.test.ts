// Issue 27: the acquirers' own protocols against the sandbox stand-ins (T-Bank Acquiring API v2:
// Token, Init, GetState, Cancel; SBC's signed API), refunds of what the loan did not owe, a late
// success after a decline, notices dated ahead, and reconciliation (GetState past the limit, one
// node at a time by a lease, idempotent). Runs on SQLite and, in `npm run test:pg`, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { sandboxAcquiring, type Acquiring } from '../modules/payments/acquirers';
import { providerSecret, refundExcess } from '../modules/payments/gateway';
import { PENDING_LIMIT_MS, ABANDONED_AFTER_MS, reconcile, takeLease } from '../modules/payments/reconcile';
import { SANDBOX_TERMINAL_KEY, SANDBOX_TINKOFF_API } from '../modules/payments/stand-in';
import { AcquirerRefused, tinkoffAcquirer, type Transport } from '../providers';
import { call, serverPerFile } from './accounts-helpers';
import { clientWithLoan, notice, owed, sendCallback, startPayment, tinkoffNotice, type Auth } from './payment-helpers';

const server = serverPerFile(60_000);
const app = () => server().app;
const db = () => server().database.db;
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const check = async (auth: Auth, id: number) => (await call(app(), { url: `/api/Payment/Check/${id}`, headers: auth })).json();
const paymentRow = (id: number) => db().selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const standIn = (orderId: number) => db().selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(orderId)).executeTakeFirstOrThrow();
const loanStatus = async (auth: Auth, loanId: number) => (await call(app(), { url: `/api/Loans/${loanId}`, headers: auth })).json().Status as number;
const silent = { warn: () => undefined, info: () => undefined } as never;
/** The acquirers as the sandbox server builds them, their requests injected into its stand-ins. */
const serverSide = () => sandboxAcquiring(db(), (): Transport => async (url, body) => (await app().inject({ method: 'POST', url, payload: body })).json());

/** Starts a payment and finishes it on the acquirer's page as the client chooses. */
async function pay(auth: Auth, loanId: number, amount: number, provider: 'SBC' | 'Tinkoff', outcome = 'success') {
  const started = await startPayment(app(), auth, { LoanId: loanId, Amount: amount, Provider: provider, ReturnUrl: `/lk/paymentCallback/${provider}` });
  expect(started.statusCode, started.body).toBe(200);
  const { PaymentId, Url } = started.json() as { PaymentId: number; Url: string };
  return { id: PaymentId, Url, finish: () => app().inject({ method: 'POST', url: `/sandbox/pay/${provider}`, ...form({ session: new URL(Url, 'http://x').searchParams.get('session')!, action: 'pay', outcome, last4: '4242' }) }) };
}

/** The T-Bank adapter as production builds it, talking to this server's stand-in through its API. */
function tinkoffAgainstStandIn(password?: string) {
  const transport: Transport = async (url, body) => (await app().inject({ method: 'POST', url, payload: body })).json();
  return tinkoffAcquirer({ apiUrl: SANDBOX_TINKOFF_API, terminalKey: SANDBOX_TERMINAL_KEY, password: async () => password ?? providerSecret(db(), 'Tinkoff') }, transport);
}

test('T-Bank protocol: a notification with a wrong Token is refused; Init, GetState and Cancel round-trip through the stand-in', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007790001');
  const { id } = await pay(auth, loanId, 30_000, 'Tinkoff');
  const good = await tinkoffNotice(db(), id);
  const forged = [{ ...good, Token: 'ab'.repeat(32) }, { ...good, Amount: 1 }, { ...good, Status: 'CONFIRMED', Token: (await tinkoffNotice(db(), id, { Status: 'REJECTED' })).Token }, { ...good, TerminalKey: 'OtherTerminal' }];
  for (const body of forged) {
    const res = await sendCallback(app(), 'Tinkoff', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].ErrorCode).toBe('SIGNATURE_INVALID');
  }
  expect((await paymentRow(id)).status).toBe('pending');

  const tinkoff = tinkoffAgainstStandIn();
  const started = await tinkoff.init({ orderId: `t-${randomUUID()}`, amount: 12_345, method: 'Card', description: 'проверка', successUrl: '/ok', failUrl: '/fail', notificationUrl: '/nowhere', payUntil: new Date(Date.now() + 1_800_000).toISOString() });
  expect(started.paymentUrl).toMatch(/^\/sandbox\/pay\/Tinkoff\?session=/);
  expect(await tinkoff.getState(started.providerPaymentId)).toMatchObject({ state: 'pending', providerStatus: 'NEW', amount: 12_345 });
  const session = new URL(started.paymentUrl, 'http://x').searchParams.get('session')!;
  const paid = await app().inject({ method: 'POST', url: '/sandbox/pay/Tinkoff', ...form({ session, action: 'pay', outcome: 'success', last4: '4242' }) });
  expect(paid.headers.location).toBe('/ok');
  expect(await tinkoff.getState(started.providerPaymentId)).toMatchObject({ state: 'succeeded', providerStatus: 'CONFIRMED' });
  await tinkoff.refund(started.providerPaymentId, 2_345, 'r-1');
  await tinkoff.refund(started.providerPaymentId, 2_345, 'r-1'); // the same request again: one refund
  const row = await db().selectFrom('sandbox_acquiring').selectAll().where('id', '=', Number(started.providerPaymentId)).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ refunded: 2_345, status: 'PARTIAL_REFUNDED' });
  expect(await tinkoff.getState(started.providerPaymentId)).toMatchObject({ state: 'succeeded', providerStatus: 'PARTIAL_REFUNDED' });
  await expect(tinkoff.refund(started.providerPaymentId, 10_001, 'r-2')).rejects.toBeInstanceOf(AcquirerRefused);
  // A terminal signing with another password is refused by the stand-in as T-Bank refuses it.
  await expect(tinkoffAgainstStandIn('wrong-password').init({ orderId: 'x', amount: 100, method: 'Card', description: '', successUrl: '/', failUrl: '/', notificationUrl: '/', payUntil: new Date(Date.now() + 1_800_000).toISOString() })).rejects.toMatchObject({ errorCode: '204' });

  // SBP through T-Bank: Init, then GetQr gives the payment link (the bank app's page in the sandbox).
  const sbp = await tinkoff.init({ orderId: `t-${randomUUID()}`, amount: 5_000, method: 'Sbp', description: 'СБП', successUrl: '/sbp-ok', failUrl: '/sbp-fail', notificationUrl: '/nowhere', payUntil: new Date(Date.now() + 1_800_000).toISOString() });
  expect(sbp.paymentUrl).toMatch(/^\/sandbox\/sbp\/pay\?session=/);
  expect(sbp.qrPayload).toBe(sbp.paymentUrl);
  const confirmed = await app().inject({ method: 'POST', url: '/sandbox/sbp/pay', ...form({ session: new URL(sbp.paymentUrl, 'http://x').searchParams.get('session')!, action: 'confirm' }) });
  expect(confirmed.headers.location).toBe('/sbp-ok');
  expect(await tinkoff.getState(sbp.providerPaymentId)).toMatchObject({ state: 'succeeded', amount: 5_000 });

  // The genuine notification is answered with plain OK and decides the payment.
  const res = await sendCallback(app(), 'Tinkoff', good);
  expect([res.statusCode, res.body, res.headers['content-type']]).toEqual([200, 'OK', 'text/plain; charset=utf-8']);
  expect((await paymentRow(id)).status).toBe('succeeded');
});

test('two payments of the whole debt: the loan closes once and the second comes back to the card, to the kopeck', async () => {
  for (const provider of ['SBC', 'Tinkoff'] as const) {
    const { auth, loanId } = await clientWithLoan(app(), provider === 'SBC' ? '79007790002' : '79007790003');
    const debt = await owed(app(), auth, loanId);
    const first = await pay(auth, loanId, debt, provider);
    const second = await pay(auth, loanId, debt - 10_000, provider); // another tab, another amount
    expect((await first.finish()).statusCode).toBe(303);
    expect((await second.finish()).statusCode).toBe(303);
    expect(await loanStatus(auth, loanId)).toBe(7);
    const payments = (await call(app(), { url: `/api/Loans/${loanId}/Payments`, headers: auth })).json() as { Amount: number }[];
    expect(payments.map((p) => p.Amount)).toEqual([debt]);
    expect(await check(auth, first.id)).toMatchObject({ Status: 'succeeded', Refunded: 0 });
    expect(await check(auth, second.id)).toMatchObject({ Status: 'succeeded', Refunded: debt - 10_000 });
    expect(await standIn(second.id)).toMatchObject({ refunded: debt - 10_000, status: 'REFUNDED' });
    expect(await standIn(first.id)).toMatchObject({ refunded: 0, status: 'CONFIRMED' });
  }
});

test('a success after a decline credits the loan; after the loan is closed it is refunded', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007790004');
  const before = await owed(app(), auth, loanId);
  const late = await pay(auth, loanId, 70_000, 'Tinkoff', 'late-success');
  expect((await late.finish()).headers.location).toBe(`/lk/paymentCallback/Tinkoff?PaymentId=${late.id}`);
  expect(await check(auth, late.id)).toMatchObject({ Status: 'declined', Reason: 'Банк отклонил платёж: недостаточно средств на карте' });
  clock.offsetMs += 5_000;
  expect(await check(auth, late.id)).toMatchObject({ Status: 'succeeded', Reason: null, Refunded: 0 });
  expect(await owed(app(), auth, loanId)).toBe(before - 70_000);

  // SBC: declined, the loan is repaid by another payment, and then SBC reports the first as paid.
  const debt = await owed(app(), auth, loanId);
  const declined = await pay(auth, loanId, 20_000, 'SBC', 'late-success');
  await declined.finish();
  expect(await check(auth, declined.id)).toMatchObject({ Status: 'declined' });
  const full = await pay(auth, loanId, debt, 'SBC');
  await full.finish();
  expect(await loanStatus(auth, loanId)).toBe(7);
  clock.offsetMs += 5_000;
  expect(await check(auth, declined.id)).toMatchObject({ Status: 'succeeded', Refunded: 20_000 });
  expect(await standIn(declined.id)).toMatchObject({ status: 'REFUNDED', refunded: 20_000 });
  const payments = (await call(app(), { url: `/api/Loans/${loanId}/Payments`, headers: auth })).json() as { Amount: number }[];
  expect(payments.map((p) => p.Amount)).toEqual([70_000, debt]);
});

test('a notice dated more than 5 s ahead is refused; 3 s ahead (clock skew) is taken', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007790005');
  const { id } = await pay(auth, loanId, 10_000, 'SBC');
  const now = Math.floor(Date.now() / 1000);
  const ahead = await sendCallback(app(), 'SBC', await notice(db(), 'SBC', { PaymentId: id, Amount: 10_000, Timestamp: now + 10 }));
  expect(ahead.json().Errors[0].ErrorCode).toBe('NOTICE_FROM_FUTURE');
  expect((await paymentRow(id)).status).toBe('pending');
  expect((await sendCallback(app(), 'SBC', await notice(db(), 'SBC', { PaymentId: id, Amount: 10_000, Timestamp: now + 3 }))).statusCode).toBe(200);
  expect((await paymentRow(id)).status).toBe('succeeded');
});

test('reconciliation: a payment whose notice was lost is settled by GetState once, one node at a time; an unfinished one is cancelled and failed', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007790006');
  const before = await owed(app(), auth, loanId);
  const lost = await pay(auth, loanId, 40_000, 'Tinkoff');
  const lostSbc = await pay(auth, loanId, 10_000, 'SBC');
  const unfinished = await pay(auth, loanId, 15_000, 'Tinkoff');
  // The bank took the money but its notices never arrived.
  await db().updateTable('sandbox_acquiring').set({ status: 'CONFIRMED' }).where('order_id', 'in', [String(lost.id), String(lostSbc.id)]).execute();

  const nodes = [randomUUID(), randomUUID()];
  const run = (holder: string) => reconcile(db(), serverSide(), silent, holder);
  // Not yet past the limit: nothing asked.
  expect(await run(nodes[0]!)).toMatchObject({ ran: true, asked: 0 });
  clock.offsetMs += PENDING_LIMIT_MS + 1_000;
  // Two nodes at once: one holds the lease and does the work.
  const reports = await Promise.all(nodes.map(run));
  expect(reports.filter((r) => r.ran)).toHaveLength(1);
  expect(reports.find((r) => r.ran)).toMatchObject({ decided: 2 });
  expect((await paymentRow(lost.id)).status).toBe('succeeded');
  expect((await paymentRow(lostSbc.id)).status).toBe('succeeded');
  expect((await paymentRow(unfinished.id)).status).toBe('pending');
  // Again (and a late duplicate notice): nothing changes twice.
  expect(await run(nodes[1]!)).toMatchObject({ ran: true, decided: 0 });
  expect((await sendCallback(app(), 'Tinkoff', await tinkoffNotice(db(), lost.id))).statusCode).toBe(200);
  expect(await owed(app(), auth, loanId)).toBe(before - 50_000);

  clock.offsetMs += ABANDONED_AFTER_MS;
  expect(await run(nodes[0]!)).toMatchObject({ abandoned: 1 });
  expect(await check(auth, unfinished.id)).toMatchObject({ Status: 'failed', Reason: 'Оплата не была завершена' });
  expect((await standIn(unfinished.id)).status).toBe('CANCELED');
});

test('a lease is held by one holder until it expires; a refund that failed is made by reconciliation, once', async () => {
  expect(await takeLease(db(), 'test-lease', 'a', 1_000)).toBe(true);
  expect(await takeLease(db(), 'test-lease', 'b', 1_000)).toBe(false);
  expect(await takeLease(db(), 'test-lease', 'a', 1_000)).toBe(true);
  clock.offsetMs += 1_500;
  expect(await takeLease(db(), 'test-lease', 'b', 1_000)).toBe(true);

  const { auth, loanId } = await clientWithLoan(app(), '79007790007');
  const debt = await owed(app(), auth, loanId);
  const first = await pay(auth, loanId, debt, 'Tinkoff');
  const second = await pay(auth, loanId, debt, 'Tinkoff');
  await first.finish();
  // While the second payment's notice is handled another node holds the refund claim, and when
  // the claim is free again the acquirer is unreachable: the refund waits for reconciliation.
  const real = serverSide();
  const down: Acquiring = { ...real, of: (p) => ({ ...real.of(p), refund: async () => Promise.reject(new Error('down')) }) };
  await db().updateTable('payment').set({ refund_requested_at: new Date(Date.now() + 3_600_000).toISOString() }).where('id', '=', second.id).execute();
  await second.finish();
  await db().updateTable('payment').set({ refund_requested_at: null }).where('id', '=', second.id).execute();
  expect(await refundExcess(db(), (p) => down.of(p), second.id, silent)).toBe(0);
  expect((await paymentRow(second.id)).refund_requested_at).toBeNull();
  expect(await check(auth, second.id)).toMatchObject({ Status: 'succeeded', Refunded: 0 });
  const report = await reconcile(db(), real, silent, 'node-a');
  expect(report).toMatchObject({ ran: true, refunded: 1 });
  expect(await check(auth, second.id)).toMatchObject({ Refunded: debt });
  expect(await reconcile(db(), real, silent, 'node-b')).toMatchObject({ refunded: 0 });
  expect(await standIn(second.id)).toMatchObject({ refunded: debt, status: 'REFUNDED' });
});

test('the client cancels a pending payment: declined, cancelled at the acquirer, its page gone; one already paid is settled instead', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79007790008');
  const cancel = (id: number) => call(app(), { method: 'POST', url: `/api/Payment/Cancel/${id}`, headers: auth });
  for (const provider of ['Tinkoff', 'SBC'] as const) {
    const first = await pay(auth, loanId, 30_000, provider);
    const res = await cancel(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'declined', Reason: 'Вы отменили оплату', Refunded: 0, CancelledByClient: true });
    expect((await standIn(first.id)).status).toBe('CANCELED');
    expect((await app().inject({ url: first.Url })).statusCode).toBe(404);
    // Again: answered as it is, nothing changes.
    expect((await cancel(first.id)).json()).toMatchObject({ Status: 'declined', Reason: 'Вы отменили оплату' });
  }
  const before = await owed(app(), auth, loanId);
  const paid = await pay(auth, loanId, 25_000, 'Tinkoff');
  await db().updateTable('sandbox_acquiring').set({ status: 'CONFIRMED' }).where('order_id', '=', String(paid.id)).execute();
  expect((await cancel(paid.id)).json()).toMatchObject({ Status: 'succeeded', Refunded: 0, CancelledByClient: false });
  expect((await standIn(paid.id)).status).toBe('CONFIRMED');
  expect(await owed(app(), auth, loanId)).toBe(before - 25_000);
  // Another client's payment is not found.
  const other = await clientWithLoan(app(), '79007790009');
  expect((await call(app(), { method: 'POST', url: `/api/Payment/Cancel/${paid.id}`, headers: other.auth })).statusCode).toBe(404);
});

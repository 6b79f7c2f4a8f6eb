// Issue 27, "never stuck": a loan's pending payment is found (to continue it) and can be cancelled
// (to pay again); a decided payment is not changed by a cancel; another client's loan or payment
// is "not found". The SBP bank logos are served without the client key (an <img> has none).
import { expect, test } from 'vitest';
import { CANCELLED_BY_CLIENT } from '../modules/payments/reconcile';
import { call, DEMO, bearer, login, serverPerFile } from './accounts-helpers';
import { CLIENT_KEY_HEADER } from './client-key';
import { clientWithLoan, notice, sendCallback, startPayment } from './payment-helpers';

const server = serverPerFile();
const phone = () => `79${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;

test('the pending payment of a loan is found with where to continue it; cancelled, it is declined and gone', async () => {
  const { app } = server();
  const { auth, loanId } = await clientWithLoan(app, phone());
  const pending = () => call(app, { url: `/api/Payment/Pending?loanId=${loanId}`, headers: auth });
  expect((await pending()).json()).toEqual({ Payment: null });

  const started = (await startPayment(app, auth, { LoanId: loanId, Amount: 30_000 })).json() as { PaymentId: number; Url: string };
  const found = (await pending()).json() as { Payment: Record<string, unknown> };
  expect(found.Payment).toMatchObject({ Id: started.PaymentId, LoanId: loanId, Amount: 30_000, Method: 'Card', Provider: 'SBC', Url: started.Url, QrUrl: null });

  const cancelled = await call(app, { method: 'POST', url: `/api/Payment/Cancel/${started.PaymentId}`, headers: auth });
  expect(cancelled.json()).toMatchObject({ Id: started.PaymentId, Status: 'declined', Reason: CANCELLED_BY_CLIENT });
  expect((await pending()).json()).toEqual({ Payment: null });
  // The provider's page of a cancelled payment takes no money any more.
  expect((await app.inject({ url: started.Url })).statusCode).toBe(404);
  // Again: the same answer, nothing changes.
  expect((await call(app, { method: 'POST', url: `/api/Payment/Cancel/${started.PaymentId}`, headers: auth })).json()).toMatchObject({ Status: 'declined' });
});

test('a cancel does not undo a decided payment', async () => {
  const { app, database } = server();
  const { auth, loanId } = await clientWithLoan(app, phone());
  const { PaymentId } = (await startPayment(app, auth, { LoanId: loanId, Amount: 30_000 })).json() as { PaymentId: number };
  expect((await sendCallback(app, 'SBC', await notice(database.db, 'SBC', { PaymentId, Amount: 30_000 }))).statusCode).toBe(200);
  const answer = await call(app, { method: 'POST', url: `/api/Payment/Cancel/${PaymentId}`, headers: auth });
  expect(answer.json()).toMatchObject({ Id: PaymentId, Status: 'succeeded', Reason: null });
});

test("another client's loan or payment is not found", async () => {
  const { app } = server();
  const { auth, loanId } = await clientWithLoan(app, phone());
  const { PaymentId } = (await startPayment(app, auth, { LoanId: loanId, Amount: 30_000 })).json() as { PaymentId: number };
  const other = bearer(await login(app, DEMO.active));
  expect((await call(app, { url: `/api/Payment/Pending?loanId=${loanId}`, headers: other })).statusCode).toBe(404);
  expect((await call(app, { method: 'POST', url: `/api/Payment/Cancel/${PaymentId}`, headers: other })).statusCode).toBe(404);
  expect((await call(app, { url: `/api/Payment/Pending?loanId=${loanId}`, headers: auth })).json()).toMatchObject({ Payment: { Id: PaymentId } });
});

test('an SBP bank logo is served to an <img>, which carries no client key', async () => {
  const { app } = server();
  const banks = (await call(app, { url: '/client-api/SBP/Banks' })).json() as { LogoUrl: string }[];
  const logo = await app.inject({ url: banks[0]!.LogoUrl, headers: { [CLIENT_KEY_HEADER]: '' } });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
});

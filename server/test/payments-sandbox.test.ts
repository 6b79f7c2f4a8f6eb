// Issue 14: the sandbox providers take the card on their own page, tell this server the outcome
// with a signed notice and send the browser back to the return page; SBP through the bank page;
// the client's SBP account.
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { call, serverPerFile } from './accounts-helpers';
import { clientWithLoan, startPayment } from './payment-helpers';

const server = serverPerFile();
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
const check = async (auth: Record<string, string>, id: number) => (await call(server().app, { url: `/api/Payment/Check/${id}`, headers: auth })).json();

test('card pages of both providers: success, decline with the reason, 3-D Secure, delayed notice', async () => {
  const app = server().app;
  const { auth, loanId } = await clientWithLoan(app, '79007780001');
  const pay = async (provider: 'SBC' | 'Tinkoff', fields: Record<string, string>, amount = 10_000) => {
    const started = (await startPayment(app, auth, { LoanId: loanId, Amount: amount, Provider: provider, ReturnUrl: `/lk/paymentCallback/${provider}` })).json();
    const page = await app.inject({ url: started.Url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('песочница');
    expect(page.body).not.toContain('name="pan"'); // the card number has no name: it never leaves the page
    const res = await app.inject({ method: 'POST', url: `/sandbox/pay/${provider}`, ...form({ session: sessionOf(started.Url), ...fields }) });
    return { id: started.PaymentId as number, res, session: sessionOf(started.Url) };
  };

  const ok = await pay('SBC', { action: 'pay', outcome: 'success', last4: '4242' });
  expect(ok.res.statusCode).toBe(303);
  expect(ok.res.headers.location).toBe(`/lk/paymentCallback/SBC?PaymentId=${ok.id}`);
  expect(await check(auth, ok.id)).toMatchObject({ Status: 'succeeded', CardLast4: '4242', Reason: null });

  const declined = await pay('Tinkoff', { action: 'pay', outcome: 'decline', last4: '1111' });
  expect(declined.res.headers.location).toBe(`/lk/paymentCallback/Tinkoff?PaymentId=${declined.id}`);
  expect(await check(auth, declined.id)).toMatchObject({ Status: 'declined', Reason: 'Банк отклонил платёж: недостаточно средств на карте' });
  // A decided payment's page is gone.
  expect((await app.inject({ url: `/sandbox/pay/Tinkoff?session=${declined.session}` })).statusCode).toBe(404);

  const threeDs = await pay('SBC', { action: 'pay', outcome: '3ds', last4: '4242' });
  expect(threeDs.res.body).toContain('3-D Secure');
  const wrong = await app.inject({ method: 'POST', url: '/sandbox/pay/SBC/3ds', ...form({ session: threeDs.session, last4: '4242', code: '0000' }) });
  expect(wrong.statusCode).toBe(303);
  expect(await check(auth, threeDs.id)).toMatchObject({ Status: 'declined', Reason: 'Платёж не подтверждён: неверный код 3-D Secure' });

  const delayed = await pay('Tinkoff', { action: 'pay', outcome: 'delayed', last4: '4242' });
  expect(await check(auth, delayed.id)).toMatchObject({ Status: 'pending' });
  clock.offsetMs += 5_000;
  expect(await check(auth, delayed.id)).toMatchObject({ Status: 'succeeded' });

  const paid = (await call(app, { url: `/api/Loans/${loanId}/Payments`, headers: auth })).json();
  expect(paid.map((p: { Amount: number }) => p.Amount)).toEqual([10_000, 10_000]);
});

test('SBP: the account, then the bank page confirms or rejects', async () => {
  const app = server().app;
  const { auth, loanId } = await clientWithLoan(app, '79007780002');
  expect((await call(app, { url: '/client-api/SBP/User', headers: auth })).statusCode).toBe(404);
  expect((await call(app, { method: 'POST', url: '/client-api/SBP/User', headers: auth, payload: { BankId: '999' } })).statusCode).toBe(404);
  const saved = await call(app, { method: 'POST', url: '/client-api/SBP/User', headers: auth, payload: { BankId: '100000000004' } });
  expect(saved.json()).toEqual({ BankId: '100000000004', BankName: 'Т-Банк', Phone: '+7 (900) 778-00-02' });
  expect((await call(app, { url: '/client-api/SBP/User', headers: auth })).json().BankName).toBe('Т-Банк');

  const pay = async (action: string) => {
    const started = (await startPayment(app, auth, { LoanId: loanId, Amount: 20_000, Method: 'Sbp', Provider: undefined, ReturnUrl: '/lk/payment-sbp' })).json();
    expect(started.Url).toMatch(/^\/sandbox\/sbp\/pay\?session=/);
    // The QR code comes inline (an SVG data URL): nothing to fetch, and it works without the sandbox too.
    expect(started.QrUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.QrUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const page = await app.inject({ url: started.Url });
    expect(page.body).toContain('Т-Банк: оплата по СБП');
    const res = await app.inject({ method: 'POST', url: '/sandbox/sbp/pay', ...form({ session: sessionOf(started.Url), action }) });
    expect(res.headers.location).toBe(`/lk/payment-sbp?PaymentId=${started.PaymentId}`);
    return check(auth, started.PaymentId);
  };
  expect(await pay('reject')).toMatchObject({ Status: 'declined', Reason: 'Платёж отклонён в приложении банка', Method: 'Sbp' });
  expect(await pay('confirm')).toMatchObject({ Status: 'succeeded', Method: 'Sbp', Provider: 'SBC' });
});

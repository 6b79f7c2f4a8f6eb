// Issue 27: a real deployment (SANDBOX=0) pays through the configured acquirer only. T-Bank is
// played by the sandbox stand-in of another server, served on its own port (test only): this
// server reaches it by TINKOFF_API_URL with TINKOFF_TERMINAL_KEY and TINKOFF_PASSWORD, gets the
// notification over HTTP at PUBLIC_URL, and the client's browser goes to the acquirer's page and
// back to PUBLIC_URL — no /sandbox route or link of this server on the way.
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { seedDemoClients } from '../modules/demo/clients';
import { providerSecret } from '../modules/payments/gateway';
import { SANDBOX_TERMINAL_KEY, SANDBOX_TINKOFF_API } from '../modules/payments/stand-in';
import { sbcSignature } from '../providers';
import { DEMO, DEMO_PASSWORD, start } from './accounts-helpers';
import { clientKey } from './client-key';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });
let standIn: BuiltServer;
let sealed: BuiltServer;
let standInBase = '';
let siteBase = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  standIn = await start();
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  standInBase = `http://127.0.0.1:${(standIn.app.server.address() as { port: number }).port}`;
  const port = await freePort();
  siteBase = `http://127.0.0.1:${port}`;
  sealed = await start({
    SANDBOX: '0',
    TINKOFF_API_URL: `${standInBase}${SANDBOX_TINKOFF_API}`,
    TINKOFF_TERMINAL_KEY: SANDBOX_TERMINAL_KEY,
    TINKOFF_PASSWORD: await providerSecret(standIn.database.db, 'Tinkoff'),
    PUBLIC_URL: siteBase,
  });
  await sealed.app.listen({ port, host: '127.0.0.1' });
  // A client with an active loan (the demo seed, which a real deployment does not run by itself).
  await seedDemoClients(sealed.database.db);
});

afterAll(async () => {
  await sealed?.app.close();
  await standIn?.app.close();
});

const api = async <T = Record<string, unknown>>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
  const res = await fetch(`${siteBase}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...clientKey, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json()) as T };
};

test('with SANDBOX=0 a client repays a loan through the configured T-Bank terminal, end to end', async () => {
  const login = await api('/api/Account/Login', { method: 'POST', body: { Phone: DEMO.active, Password: DEMO_PASSWORD } });
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${login.json.Token as string}` };
  const loans = (await api<{ Id: number; Status: number }[]>('/api/Loans', { headers: auth })).json;
  const loan = loans.find((l) => l.Status === 4)!;
  const toPay = (await api<{ ExpenseAmount: number }[]>(`/api/Loans/${loan.Id}/ExpensesToPay`, { headers: auth })).json;
  const debt = toPay.reduce((s, e) => s + e.ExpenseAmount, 0);

  const started = await api<{ PaymentId: number; Url: string }>('/api/Payment/PaymentUrl', {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    body: { LoanId: loan.Id, Amount: debt, Method: 'Card', Provider: 'Tinkoff', ReturnUrl: '/lk/paymentCallback/Tinkoff' },
  });
  expect(started.status).toBe(200);
  const { PaymentId, Url } = started.json;
  // The acquirer's page, at the acquirer's address: nothing of this server's sandbox.
  expect(Url.startsWith(`${standInBase}/`)).toBe(true);
  expect((await fetch(`${siteBase}/sandbox/pay/Tinkoff${new URL(Url).search}`)).status).toBe(404);

  const page = await fetch(Url);
  expect(page.status).toBe(200);
  const session = new URL(Url).searchParams.get('session')!;
  const paid = await fetch(new URL('/sandbox/pay/Tinkoff', standInBase), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action: 'pay', outcome: 'success', last4: '4242' }).toString(),
  });
  // Back to this site's return page, after the notification reached it over HTTP.
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${siteBase}/lk/paymentCallback/Tinkoff?PaymentId=${PaymentId}`);
  expect((await api(`/api/Payment/Check/${PaymentId}`, { headers: auth })).json).toMatchObject({ Status: 'succeeded', CardLast4: '4242', Refunded: 0 });
  expect((await api(`/api/Loans/${loan.Id}`, { headers: auth })).json).toMatchObject({ Status: 7 });
  const events = await sealed.database.db.selectFrom('payment_gateway_event').select(['outcome', 'status']).where('payment_id', '=', PaymentId).execute();
  // AUTHORIZED (not decided yet), then CONFIRMED.
  expect(events.map((e) => `${e.outcome}:${e.status}`)).toEqual(['duplicate:pending', 'accepted:succeeded']);
});

test('a card linked on the provider page comes back through our route, signed with CARD_LINK_SECRET, once', async () => {
  const login = await api('/api/Account/Login', { method: 'POST', body: { Phone: DEMO.noLoans, Password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${login.json.Token as string}` };
  const before = (await api<unknown[]>('/api/cards', { headers: auth })).json.length;
  const started = await api('/api/cards/AddCardByUrl', { method: 'POST', headers: auth, body: { ReturnUrl: '/lk/cards' } });
  const page = new URL(started.json.Url as string);
  expect(page.origin + page.pathname).toBe('http://127.0.0.1:9/cards');
  expect(page.searchParams.get('returnUrl')).toBe(`${siteBase}/lk/cards`);
  expect(page.searchParams.get('notificationUrl')).toBe(`${siteBase}/api/PaymentGateway/CardLink/Callback`);
  const fields = { Session: page.searchParams.get('session')!, CardLast4: '5577', ExpiryMonth: 9, ExpiryYear: 2031, PaymentSystem: 'Mir', Timestamp: Math.floor(Date.now() / 1000) };
  const send = (body: unknown) => api('/api/PaymentGateway/CardLink/Callback', { method: 'POST', body });
  expect((await send({ ...fields, Signature: sbcSignature(fields, 'wrong-secret') })).status).toBe(400);
  const signed = { ...fields, Signature: sbcSignature(fields, 'test-card_link_secret') };
  expect((await send(signed)).status).toBe(200);
  expect((await send(signed)).status).toBe(404);
  const cards = (await api<unknown[]>('/api/cards', { headers: auth })).json;
  expect(cards).toHaveLength(before + 1);
  expect(JSON.stringify(cards)).toContain('5577');
});

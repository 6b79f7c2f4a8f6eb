// kill -9 in the middle of registrations, then a restart, three times over: every registration
// the server acknowledged is there exactly once, and the client can sign in. The same in the
// middle of payments: every acknowledged payment is there once and settles the loan once. Then
// two server processes on one database file write at once: SQLite's busy/locked never reaches a
// client.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { killAllNodes, startNode as startSpawnedNode } from './spawn-node';
import { clientKey } from './client-key';
import { signNotice } from '../modules/payments/gateway';

const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-crash-'));
afterAll(() => {
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = { 'content-type': 'application/json', ...clientKey };

// The SQLite file's durability is what this file checks: never the run's PostgreSQL, and not
// again in the PostgreSQL run (`npm run test:pg`), which would repeat the same SQLite checks.
const sqliteRun = { skip: Boolean(process.env.DATABASE_URL) };
// The gateway secret is fixed so the test can sign the providers' notices as they would.
const gatewaySecret = 'crash-test-gateway-secret';
const startNode = () => startSpawnedNode({ DATA_DIR: dataDir, DATABASE_URL: '', PAYMENT_GATEWAY_SECRET: gatewaySecret });

/** Registers clients on `lanes` parallel lanes until stopped; returns the acknowledged phones and any 5xx. */
function registerStream(base: string, prefix: string, lanes: number) {
  const acknowledged: string[] = [];
  const serverErrors: string[] = [];
  let stop = false;
  const lane = async (n: number) => {
    for (let i = 0; !stop && i < 500; i++) {
      const phone = `79${prefix}${n}${String(i).padStart(6, '0')}`;
      try {
        const res = await fetch(`${base}/api/Account/RegisterUser`, { method: 'POST', headers, body: JSON.stringify({ Phone: phone, Password: 'Crash-test-1', CaptchaToken: '' }) });
        if (res.status === 200) acknowledged.push(phone);
        else if (res.status >= 500) serverErrors.push(`${phone}: ${res.status} ${await res.text()}`);
      } catch {
        return; // the process is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return { acknowledged, serverErrors, stop: () => ((stop = true), done) };
}

const storedPhones = () => {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const rows = db.prepare('select phone from user_account').all() as { phone: string }[];
  db.close();
  return rows.map((r) => r.phone);
};

test('kill -9 during registrations, three times: no acknowledged write lost, none twice', { timeout: 120_000, ...sqliteRun }, async () => {
  const acknowledged: string[] = [];
  for (const round of [1, 2, 3]) {
    const node = await startNode();
    const stream = registerStream(node.base, `1${round}`, 4);
    const flowingBy = Date.now() + 20_000;
    while (stream.acknowledged.length < 15 && Date.now() < flowingBy) await new Promise((r) => setTimeout(r, 10));
    node.child.kill('SIGKILL');
    await node.exited;
    await stream.stop();
    expect(stream.serverErrors).toEqual([]);
    expect(stream.acknowledged.length).toBeGreaterThan(5);
    acknowledged.push(...stream.acknowledged);
  }
  const phones = storedPhones();
  expect(acknowledged.filter((p) => !phones.includes(p))).toEqual([]);
  expect(phones.length).toBe(new Set(phones).size);

  // After the last crash the service starts again and an acknowledged client signs in.
  const node = await startNode();
  const res = await fetch(`${node.base}/api/Account/Login`, { method: 'POST', headers, body: JSON.stringify({ Phone: acknowledged[0], Password: 'Crash-test-1' }) });
  expect(res.status).toBe(200);
  node.child.kill('SIGTERM');
  await node.exited;
});

test('two server processes writing to one database never answer 5xx', { timeout: 90_000, ...sqliteRun }, async () => {
  const [a, b] = await Promise.all([startNode(), startNode()]);
  const streams = [registerStream(a!.base, '31', 4), registerStream(b!.base, '41', 4)];
  await new Promise((r) => setTimeout(r, 4000));
  await Promise.all(streams.map((s) => s.stop()));
  for (const node of [a!, b!]) node.child.kill('SIGTERM');
  await Promise.all([a!.exited, b!.exited]);
  expect(streams.flatMap((s) => s.serverErrors)).toEqual([]);
  expect(streams.every((s) => s.acknowledged.length > 5)).toBe(true);
  const phones = storedPhones();
  expect(streams.flatMap((s) => s.acknowledged).filter((p) => !phones.includes(p))).toEqual([]);
});

const sbcSecret = createHmac('sha256', gatewaySecret).update('payment-gateway:SBC').digest('hex');

/**
 * Demo client 01 pays 100 ₽ (the least a payment can be) at a time on `lanes` lanes until stopped: each payment is started with
 * its own Idempotency-Key and then settled by the provider's signed notice, sent twice.
 */
function payStream(base: string, auth: Record<string, string>, loanId: number, lanes: number) {
  const started: { key: string; id: number }[] = [];
  const settled: number[] = [];
  const serverErrors: string[] = [];
  let stop = false;
  const lane = async () => {
    while (!stop) {
      try {
        const key = randomUUID();
        const res = await fetch(`${base}/api/Payment/PaymentUrl`, {
          method: 'POST',
          headers: { ...headers, ...auth, 'idempotency-key': key },
          body: JSON.stringify({ LoanId: loanId, Amount: 10_000, Method: 'Card', Provider: 'SBC', ReturnUrl: '/lk/paymentCallback/SBC' }),
        });
        if (res.status >= 500) serverErrors.push(`PaymentUrl: ${res.status} ${await res.text()}`);
        if (res.status !== 200) continue;
        const { PaymentId } = (await res.json()) as { PaymentId: number };
        started.push({ key, id: PaymentId });
        const notice = signNotice(sbcSecret, { PaymentId, Status: 'succeeded', Amount: 10_000, NotificationId: randomUUID().replace(/-/g, ''), Timestamp: Math.floor(Date.now() / 1000) });
        for (const _ of [1, 2]) {
          const callback = await fetch(`${base}/api/PaymentGateway/SBC/Callback`, { method: 'POST', headers, body: JSON.stringify(notice) });
          if (callback.status >= 500) serverErrors.push(`Callback: ${callback.status} ${await callback.text()}`);
          if (callback.status === 200 && !settled.includes(PaymentId)) settled.push(PaymentId);
        }
      } catch {
        return; // the process is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, () => lane()));
  return { started, settled, serverErrors, stop: () => ((stop = true), done) };
}

const stored = (query: string, ...params: unknown[]) => {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const rows = db.prepare(query).all(...params);
  db.close();
  return rows as Record<string, number | string>[];
};

test('kill -9 during payments, three times: every acknowledged payment is kept once and settles the loan once', { timeout: 120_000, ...sqliteRun }, async () => {
  let node = await startNode();
  const login = await fetch(`${node.base}/api/Account/Login`, { method: 'POST', headers, body: JSON.stringify({ Phone: '79000000001', Password: 'Demo-2026' }) });
  const auth = { authorization: `Bearer ${((await login.json()) as { Token: string }).Token}` };
  const loans = (await (await fetch(`${node.base}/api/Loans`, { headers: { ...headers, ...auth } })).json()) as { Id: number; StatusLoan?: { State?: number } }[];
  const loanId = loans.find((l) => l.StatusLoan?.State === 4)!.Id;
  const paidBefore = stored('select count(*) as n from loan_payment where loan_id = ?', loanId)[0]!.n as number;

  const started: { key: string; id: number }[] = [];
  const settled: number[] = [];
  for (const round of [1, 2, 3]) {
    if (round > 1) node = await startNode();
    const stream = payStream(node.base, auth, loanId, 3);
    const flowingBy = Date.now() + 20_000;
    while (stream.settled.length < 6 && Date.now() < flowingBy) await new Promise((r) => setTimeout(r, 10));
    node.child.kill('SIGKILL');
    await node.exited;
    await stream.stop();
    expect(stream.serverErrors).toEqual([]);
    expect(stream.settled.length).toBeGreaterThan(3);
    started.push(...stream.started);
    settled.push(...stream.settled);
  }

  const payments = stored('select id, idempotency_key as key, status from payment where loan_id = ?', loanId);
  // Every acknowledged start is stored once, under its key; every acknowledged notice settled it.
  for (const { key, id } of started) expect(payments.filter((p) => p.key === key).map((p) => p.id)).toEqual([id]);
  const succeeded = payments.filter((p) => p.status === 'succeeded').map((p) => p.id);
  expect(settled.filter((id) => !succeeded.includes(id))).toEqual([]);
  // Each succeeded payment reached the loan's ledger exactly once, doubled notices included.
  const paidAfter = stored('select count(*) as n from loan_payment where loan_id = ?', loanId)[0]!.n as number;
  expect(paidAfter - paidBefore).toBe(succeeded.length);

  // After the last crash, the same key again answers the same payment rather than a new one.
  node = await startNode();
  const again = await fetch(`${node.base}/api/Payment/PaymentUrl`, {
    method: 'POST',
    headers: { ...headers, ...auth, 'idempotency-key': started[0]!.key },
    body: JSON.stringify({ LoanId: loanId, Amount: 10_000, Method: 'Card', Provider: 'SBC', ReturnUrl: '/lk/paymentCallback/SBC' }),
  });
  expect(((await again.json()) as { PaymentId: number }).PaymentId).toBe(started[0]!.id);
  node.child.kill('SIGTERM');
  await node.exited;
});

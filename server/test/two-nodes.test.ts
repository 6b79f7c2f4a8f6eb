// Two API nodes on one PostgreSQL behave as one (design-notes §5: nothing shared lives in process
// memory): a client's requests alternate between the nodes — sign-in, a code sent by one and
// confirmed at the other, the login limit counted across both, one payment per Idempotency-Key.
// Runs in `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { killAllNodes, startNode, type SpawnedNode } from './spawn-node';
import { clientKey } from './client-key';

const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-nodes-'));
let nodes: SpawnedNode[] = [];

// Alternates: the n-th call of a test goes to node n % 2.
let turn = 0;
const next = () => nodes[turn++ % 2]!.base;
const json = { 'content-type': 'application/json', ...clientKey };
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  if (!databaseUrl) return;
  // A data folder (not :memory:) puts both nodes on the database's own schema, the one production uses.
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  // At the same instant, as a deployment starts them: their start-up writes take turns (issue 48).
  nodes = await Promise.all([startNode(env), startNode(env)]);
}, 150_000);

afterAll(() => {
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});

test.skipIf(!databaseUrl)('a session made on one node is valid on the other, and a logout on it ends it everywhere', async () => {
  const login = await post(next(), '/api/Account/Login', { Phone: '79000000001', Password: 'Demo-2026' });
  expect(login.status).toBe(200);
  const { Token } = (await login.json()) as { Token: string };
  const auth = { authorization: `Bearer ${Token}`, ...clientKey };
  expect((await fetch(`${next()}/api/Account/UserProfile`, { headers: auth })).status).toBe(200);
  expect((await post(next(), '/api/Account/Logout', {}, auth)).ok).toBe(true);
  expect((await fetch(`${next()}/api/Account/UserProfile`, { headers: auth })).status).toBe(401);
});

test.skipIf(!databaseUrl)('a code sent by one node is confirmed at the other; the resend pause holds on both', async () => {
  const phone = '79005551201';
  const personal = { LastName: 'Иванова', FirstName: 'Анна', MiddleName: 'Павловна', BirthDate: '1992-03-15', Email: 'anna@example.com', AcceptAgreements: true, CaptchaToken: '' };
  expect((await post(next(), '/api/Account/Registration', { Phone: phone, ...personal })).status).toBe(200);
  expect((await post(next(), '/api/Account/Registration/ResendCode', { Phone: phone })).status).toBe(429);
  const outbox = (await (await fetch(`${next()}/dev/outbox.json`)).json()) as { to: string; code: string }[];
  const code = outbox.filter((m) => m.to === phone).pop()!.code;
  const confirmed = await post(next(), '/api/Account/Registration/Confirm', { Phone: phone, Code: code });
  expect(confirmed.status).toBe(200);
});

test.skipIf(!databaseUrl)('failed logins counted on both nodes bring the captcha challenge for the phone', async () => {
  const phone = '79005551202';
  expect((await post(next(), '/api/Account/RegisterUser', { Phone: phone, Password: 'Right-pass-1', CaptchaToken: '' })).status).toBe(200);
  const codes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await post(next(), '/api/Account/Login', { Phone: phone, Password: 'Wrong-pass-1' }, { 'x-forwarded-for': `10.9.0.${i}` });
    codes.push(((await res.json()) as { Errors: { ErrorCode: string }[] }).Errors[0]!.ErrorCode);
  }
  // Three failures (split between the nodes) and the fourth try is asked for the challenge.
  expect(codes[3]).toBe('RECAPTCHA_V2_REQUIRED');
});

test.skipIf(!databaseUrl)('one Idempotency-Key sent to both nodes at once makes one payment', async () => {
  const login = await post(next(), '/api/Account/Login', { Phone: '79000000001', Password: 'Demo-2026' });
  const { Token } = (await login.json()) as { Token: string };
  const auth = { authorization: `Bearer ${Token}`, ...clientKey };
  const loans = (await (await fetch(`${next()}/api/Loans?inActualState=false&v=1`, { headers: auth })).json()) as { Id: number; StatusLoan?: { State: number } }[];
  const loan = loans.find((l) => l.StatusLoan?.State === 4)!;
  const key = randomUUID();
  const body = { LoanId: loan.Id, Amount: 50_000, Method: 'Card', Provider: 'SBC', ReturnUrl: '/lk/paymentCallback/SBC' };
  const answers = await Promise.all(Array.from({ length: 8 }, () => post(next(), '/api/Payment/PaymentUrl', body, { ...auth, 'idempotency-key': key })));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { PaymentId: number }).PaymentId));
  expect(new Set(ids).size).toBe(1);
});

// SANDBOX=0 is a real deployment: it refuses to start without each third party's settings, and
// with them no stand-in answers and every message, decision and recognition goes to the provider.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BuiltServer } from '../app';
import { loadConfig } from '../config';
import { ProviderSettingsError } from '../providers';
import { call, start } from './accounts-helpers';
import { realProviderEnv } from './real-providers';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let gateway: Server;
let base = '';
const received: Received[] = [];
let sealed: BuiltServer;

beforeAll(async () => {
  // One local stand-in for every provider: records what it gets; scoring approves.
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : {} });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/scoring' ? { approved: true } : { ok: true }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  sealed = await start({ SANDBOX: '0', ...realProviderEnv(base) });
});

afterAll(async () => {
  await sealed?.app.close();
  await new Promise((resolve) => gateway.close(resolve));
});

test('without the provider settings the configuration is refused, naming each missing setting', () => {
  let error: unknown;
  try {
    loadConfig({ SANDBOX: '0' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ProviderSettingsError);
  const message = (error as Error).message;
  for (const name of ['SMS_GATEWAY_URL', 'SCORING_URL', 'PASSPORT_RECOGNITION_URL', 'SBC_SECRET', 'TINKOFF_PASSWORD', 'SBP_ACQUIRER', 'PUBLIC_URL', 'ESIA_URL', 'CAPTCHA_SECRET_KEY']) {
    expect(message).toContain(name);
  }
  // One missing setting is named alone.
  const { SCORING_TOKEN: _dropped, ...almost } = realProviderEnv();
  expect(() => loadConfig({ SANDBOX: '0', ...almost })).toThrow(/missing: SCORING_TOKEN \(scoring service\)$/);
  // The payment settings are checked for what they must be, not only for being there.
  expect(() => loadConfig({ SANDBOX: '0', ...realProviderEnv(), SBP_ACQUIRER: 'Sber' })).toThrow(/SBP_ACQUIRER \(must be SBC or Tinkoff/);
  expect(() => loadConfig({ SANDBOX: '0', ...realProviderEnv(), PUBLIC_URL: '/lk' })).toThrow(/PUBLIC_URL \(must be an absolute/);
});

test('`SANDBOX=0 npm start` without the settings exits at once and says which are missing', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, SANDBOX: '0', PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(78);
  expect(run.stderr).toContain('SMS_GATEWAY_URL (SMS gateway)');
  expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
});

test('with the settings no /sandbox or /dev route answers', async () => {
  for (const url of ['/sandbox', '/sandbox/captcha/api.js', '/sandbox/payment/card?session=x', '/sandbox/chat/widget.js', '/dev/outbox', '/dev/outbox.json', '/dev/csp-reports.json', '/DEV/outbox.json']) {
    expect((await sealed.app.inject({ url })).statusCode, url).toBe(404);
  }
  for (const [url, payload] of [
    ['/sandbox/agreements/terms-update', { Phone: '79000000003' }],
    ['/sandbox/messages', { Phone: '79000000003', Title: 'a', Text: 'b' }],
    ['/sandbox/clock', { Phone: '79000000003', Days: 1 }],
    ['/sandbox/esia', 'state=x&decision=allow'],
  ] as const) {
    expect((await sealed.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(404);
  }
  expect((await sealed.app.inject({ url: '/sandbox/esia?state=x' })).statusCode).toBe(404);
});

test('a one-time code goes to the SMS gateway with its token, and nothing of it is kept in an outbox', async () => {
  const res = await call(sealed.app, { method: 'POST', url: '/api/Account/ForgotPasswordSendSms', payload: { Phone: '79005550099', BirthDate: '1990-01-01' } });
  expect(res.statusCode).toBeLessThan(500);
  const before = received.length;
  const registration = await sealed.app.inject({
    method: 'POST',
    url: '/api/Account/Registration',
    payload: { Phone: '79005550098', LastName: 'Иванова', FirstName: 'Анна', MiddleName: 'Павловна', BirthDate: '1992-03-15', Email: 'anna@example.com', AcceptAgreements: true, CaptchaToken: '' },
  });
  expect(registration.statusCode, registration.body).toBe(200);
  const sms = received.slice(before).find((r) => r.path === '/sms');
  expect(sms?.authorization).toBe('Bearer test-sms_gateway_token');
  expect(sms?.body.to).toBe('79005550098');
  expect(String(sms?.body.text)).toMatch(/Код \d{6}/);
  const rows = await sealed.database.db.selectFrom('outbox_message').select('id').execute();
  expect(rows).toEqual([]);
});

// Shared steps of the accounts tests: a fresh server, demo sign-in, codes from the sandbox outbox.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clock } from '../clock';
import { injectChecked, startServer } from './inject-checked';
import type { BuiltServer } from '../app';

export const DEMO_PASSWORD = 'Demo-2026';
export const DEMO = { active: '79000000001', refused: '79000000002', noLoans: '79000000003', unfinished: '79000000004', frozen: '79000000005' } as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function start(env: Record<string, string> = {}): Promise<BuiltServer> {
  return startServer(env);
}

/**
 * One server for the whole test file (booting compiles the whole contract: slow on a busy
 * machine); the test clock goes back to real time after each test.
 */
export function serverPerFile(testTimeout = 30_000): () => BuiltServer {
  vi.setConfig({ testTimeout, hookTimeout: 120_000 });
  let built: BuiltServer | undefined;
  beforeAll(async () => {
    built = await start();
  });
  afterAll(async () => built?.app.close());
  afterEach(() => {
    clock.offsetMs = 0;
  });
  return () => {
    if (!built) throw new Error('the server has not started');
    return built;
  };
}

/** injectChecked with JSON helpers; every answer must be one the contract allows. */
export const call = (app: FastifyInstance, options: InjectOptions) => injectChecked(app, options);

/** POST /api/Account/Login: AuthToken at once (trusted device, demo client) or a LoginChallenge. */
export const postLogin = (app: FastifyInstance, Phone: string, Password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  injectChecked(app, { method: 'POST', url: '/api/Account/Login', payload: { Phone, Password }, headers, remoteAddress });

/** A client made with RegisterUser (no SMS at sign-up); each test uses its own phone. */
export async function freshUser(app: FastifyInstance, phone: string, password = 'Secret-pass-1'): Promise<void> {
  const res = await call(app, { method: 'POST', url: '/api/Account/RegisterUser', payload: { Phone: phone, Password: password, CaptchaToken: '' } });
  if (res.statusCode !== 200) throw new Error(`RegisterUser ${phone}: ${res.statusCode} ${res.body}`);
}

export async function login(app: FastifyInstance, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await postLogin(app, phone, password);
  if (res.statusCode !== 200 || !res.json().Token) throw new Error(`login ${phone}: ${res.statusCode} ${res.body}`);
  return res.json().Token as string;
}

export async function outbox(app: FastifyInstance): Promise<{ channel: string; to: string; text: string; code: string | null; sentAt: string }[]> {
  return (await app.inject({ url: '/dev/outbox.json' })).json();
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const messages = (await outbox(app)).filter((m) => m.to === to);
  const code = messages[messages.length - 1]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A code that is surely not `code` (same length). */
export const wrongCode = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

/** A multipart/form-data body with one file in the field File. */
export function multipart(file: Buffer, fileName: string, type = 'application/octet-stream') {
  const boundary = '----accounts-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Signs in whatever the device: completes the SMS step with the code from the outbox when asked. */
export async function signIn(app: FastifyInstance, phone: string, password = 'Secret-pass-1', appId = 'test-device'): Promise<string> {
  const first = await postLogin(app, phone, password, { 'x-appid': appId });
  const body = first.json();
  if (body.Token) return body.Token;
  const done = await call(app, { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId: body.LoginId, Code: await lastCode(app, phone) } });
  if (done.statusCode !== 200) throw new Error(`LoginComplete ${phone}: ${done.statusCode} ${done.body}`);
  return done.json().Token;
}

// POST /api/Ombudsmen/SubmitForm: accepted, field errors, captcha refused, per-IP 429.
import { afterEach, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { ombudsmenRules } from '../modules/call-back/ombudsmen';
import { mintV3 } from '../modules/sandbox/captcha-tokens';
import { injectChecked, startServer } from './inject-checked';

// Starting a server with every module takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

const appeal = (over: Record<string, unknown> = {}) => ({
  Name: 'Ольга Смирнова',
  Phone: '79001112233',
  Email: 'olga@example.com',
  Text: 'Прошу пересчитать неустойку по договору.',
  CaptchaToken: mintV3('ombudsmen', 0.9),
  ...over,
});
const post = (s: BuiltServer, payload: unknown) =>
  injectChecked(s.app, { method: 'POST', url: '/api/Ombudsmen/SubmitForm', payload: payload as object });

test('an appeal is accepted and stored', async () => {
  server = await startServer({ TENANT: 'mf' });
  const res = await post(server, appeal());
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ Success: true });
  const row = await server.database.db.selectFrom('ombudsmen_appeal').selectAll().executeTakeFirstOrThrow();
  expect(row).toMatchObject({ tenant: 'mf', phone: '79001112233', email: 'olga@example.com' });
});

test('field errors name the field', async () => {
  server = await startServer();
  const codes = async (payload: unknown) => ((await post(server!, payload)).json().Errors as { ErrorCode: string }[]).map((e) => e.ErrorCode);
  expect(await codes(appeal({ Name: '' }))).toEqual(['NAME_INVALID']);
  expect(await codes(appeal({ Email: 'не почта' }))).toEqual(['EMAIL_INVALID']);
  expect(await codes(appeal({ Text: 'т'.repeat(5001) }))).toEqual(['TEXT_INVALID']);
  expect(await codes(appeal({ Phone: '123' }))).toEqual(['PHONE_INVALID']);
});

test('a missing or low-score captcha is refused', async () => {
  server = await startServer();
  for (const token of ['', mintV3('ombudsmen', 0.2)]) {
    const res = await post(server, appeal({ CaptchaToken: token }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].ErrorCode).toBe('CAPTCHA_INVALID');
  }
});

test(`past ${ombudsmenRules.perIpPerHour} appeals per IP per hour: 429 with Retry-After`, async () => {
  server = await startServer();
  for (let i = 0; i < ombudsmenRules.perIpPerHour; i++) expect((await post(server, appeal())).statusCode).toBe(200);
  const res = await post(server, appeal());
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
});

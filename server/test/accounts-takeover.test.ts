// What a stranger must not be able to do to a client's account (issue 29): spend the owner's
// recovery code, outlive a logout, forge an address past the login limit, take the phone number,
// or read codes and trusted devices out of a stolen table. Runs on SQLite and PostgreSQL.
import { createHash } from 'node:crypto';
import { afterEach, expect, test, vi } from 'vitest';
import { clock } from '../clock';
import { loadConfig } from '../config';
import { realProviderEnv } from './real-providers';
import { bearer, call, DEMO_PASSWORD, freshUser, lastCode, outbox, postLogin, serverPerFile, start, wrongCode } from './accounts-helpers';

const boot = serverPerFile(60_000);
const app = () => boot().app;
const db = () => boot().database.db;

afterEach(() => {
  vi.unstubAllEnvs();
});

const device = (id: string) => ({ 'x-appid': id });
const errorOf = (res: { json(): unknown }) => (res.json() as { Errors: { ErrorCode: string; Message: string }[] }).Errors[0]!;

/** A client with a password, a birth date and an e-mail on file; signed in on `appId` through the SMS step. */
async function client(phone: string, appId = `device-of-${phone}`) {
  await freshUser(app(), phone);
  await db().updateTable('user_account').set({ birth_day: '1990-05-17', email: `c${phone}@example.com` }).where('phone', '=', phone).execute();
  const challenge = await postLogin(app(), phone, 'Secret-pass-1', device(appId));
  const done = await call(app(), { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId: challenge.json().LoginId, Code: await lastCode(app(), phone) }, headers: device(appId) });
  expect(done.statusCode).toBe(200);
  return { token: done.json().Token as string, appId };
}

test('a stranger asking with a wrong birth date can neither spend nor shadow the owner\'s recovery code', async () => {
  const phone = '79002900001';
  await client(phone);
  const owner = device('owner-browser');
  const stranger = device('stranger-browser');
  const sent = await call(app(), { method: 'POST', url: '/api/Account/ForgotPasswordSendSms', payload: { Phone: phone, BirthDay: '1990-05-17' }, headers: owner });
  expect(sent.statusCode).toBe(200);
  expect(sent.json().FlowId).toEqual(expect.any(String));
  const code = await lastCode(app(), phone);
  // The stranger's own (undelivered) flow, then three wrong guesses from their browser and from no browser at all.
  expect((await call(app(), { method: 'POST', url: '/api/Account/ForgotPasswordSendSms', payload: { Phone: phone, BirthDay: '1990-05-18' }, headers: stranger })).statusCode).toBe(200);
  for (const headers of [stranger, stranger, stranger, {}, {}]) {
    const guess = await call(app(), { method: 'POST', url: '/api/Account/ForgotPasswordCheckSmsCode', payload: { Phone: phone, Code: wrongCode(code) }, headers });
    expect(guess.statusCode).toBe(400);
  }
  // The stranger cannot resend (and so replace) the owner's code either.
  clock.offsetMs = 61_000;
  expect((await call(app(), { method: 'POST', url: `/api/Account/ForgotPasswordSendSmsAgain?phone=${phone}`, headers: {} })).statusCode).toBe(400);
  const right = await call(app(), { method: 'POST', url: '/api/Account/ForgotPasswordCheckSmsCode', payload: { Phone: phone, Code: code }, headers: owner });
  expect(right.statusCode).toBe(200);
  expect(right.json().RestoreToken).toEqual(expect.any(String));
});

test('a recovery code is checked against the flow whose id the screen sends, from any device', async () => {
  const phone = '79002900002';
  await client(phone);
  const sent = await call(app(), { method: 'POST', url: '/api/Account/RestorePasswordBySMSSend', payload: { Phone: phone }, headers: device('tab-1') });
  const code = await lastCode(app(), phone);
  const stranger = await call(app(), { method: 'POST', url: '/api/Account/RestorePasswordBySMS', payload: { Phone: phone, Code: code }, headers: device('tab-2') });
  expect(errorOf(stranger).ErrorCode).toBe('CODE_EXPIRED');
  const withId = await call(app(), { method: 'POST', url: '/api/Account/RestorePasswordBySMS', payload: { Phone: phone, Code: code, FlowId: sent.json().FlowId }, headers: device('tab-2') });
  expect(withId.statusCode).toBe(200);
});

test('a logout ends the tokens made from its token: CrossAuth copies and their refreshes', async () => {
  const phone = '79002900003';
  const { token } = await client(phone);
  const copy = (await call(app(), { method: 'POST', url: '/api/CrossAuth/Create', payload: { OldToken: token } })).json().Token as string;
  const refreshed = (await call(app(), { url: `/api/Account/RefreshToken?token=${encodeURIComponent(copy)}` })).json().Token as string;
  const other = (await postLogin(app(), phone, 'Secret-pass-1', device(`device-of-${phone}`))).json().Token as string;
  expect((await call(app(), { url: '/api/Account/UserProfile', headers: bearer(refreshed) })).statusCode).toBe(200);
  expect((await call(app(), { method: 'POST', url: '/api/Account/Logout', headers: bearer(token) })).statusCode).toBe(204);
  expect((await call(app(), { url: '/api/Account/UserProfile', headers: bearer(refreshed) })).statusCode).toBe(401);
  expect((await call(app(), { url: `/api/Account/RefreshToken?token=${encodeURIComponent(refreshed)}` })).statusCode).toBe(400);
  // Another sign-in of the same client is another family.
  expect((await call(app(), { url: '/api/Account/UserProfile', headers: bearer(other) })).statusCode).toBe(200);
});

test('changing the password or restoring it ends every sign-in and every trusted device', async () => {
  const phone = '79002900004';
  const { token, appId } = await client(phone);
  const copy = (await call(app(), { method: 'POST', url: '/api/CrossAuth/Create', payload: { OldToken: token } })).json().Token as string;
  const changed = await call(app(), { method: 'POST', url: '/api/Account/ChangePassword', payload: { OldPassword: 'Secret-pass-1', NewPassword: 'Secret-pass-2' }, headers: bearer(token) });
  expect(changed.statusCode).toBe(200);
  expect((await call(app(), { url: '/api/Account/UserProfile', headers: bearer(copy) })).statusCode).toBe(401);
  // The device that was trusted is asked for the SMS code again.
  expect((await postLogin(app(), phone, 'Secret-pass-2', device(appId))).json().LoginId).toEqual(expect.any(String));

  const again = await client('79002900005', 'restoring-browser');
  await call(app(), { method: 'POST', url: '/api/Account/RestorePasswordBySMSSend', payload: { Phone: '79002900005' }, headers: device(again.appId) });
  const ticket = await call(app(), { method: 'POST', url: '/api/Account/RestorePasswordBySMS', payload: { Phone: '79002900005', Code: await lastCode(app(), '79002900005') }, headers: device(again.appId) });
  const restored = await call(app(), { method: 'POST', url: '/api/Account/NewPassword', payload: { RestoreToken: ticket.json().RestoreToken, Password: 'Secret-pass-3' }, headers: device(again.appId) });
  expect(restored.statusCode).toBe(200);
  expect((await call(app(), { url: '/api/Account/UserProfile', headers: bearer(again.token) })).statusCode).toBe(401);
  // NewPassword does not trust the device again: the next password sign-in asks for the SMS code.
  expect((await postLogin(app(), '79002900005', 'Secret-pass-3', device(again.appId))).json().LoginId).toEqual(expect.any(String));
});

test('trusted devices are listed, can be forgotten, and stop being trusted after 90 days', async () => {
  const phone = '79002900006';
  const { token, appId } = await client(phone);
  const listed = await call(app(), { url: '/api/Account/TrustedDevices', headers: { ...bearer(token), ...device(appId), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' } });
  expect(listed.json()).toEqual([expect.objectContaining({ Current: true, Id: expect.any(String) })]);
  expect(JSON.stringify(listed.json())).not.toContain(appId);
  expect((await postLogin(app(), phone, 'Secret-pass-1', device(appId))).json().Token).toEqual(expect.any(String));
  clock.offsetMs = 91 * 24 * 60 * 60 * 1000;
  expect((await postLogin(app(), phone, 'Secret-pass-1', device(appId))).json().LoginId).toEqual(expect.any(String));
  clock.offsetMs = 0;
  const forget = await call(app(), { method: 'POST', url: '/api/Account/ForgetTrustedDevice', payload: { Id: listed.json()[0].Id }, headers: bearer(token) });
  expect(forget.statusCode).toBe(200);
  expect((await call(app(), { url: '/api/Account/TrustedDevices', headers: bearer(token) })).json()).toEqual([]);
  expect((await postLogin(app(), phone, 'Secret-pass-1', device(appId))).json().LoginId).toEqual(expect.any(String));
});

test('the login phone changes only with the password and a code to the new number, and the old number and the e-mail hear of it', async () => {
  const phone = '79002900007';
  const newPhone = '79002900077';
  const { token } = await client(phone);
  const auth = bearer(token);
  const noPassword = await call(app(), { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: newPhone }, headers: auth });
  expect(noPassword.statusCode).toBe(400);
  const wrong = await call(app(), { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: newPhone, Password: 'not-the-password' }, headers: auth });
  expect(errorOf(wrong)).toEqual({ ErrorCode: 'WRONG_PASSWORD', Message: 'Текущий пароль указан неверно' });
  expect((await outbox(app())).some((m) => m.to === newPhone)).toBe(false);
  await call(app(), { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: newPhone, Password: 'Secret-pass-1' }, headers: auth });
  const confirmed = await call(app(), { method: 'POST', url: '/api/Account/ConfirmPhone', payload: { Phone: newPhone, Code: await lastCode(app(), newPhone) }, headers: auth });
  expect(confirmed.statusCode).toBe(200);
  const notices = (await outbox(app())).filter((m) => (m.to === phone || m.to === `c${phone}@example.com`) && m.text.startsWith('Номер телефона для входа'));
  expect(notices.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  expect(notices[0]!.text).toBe('Номер телефона для входа в личный кабинет изменён на +7 (***) ***-00-77. Если это сделали не вы, срочно позвоните нам.');
});

test('the e-mail changes only with the password, and the phone and the old e-mail hear of it', async () => {
  const phone = '79002900008';
  const { token } = await client(phone);
  const auth = bearer(token);
  expect((await call(app(), { method: 'POST', url: '/api/Account/ApproveEmail', payload: { Email: 'new8@example.com' }, headers: auth })).statusCode).toBe(400);
  await call(app(), { method: 'POST', url: '/api/Account/ApproveEmail', payload: { Email: 'new8@example.com', Password: 'Secret-pass-1' }, headers: auth });
  const done = await call(app(), { method: 'POST', url: '/api/Account/ConfirmEmail', payload: { Code: await lastCode(app(), 'new8@example.com') }, headers: auth });
  expect(done.statusCode).toBe(200);
  const notices = (await outbox(app())).filter((m) => m.text.startsWith('E-mail в личном кабинете изменён'));
  expect(notices.map((m) => m.to).sort()).toEqual([phone, `c${phone}@example.com`]);
});

test('one-time codes are stored as an HMAC salted by the flow, not a plain hash of six digits', async () => {
  const phone = '79002900009';
  await freshUser(app(), phone);
  const challenge = await postLogin(app(), phone, 'Secret-pass-1', device('hmac'));
  const code = await lastCode(app(), phone);
  const row = await db().selectFrom('one_time_code').select('code_hash').where('ref', '=', challenge.json().LoginId).executeTakeFirstOrThrow();
  expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  const { CODE_SECRET: _key, ...withoutKey } = realProviderEnv();
  expect(() => loadConfig({ SANDBOX: '0', ...withoutKey })).toThrow(/CODE_SECRET/);
  expect(loadConfig({ SANDBOX: '0', ...realProviderEnv(), CODE_SECRET: 'x'.repeat(32) }).codeSecret).toBe('x'.repeat(32));
});

test('60 concurrent wrong guesses of one code are counted exactly as the tries allow', async () => {
  const phone = '79002900010';
  await freshUser(app(), phone);
  const challenge = await postLogin(app(), phone, 'Secret-pass-1', device('race'));
  const LoginId = challenge.json().LoginId as string;
  const code = await lastCode(app(), phone);
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => call(app(), { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: wrongCode(code) } })),
  );
  const messages = answers.map((res) => errorOf(res).Message);
  // Three tries: one answer leaves two, one leaves one, and every other says they are gone.
  expect(messages.filter((m) => m === 'Неверный код. Осталось попыток: 2')).toHaveLength(1);
  expect(messages.filter((m) => m === 'Неверный код. Осталось попыток: 1')).toHaveLength(1);
  expect(messages.filter((m) => m.startsWith('Неверный код. Осталось'))).toHaveLength(2);
  const row = await db().selectFrom('one_time_code').select(['attempts_left', 'used_at']).where('ref', '=', LoginId).executeTakeFirstOrThrow();
  expect(row.attempts_left).toBe(0);
  expect(row.used_at).not.toBeNull();
  const right = await call(app(), { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: code } });
  expect(errorOf(right).ErrorCode).toBe('CODE_EXPIRED');
});

test('behind TRUST_PROXY=1 the login limit counts the address the proxy saw, not a forged X-Forwarded-For', async () => {
  vi.stubEnv('TRUST_PROXY', '1');
  const proxied = await start({ TRUST_PROXY: '1', STRICT_IP_LIMITS: '1' });
  try {
    const attempt = (i: number) =>
      call(proxied.app, {
        method: 'POST',
        url: '/api/Account/Login',
        payload: { Phone: `790029011${String(i).padStart(2, '0')}`, Password: 'wrong-password' },
        // The proxy (10.0.0.1) appends the address it saw; everything left of it is the client's word.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` },
        remoteAddress: '10.0.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(400);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
  } finally {
    await proxied.app.close();
  }
});

test('TRUST_PROXY takes a count or addresses, never "trust everyone"', () => {
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
});

test('demo clients keep signing in with the known password and no SMS', async () => {
  expect((await postLogin(app(), '79000000003', DEMO_PASSWORD)).json().Token).toEqual(expect.any(String));
});

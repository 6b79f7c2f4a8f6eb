import { expect, test } from 'vitest';
import { bearer, call, DEMO, DEMO_PASSWORD, freshUser, lastCode, login, postLogin, serverPerFile, wrongCode } from './accounts-helpers';
import { clock } from '../clock';
import { mintV2 } from '../modules/sandbox/captcha-tokens';

// One server per file: booting compiles the whole contract, which is slow on a busy machine.
const server = serverPerFile();
const boot = async () => server().app;

const loginAs = postLogin;

test('unknown phone and wrong password get the same answer', async () => {
  const app = await boot();
  await freshUser(app, '79001110001');
  const unknown = await loginAs(app, '79990001122', 'whatever-1', {}, '10.0.0.1');
  const wrong = await loginAs(app, '79001110001', 'whatever-1', {}, '10.0.0.1');
  expect(unknown.statusCode).toBe(400);
  expect(wrong.statusCode).toBe(400);
  expect(unknown.body).toBe(wrong.body);
  expect(wrong.json().Errors[0].ErrorCode).toBe('INVALID_CREDENTIALS');
});

test('failures for a phone ask for the visible captcha instead of locking the owner out', async () => {
  const app = await boot();
  const phone = '79001110002';
  await freshUser(app, phone, DEMO_PASSWORD);
  // An attacker who knows the phone fails ten times from one address …
  const attacker = '10.0.1.1';
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push((await loginAs(app, phone, `wrong-${i}`, {}, attacker)).json().Errors[0].ErrorCode);
  expect(answers.slice(0, 3)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
  expect(new Set(answers.slice(3))).toEqual(new Set(['RECAPTCHA_V2_REQUIRED']));
  // … and cannot guess further without solving the challenge, not even with the right password.
  expect((await loginAs(app, phone, DEMO_PASSWORD, {}, attacker)).json().Errors[0].ErrorCode).toBe('RECAPTCHA_V2_REQUIRED');
  // The owner, from another address, is asked for the challenge and then signs in.
  const owner = '10.0.9.9';
  const asked = await loginAs(app, phone, DEMO_PASSWORD, {}, owner);
  expect(asked.statusCode).toBe(400);
  expect(asked.json().Errors[0]).toEqual({ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите, что вы не робот' });
  const withToken = (Password: string, CaptchaToken: string) =>
    call(app, { method: 'POST', url: '/api/Account/Login', payload: { Phone: phone, Password, CaptchaToken }, remoteAddress: owner });
  // A solved challenge with a wrong password is still a failure, and a token passes only once.
  const spent = mintV2();
  expect((await withToken('nope-1', spent)).json().Errors[0].ErrorCode).toBe('INVALID_CREDENTIALS');
  expect((await withToken(DEMO_PASSWORD, spent)).json().Errors[0].ErrorCode).toBe('RECAPTCHA_V2_REQUIRED');
  expect((await withToken(DEMO_PASSWORD, mintV2())).statusCode).toBe(200);
});

test('the challenge lasts while the failures are recent: after 15 minutes the password alone works again', async () => {
  const app = await boot();
  const phone = '79001110003';
  await freshUser(app, phone, DEMO_PASSWORD);
  for (let i = 0; i < 3; i++) await loginAs(app, phone, `wrong-${i}`, {}, `10.0.3.${i}`);
  expect((await loginAs(app, phone, DEMO_PASSWORD, {}, '10.0.3.9')).json().Errors[0].ErrorCode).toBe('RECAPTCHA_V2_REQUIRED');
  clock.offsetMs = 15 * 60 * 1000 + 1000;
  expect((await loginAs(app, phone, DEMO_PASSWORD, {}, '10.0.3.9')).statusCode).toBe(200);
});

test('the sandbox demo clients, shared by every tester, are never asked for the challenge', async () => {
  const app = await boot();
  for (let i = 0; i < 5; i++) expect((await loginAs(app, DEMO.noLoans, `wrong-${i}`, {}, `10.0.4.${i}`)).json().Errors[0].ErrorCode).toBe('INVALID_CREDENTIALS');
  expect((await loginAs(app, DEMO.noLoans, DEMO_PASSWORD, {}, '10.0.4.9')).statusCode).toBe(200);
});

test('failures from one address are a hard limit: the 11th try from it gets 429 with Retry-After', async () => {
  const app = await boot();
  for (let i = 0; i < 10; i++) await loginAs(app, `790022200${String(i).padStart(2, '0')}`, 'wrong-password', {}, '10.0.2.1');
  const res = await loginAs(app, DEMO.noLoans, DEMO_PASSWORD, {}, '10.0.2.1');
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  // Another address is not affected.
  expect((await loginAs(app, DEMO.noLoans, DEMO_PASSWORD, {}, '10.0.2.2')).statusCode).toBe(200);
});

test('each demo client signs in with phone and password alone and has the right flags', async () => {
  const app = await boot();
  const expected = {
    [DEMO.active]: { IsRegistrationFinished: true, IsFreezed: false },
    [DEMO.refused]: { IsRegistrationFinished: true, IsFreezed: false },
    [DEMO.noLoans]: { IsRegistrationFinished: true, IsFreezed: false },
    [DEMO.unfinished]: { IsRegistrationFinished: false, IsFreezed: false },
    [DEMO.frozen]: { IsRegistrationFinished: true, IsFreezed: true },
  };
  for (const [phone, flags] of Object.entries(expected)) {
    const token = await login(app, phone);
    const profile = await call(app, { url: '/api/Account/UserProfile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ Phone: phone, Extremist: false, IsReject: false, IsFincert: false, ...flags });
  }
});

test('the loan-life demo clients: 07 overdue (Status 5, penalty accrued), 08 an offer waiting for the signature, 09 three repaid loans', async () => {
  const app = await boot();
  const loansOf = async (phone: string) => {
    const token = await login(app, phone);
    const res = await call(app, { url: '/api/Loans?inActualState=false&v=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return { token, loans: res.json() as { Id: number; Status: number; StatusLoan: { State: number } }[] };
  };
  const overdue = await loansOf('79000000007');
  expect(overdue.loans.map((l) => [l.Status, l.StatusLoan.State])).toEqual([[5, 4]]);
  // Issued 30 days ago for 21: nine days overdue, 0.05 % of the principal a day.
  const history = await call(app, { url: `/api/Loans/${overdue.loans[0]!.Id}/DailyHistory`, headers: bearer(overdue.token) });
  expect(history.json().at(-1).Penalty).toBe(3_150);
  expect((await loansOf('79000000008')).loans.map((l) => l.Status)).toEqual([3]);
  expect((await loansOf('79000000009')).loans.map((l) => l.Status)).toEqual([7, 7, 7]);
});

test('a new user on a new device confirms the login by SMS; the device is then trusted', async () => {
  const app = await boot();
  const phone = '79001234567';
  await freshUser(app, phone);
  const device = { 'x-appid': 'device-a' };
  const challenge = await loginAs(app, phone, 'Secret-pass-1', device);
  expect(challenge.statusCode).toBe(200);
  expect(challenge.json()).toMatchObject({ CodeLength: 6 });
  const { LoginId } = challenge.json();
  const done = await call(app, { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: await lastCode(app, phone) }, headers: device });
  expect(done.statusCode).toBe(200);
  expect(done.json().Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const again = await loginAs(app, phone, 'Secret-pass-1', device);
  expect(again.json().Token).toBeDefined();
  const otherDevice = await loginAs(app, phone, 'Secret-pass-1', { 'x-appid': 'device-b' });
  expect(otherDevice.json().LoginId).toBeDefined();
});

test('three wrong codes kill the code: the right one no longer works', async () => {
  const app = await boot();
  const phone = '79001234568';
  await freshUser(app, phone);
  const { LoginId } = (await loginAs(app, phone, 'Secret-pass-1')).json();
  const code = await lastCode(app, phone);
  const tries = [];
  for (let i = 0; i < 3; i++) {
    tries.push(await call(app, { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: wrongCode(code) } }));
  }
  expect(tries.map((t) => t.statusCode)).toEqual([400, 400, 400]);
  expect(tries[2]!.json().Errors[0].ErrorCode).toBe('CODE_ATTEMPTS_EXCEEDED');
  const right = await call(app, { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: code } });
  expect(right.statusCode).toBe(400);
});

test('a code expires after 5 minutes', async () => {
  const app = await boot();
  const phone = '79001234569';
  await freshUser(app, phone);
  const { LoginId } = (await loginAs(app, phone, 'Secret-pass-1')).json();
  clock.offsetMs = 5 * 60 * 1000 + 1;
  const res = await call(app, { method: 'POST', url: '/api/Account/LoginComplete', payload: { LoginId, Code: await lastCode(app, phone) } });
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0].ErrorCode).toBe('CODE_EXPIRED');
});

test('logout revokes the token: the old token then gets 401', async () => {
  const app = await boot();
  const token = await login(app, DEMO.active);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(token) })).statusCode).toBe(200);
  const out = await call(app, { method: 'POST', url: '/api/Account/Logout', headers: bearer(token) });
  expect(out.statusCode).toBe(204);
  const after = await call(app, { url: '/api/Account/UserProfile', headers: bearer(token) });
  expect(after.statusCode).toBe(401);
  expect(after.json().Errors[0].ErrorCode).toBe('UNAUTHORIZED');
});

test('secured calls without a token, with a made-up token or an expired one get 401', async () => {
  const app = await boot();
  expect((await call(app, { url: '/api/Account/UserProfile' })).statusCode).toBe(401);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer('not-a-token') })).statusCode).toBe(401);
  const token = await login(app, DEMO.active);
  clock.offsetMs = 13 * 60 * 60 * 1000;
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(token) })).statusCode).toBe(401);
});

test('RefreshToken swaps a live token for a new one and retires the old', async () => {
  const app = await boot();
  const token = await login(app, DEMO.active);
  const res = await call(app, { url: `/api/Account/RefreshToken?token=${encodeURIComponent(token)}` });
  expect(res.statusCode).toBe(200);
  const fresh = res.json();
  expect(fresh.Token).not.toBe(token);
  expect(Date.parse(fresh.Expires)).toBeGreaterThan(Date.now());
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(fresh.Token) })).statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(token) })).statusCode).toBe(401);
  expect((await call(app, { url: `/api/Account/RefreshToken?token=${encodeURIComponent(token)}` })).statusCode).toBe(400);
});

test('cross-auth exchanges a live token of the (sandbox) old site for a new one', async () => {
  const app = await boot();
  const token = await login(app, DEMO.active);
  const res = await call(app, { method: 'POST', url: '/api/CrossAuth/Create', payload: { OldToken: token } });
  expect(res.statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(res.json().Token) })).statusCode).toBe(200);
  expect((await call(app, { method: 'POST', url: '/client-api/Account/CrossAuth', payload: { OldToken: 'forged' } })).statusCode).toBe(400);
});

test('AuthOnSite answers an absolute URL of this app\'s cabinet', async () => {
  const app = await boot();
  const token = await login(app, DEMO.active);
  const res = await call(app, { method: 'POST', url: '/api/Account/AuthOnSite', payload: { Purpose: 0 }, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(new URL(res.json().Url).pathname).toBe('/lk/Dashboard');
});

test('malformed bodies get 400 with Errors, never 5xx', async () => {
  const app = await boot();
  const bodies: [string, unknown][] = [
    ['/api/Account/Login', {}],
    ['/api/Account/Login', { Phone: 79000000001, Password: 'x' }],
    ['/api/Account/Login', { Phone: '79000000001', Password: 'x'.repeat(129) }],
    ['/api/Account/Login', { Phone: '12345', Password: 'x' }],
    ['/api/Account/LoginComplete', { LoginId: 'nope', Code: '123456' }],
    ['/api/Account/LoginComplete', { LoginId: '6f1f7c8e-4b7a-4c1e-9a3e-3c1d2b4a5e6f', Code: '12345a' }],
    ['/api/Account/Registration', { Phone: '79001112233' }],
    ['/api/Account/NewPassword', { RestoreToken: 'x', Password: 'short' }],
    ['/api/Account/ForgotPasswordCheckSmsCode', { Phone: '79001112233', Code: '000000', Extra: 1 }],
  ];
  for (const [url, payload] of bodies) {
    const res = await call(app, { method: 'POST', url, payload: payload as object });
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
  }
  const broken = await call(app, { method: 'POST', url: '/api/Account/Login', headers: { 'content-type': 'application/json' }, payload: '{"Phone":' });
  expect(broken.statusCode).toBe(400);
});

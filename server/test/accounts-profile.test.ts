import { expect, test } from 'vitest';
import { bearer, call, DEMO, DEMO_PASSWORD, freshUser, lastCode, login, postLogin, serverPerFile, signIn } from './accounts-helpers';

// One server per file: booting compiles the whole contract, which is slow on a busy machine.
const server = serverPerFile();

test('e-mail change: code to the new address, then the profile shows it', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.refused));
  const sent = await call(app, { method: 'POST', url: '/api/Account/ApproveEmail', payload: { Email: 'New.Mail@Example.com', Password: DEMO_PASSWORD }, headers: auth });
  expect(sent.json()).toMatchObject({ CodeLength: 10, SentTo: 'n***@example.com' });
  const code = await lastCode(app, 'new.mail@example.com');
  expect((await call(app, { method: 'POST', url: '/api/Account/ConfirmEmail', payload: { Code: code }, headers: auth })).statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: auth })).json().Email).toBe('new.mail@example.com');
  const taken = await call(app, { method: 'POST', url: '/api/Account/ApproveEmail', payload: { Email: 'demo1@example.com', Password: DEMO_PASSWORD }, headers: auth });
  expect(taken.json().Errors[0].ErrorCode).toBe('EMAIL_TAKEN');
});

test('phone change: another client\'s phone is refused; a free one is confirmed by SMS', async () => {
  const app = server().app;
  await freshUser(app, '79003330001');
  const auth = bearer(await signIn(app, '79003330001'));
  expect((await call(app, { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: DEMO.active, Password: 'Secret-pass-1' }, headers: auth })).statusCode).toBe(400);
  await call(app, { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: '79003330002', Password: 'Secret-pass-1' }, headers: auth });
  const code = await lastCode(app, '79003330002');
  expect((await call(app, { method: 'POST', url: '/api/Account/ConfirmPhone', payload: { Phone: '79003330002', Code: code }, headers: auth })).statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: auth })).json().Phone).toBe('79003330002');
});

test('password change needs the current password and ends other sessions', async () => {
  const app = server().app;
  await freshUser(app, '79003330003');
  const auth = bearer(await signIn(app, '79003330003', 'Secret-pass-1', 'a'));
  const wrong = await call(app, { method: 'POST', url: '/api/Account/ChangePassword', payload: { OldPassword: 'nope', NewPassword: 'Another-pass-2' }, headers: auth });
  expect(wrong.json().Errors[0].ErrorCode).toBe('WRONG_PASSWORD');
  expect((await call(app, { method: 'POST', url: '/api/Account/ChangePassword', payload: { OldPassword: 'Secret-pass-1', NewPassword: 'Another-pass-2' }, headers: auth })).statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: auth })).statusCode).toBe(200);
  expect((await postLogin(app, '79003330003', 'Secret-pass-1', { 'x-appid': 'a' })).statusCode).toBe(400);
  // The new password signs in, and the device it was changed on asks for the SMS code again.
  expect((await postLogin(app, '79003330003', 'Another-pass-2', { 'x-appid': 'a' })).json().LoginId).toBeDefined();
});

test('application block info lists the blocking flags and a recent refusal', async () => {
  const app = server().app;
  const frozen = (await call(app, { url: '/api/Account/SendApplicationBlockInfo', headers: bearer(await login(app, DEMO.frozen)) })).json();
  expect(frozen.ReasonList.map((r: { Code: string }) => r.Code)).toEqual(['FREEZED']);
  const refused = (await call(app, { url: '/api/Account/SendApplicationBlockInfo', headers: bearer(await login(app, DEMO.refused)) })).json();
  expect(refused.ReasonList.map((r: { Code: string }) => r.Code)).toEqual(['SCORING_REFUSED']);
  expect(Date.parse(refused.BlockedUntil)).toBeGreaterThan(Date.now());
});

test('registration agreements are signed with an SMS code', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.unfinished));
  const list = (await call(app, { url: '/api/Account/GetAgreementListForRegistration', headers: auth })).json();
  expect(list.every((a: { IsSigned: boolean }) => !a.IsSigned)).toBe(true);
  expect((await call(app, { url: `/api/Account/GetAgreementForRegistration/${list[0].Id}`, headers: auth })).json().Name).toBe(list[0].Name);
  expect((await call(app, { url: '/api/Account/GetAgreementForRegistration/999', headers: auth })).statusCode).toBe(404);
  await call(app, { method: 'POST', url: `/api/Account/RepeatSignAgreements/${list[0].Id}`, headers: auth });
  const state = await call(app, { method: 'POST', url: '/api/Account/Registration/Approve', payload: { Code: await lastCode(app, DEMO.unfinished) }, headers: auth });
  expect(state.json()).toMatchObject({ CurrentStep: 'ADDRESS_REGISTRATION', StepCount: 5 });
  const signed = (await call(app, { url: '/api/Account/GetAgreementListForRegistration', headers: auth })).json();
  expect(signed.every((a: { IsSigned: boolean }) => a.IsSigned)).toBe(true);
});

test('registration by phone alone, with a change of phone on the way', async () => {
  const app = server().app;
  const device = { 'x-appid': 'reg-device-1' };
  await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: '79003330010', LastName: 'Орлов', FirstName: 'Пётр', BirthDate: '1990-01-01', Email: 'orlov@example.com', AcceptAgreements: true, CaptchaToken: '' }, headers: device });
  const moved = await call(app, { method: 'POST', url: '/api/Account/Registration/ChangePhone', payload: { Phone: '79003330011' }, headers: device });
  expect(moved.statusCode).toBe(200);
  // The first phone's code no longer works; the new phone's does, with the data of step 1.
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration/Confirm', payload: { Phone: '79003330010', Code: await lastCode(app, '79003330010') } })).statusCode).toBe(400);
  const done = await call(app, { method: 'POST', url: '/api/Account/Registration/Confirm', payload: { Phone: '79003330011', Code: await lastCode(app, '79003330011') } });
  const profile = (await call(app, { url: '/api/Account/UserProfile', headers: bearer(done.json().Token) })).json();
  expect(profile).toMatchObject({ Phone: '79003330011', UserInfo: { FirstName: 'Пётр', LastName: 'Орлов' }, IsRegistrationFinished: false });

  await call(app, { method: 'POST', url: '/api/Account/RegistrationByPhone/Approve', payload: { Phone: '79003330012', CaptchaToken: '' } });
  const byPhone = await call(app, { method: 'POST', url: '/api/Account/RegistrationByPhone/Confirm', payload: { Phone: '79003330012', Code: await lastCode(app, '79003330012') } });
  const state = (await call(app, { url: '/client-api/Account/StartRegistration', headers: bearer(byPhone.json().Token) })).json();
  expect(state).toEqual({ CurrentStep: 'PASSPORT_REGISTRATION', StepCount: 5, BankCardId: null, ScoringRequestId: null, SkipRegistrationCheckStep: false, ScoringStatus: 'not_started' });
});

test('client-api registration calls save their steps; INN and the loan request round-trip', async () => {
  const app = server().app;
  await freshUser(app, '79003330020');
  const h = bearer(await signIn(app, '79003330020'));
  expect((await call(app, { method: 'POST', url: '/client-api/Account/Registration/Inn', payload: { Inn: '500100732259' }, headers: h })).statusCode).toBe(200);
  expect((await call(app, { url: '/client-api/Account/UserProfile/Inn', headers: h })).json()).toEqual({ Inn: '500100732259' });
  expect((await call(app, { url: '/client-api/Account/Worksheet', headers: h })).statusCode).toBe(404);
  expect((await call(app, { url: '/client-api/LoanRequest', headers: h })).statusCode).toBe(404);
  const created = await call(app, { method: 'POST', url: '/client-api/LoanRequest', payload: { Amount: 700_000, Term: 10 }, headers: h });
  expect(created.json()).toMatchObject({ Amount: 700_000, Term: 10, Status: 'scoring' });
  const calc = (await call(app, { url: '/api/Account/RegistrationCalculator', headers: h })).json();
  expect(calc.Settings.MaxAmount).toBe(3_000_000);
});

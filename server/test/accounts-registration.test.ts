import { expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clock } from '../clock';
import { scoringSettings } from '../modules/scoring';
import { bearer, call, DEMO, lastCode, login, multipart, outbox, postLogin, serverPerFile, start } from './accounts-helpers';

// One server per file: booting compiles the whole contract, which is slow on a busy machine.
const server = serverPerFile();
const boot = async () => server().app;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const personal = {
  LastName: 'Иванова',
  FirstName: 'Анна',
  MiddleName: 'Павловна',
  BirthDate: '1992-03-15',
  Email: 'anna@example.com',
  AcceptAgreements: true,
  CaptchaToken: '',
};

/** Registration step 1 and the SMS confirmation; returns the new session token. */
async function registerNewClient(app: FastifyInstance, phone: string): Promise<string> {
  const sent = await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: phone, ...personal } });
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ CodeLength: 6, ResendAfterSeconds: 60 });
  const confirmed = await call(app, { method: 'POST', url: '/api/Account/Registration/Confirm', payload: { Phone: phone, Code: await lastCode(app, phone) } });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().Token;
}

test('the outbox records the registration code, newest last, as JSON and as a sandbox page', async () => {
  const app = await boot();
  await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: '79005550011', ...personal } });
  const messages = await outbox(app);
  const last = messages[messages.length - 1]!;
  expect(last).toMatchObject({ channel: 'sms', to: '79005550011' });
  expect(last.code).toMatch(/^\d{6}$/);
  expect(last.text).toContain(last.code!);
  const page = await app.inject({ url: '/dev/outbox' });
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('песочница');
  expect(page.body).toContain(last.code!);
});

test('the outbox narrowed to one phone (?to=) has that phone\'s messages only, however many others came after', async () => {
  const app = await boot();
  await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: '79005550014', ...personal } });
  await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: '79005550015', ...personal } });
  const mine = (await app.inject({ url: '/dev/outbox.json?to=79005550014' })).json() as { to: string }[];
  expect(mine.length).toBe(1);
  expect(mine[0]!.to).toBe('79005550014');
});

test('the outbox pages do not exist outside sandbox mode', async () => {
  const plain = await start({ SANDBOX: '0' });
  try {
    expect((await plain.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
  } finally {
    await plain.app.close();
  }
});

test('a resend within a minute gets 429 with Retry-After', async () => {
  const app = await boot();
  await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: '79005550012', ...personal } });
  const again = await call(app, { method: 'POST', url: '/api/Account/Registration/ResendCode', payload: { Phone: '79005550012' } });
  expect(again.statusCode).toBe(429);
  expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  clock.offsetMs = 61_000;
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration/ResendCode', payload: { Phone: '79005550012' } })).statusCode).toBe(200);
});

// Issue 11: a birth date of 1940 (86 years) passed although the site lends from 18 to 75.
test('registration takes borrowers of 18 to 75 full years only', async () => {
  const app = await boot();
  clock.offsetMs = Date.parse('2026-06-15T12:00:00Z') - Date.now();
  const register = (Phone: string, BirthDate: string) =>
    call(app, { method: 'POST', url: '/api/Account/Registration', payload: { ...personal, Phone, BirthDate } });
  for (const [phone, birth, message] of [
    ['79005550031', '1940-01-01', 'Заём можно получить до 75 лет включительно'],
    ['79005550032', '1950-06-15', 'Заём можно получить до 75 лет включительно'],
    ['79005550033', '2008-06-16', 'Заём можно получить с 18 лет'],
  ] as const) {
    const refused = await register(phone, birth);
    expect(refused.statusCode, birth).toBe(400);
    expect(refused.json().Errors[0]).toEqual({ ErrorCode: 'AGE_NOT_ALLOWED', Message: message });
  }
  expect((await register('79005550034', '1950-06-16')).statusCode).toBe(200);
  expect((await register('79005550035', '2008-06-15')).statusCode).toBe(200);
});

test('a registered phone cannot register again', async () => {
  const app = await boot();
  const res = await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: DEMO.active, ...personal } });
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0].ErrorCode).toBe('PHONE_TAKEN');
});

test('full registration: steps advance, card and photo, scoring approves ≤ 20 000 ₽ as an offer that the SMS code turns into a State 4 loan', async () => {
  scoringSettings.delayMs = 3000;
  const app = await boot();
  const phone = '79005550013';
  const token = await registerNewClient(app, phone);
  const auth = bearer(token);
  const step = async () => (await call(app, { url: '/api/Account/StartRegistration', headers: auth })).json().CurrentStep;
  expect(await step()).toBe('PASSPORT_REGISTRATION');
  const profile = (await call(app, { url: '/api/Account/UserProfile', headers: auth })).json();
  expect(profile).toMatchObject({ Phone: phone, Email: 'anna@example.com', IsRegistrationFinished: false, UserInfo: { FirstName: 'Анна', BirthDate: '1992-03-15' } });

  const passport = { Series: '4510', Number: '654321', IssueDate: '2012-05-05', IssuedBy: 'ОВД Тверского района', DepartmentCode: '770-002', BirthPlace: 'г. Тверь' };
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration/Passport', payload: passport, headers: auth })).json().CurrentStep).toBe('ADDRESS_REGISTRATION');
  const address = { Registration: { Region: 'Тверская обл.', City: 'Тверь', Street: 'ул. Советская', House: '5' }, SameAsRegistration: true };
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration/Address', payload: address, headers: auth })).json().CurrentStep).toBe('BANK_CARD_REGISTRATION');

  // The card is linked on the sandbox provider page; only the mask reaches the server.
  const link = await call(app, { method: 'POST', url: '/api/cards/AddCardByUrl', payload: { ReturnUrl: '/registration' }, headers: auth });
  const pageUrl: string = link.json().Url;
  const page = await app.inject({ url: pageUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('песочница');
  const session = new URL(pageUrl, 'http://x').searchParams.get('session')!;
  const linked = await app.inject({
    method: 'POST',
    url: '/sandbox/payment/card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, last4: '4242', system: 'Mir', expiry: '12/30', action: 'link' }).toString(),
  });
  expect(linked.statusCode).toBe(303);
  const cardId = Number(new URL(linked.headers.location!, 'http://x').searchParams.get('cardAdded'));
  expect(new URL(linked.headers.location!, 'http://x').pathname).toBe('/registration');
  const cards = (await call(app, { url: '/api/cards', headers: auth })).json();
  expect(cards).toEqual([expect.objectContaining({ Id: cardId, MaskedPan: '•••• 4242', IsDefault: true })]);
  expect(await step()).toBe('BANK_CARD_PHOTO_REGISTRATION');

  const upload = multipart(PNG, 'card.png', 'image/png');
  const photo = await call(app, { method: 'POST', url: '/api/files/userdocument?groupId=3', ...upload, headers: { ...auth, ...upload.headers } });
  expect(photo.statusCode).toBe(200);
  expect(await step()).toBe('EMPLOYMENT_REGISTRATION');
  await call(app, { method: 'POST', url: '/api/Account/Worksheet', payload: { EmploymentType: 'Employed', MonthlyIncome: 6_000_000 }, headers: auth });
  expect(await step()).toBe('SCORING');

  const requested = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 1_500_000, Term: 14 }, headers: auth });
  expect(requested.statusCode).toBe(200);
  const { Id } = requested.json();
  expect(requested.json().Status).toBe('pending');
  expect((await call(app, { url: '/api/Account/UserProfile', headers: auth })).json().IsRegistrationFinished).toBe(true);
  expect((await call(app, { url: '/api/Loans/CurrentScoringRequest', headers: auth })).json().Pending).toBe(true);

  clock.offsetMs = 3000;
  const answer = await call(app, { url: `/api/Loans/CheckScoringAnswer/${Id}`, headers: auth });
  expect(answer.json()).toMatchObject({ Status: 'approved', ApprovedAmount: 1_500_000 });
  const loans = (await call(app, { url: '/api/Loans?inActualState=false&v=1', headers: auth })).json();
  expect(loans).toHaveLength(1);
  // Approval makes an offer waiting for the signature (issue 11), not a paid-out loan; a first
  // loan of 15 000 ₽ for 14 days is within the 0 % promotion.
  expect(loans[0]).toMatchObject({ Id: answer.json().LoanId, Status: 3, StatusLoan: { State: 3 }, Amount: 1_500_000, Term: 14, ExpenseToPay: [] });
  expect(loans[0].Offer).toMatchObject({ Amount: 1_500_000, Term: 14, Interest: 0, Total: 1_500_000, Psk: 0, PromoApplied: true });
  expect((await call(app, { url: '/api/Loans/CurrentScoringRequest', headers: auth })).json().Pending).toBe(false);

  await call(app, { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId: loans[0].Id }, headers: auth });
  const signed = await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId: loans[0].Id, Code: await lastCode(app, phone) }, headers: auth });
  expect(signed.statusCode).toBe(200);
  const issued = (await call(app, { url: `/api/Loans/${loans[0].Id}`, headers: auth })).json();
  expect(issued).toMatchObject({ Status: 4, StatusLoan: { State: 4 } });
  expect(issued.ExpenseToPay).toEqual([
    { ExpenseType: 1, ExpenseAmount: 1_500_000, Name: 'Основной долг' },
    { ExpenseType: 2, ExpenseAmount: 0, Name: 'Проценты' },
  ]);
});

test('scoring refuses more than 20 000 ₽ and records a State 2 loan', async () => {
  scoringSettings.delayMs = 3000;
  const app = await boot();
  const token = await login(app, DEMO.refused);
  const auth = bearer(token);
  const { Id } = (await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 2_000_100, Term: 10 }, headers: auth })).json();
  clock.offsetMs = 2000;
  expect((await call(app, { url: `/api/Loans/CheckScoringAnswer/${Id}`, headers: auth })).json().Status).toBe('pending');
  clock.offsetMs = 3000;
  expect((await call(app, { url: `/api/Loans/CheckScoringAnswer/${Id}`, headers: auth })).json()).toMatchObject({ Status: 'rejected', ApprovedAmount: null });
  const last = (await call(app, { url: '/api/Loans/LastLoan', headers: auth })).json();
  expect(last).toMatchObject({ Status: 2, StatusLoan: { State: 2 }, ExpenseToPay: [] });
  // Applying again drops the old answer first.
  expect((await call(app, { method: 'POST', url: `/api/Loans/ResetScoringAnswer/${Id}`, headers: auth })).statusCode).toBe(200);
  expect((await call(app, { url: '/api/Loans/CurrentScoringRequest', headers: auth })).json()).toEqual({ Pending: false, Request: null });
});

test('scoring decides on its own after the delay, without the client polling the request', async () => {
  scoringSettings.delayMs = 50;
  try {
    const app = await boot();
    const auth = bearer(await login(app, DEMO.noLoans));
    await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 500_000, Term: 7 }, headers: auth });
    await new Promise((r) => setTimeout(r, 80));
    const loans = (await call(app, { url: '/api/Loans', headers: auth })).json();
    // Approved: the offer waits for the client's signature (State 3), nothing is paid out yet.
    expect(loans.map((l: { Status: number }) => l.Status)).toEqual([3]);
  } finally {
    scoringSettings.delayMs = 3000;
  }
});

test('a blocked client is refused whatever the amount', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.frozen));
  const { Id } = (await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 100_000, Term: 7 }, headers: auth })).json();
  clock.offsetMs = scoringSettings.delayMs;
  expect((await call(app, { url: `/api/Loans/CheckScoringAnswer/${Id}`, headers: auth })).json().Status).toBe('rejected');
});

test('password recovery by SMS: ticket, new password, old sessions end', async () => {
  const app = await boot();
  const oldToken = await login(app, DEMO.noLoans);
  const options = await call(app, { method: 'POST', url: '/api/Account/PasswordRestore', payload: { Phone: DEMO.noLoans, BirthDay: '1979-01-25' } });
  expect(options.json()).toMatchObject({ BySms: true, ByEmail: true });
  // A wrong birth date is not told apart from a right one (see the recovery test below).
  const wrongBirth = await call(app, { method: 'POST', url: '/api/Account/PasswordRestore', payload: { Phone: DEMO.noLoans, BirthDay: '1979-01-26' } });
  expect(wrongBirth.body).toBe(options.body);
  await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordSendSms', payload: { Phone: DEMO.noLoans, BirthDay: '1979-01-25' } });
  const ticket = await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordCheckSmsCode', payload: { Phone: DEMO.noLoans, Code: await lastCode(app, DEMO.noLoans) } });
  expect(ticket.statusCode).toBe(200);
  const changed = await call(app, { method: 'POST', url: '/api/Account/NewPassword', payload: { RestoreToken: ticket.json().RestoreToken, Password: 'Brand-new-9' } });
  expect(changed.statusCode).toBe(200);
  expect((await call(app, { url: '/api/Account/UserProfile', headers: bearer(oldToken) })).statusCode).toBe(401);
  expect((await postLogin(app, DEMO.noLoans, 'Brand-new-9')).json().Token).toBeDefined();
  // The ticket works once.
  expect((await call(app, { method: 'POST', url: '/api/Account/NewPassword', payload: { RestoreToken: ticket.json().RestoreToken, Password: 'Other-pass-9' } })).statusCode).toBe(400);
});

test('password recovery by e-mail uses a 10-character code', async () => {
  const app = await boot();
  const sent = await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordSendEmail', payload: { Email: 'demo3@example.com' } });
  expect(sent.json()).toMatchObject({ CodeLength: 10 });
  const code = await lastCode(app, 'demo3@example.com');
  expect(code).toMatch(/^[0-9A-Z]{10}$/);
  const ticket = await call(app, { method: 'POST', url: '/api/Account/RestorePasswordByEmail', payload: { Email: 'demo3@example.com', Code: code } });
  expect(ticket.statusCode).toBe(200);
  expect(ticket.json().RestoreToken).toBeTruthy();
});

test('recovery answers the same for a known and an unknown account, and sends only to the known one', async () => {
  const app = await boot();
  const known = { Phone: DEMO.refused, BirthDay: '1985-03-14' };
  const profile = (await call(app, { url: '/api/Account/UserProfile', headers: bearer(await login(app, DEMO.refused)) })).json();
  known.BirthDay = profile.UserInfo?.BirthDate ?? known.BirthDay;
  const unknown = { Phone: '79001234599', BirthDay: known.BirthDay };
  const strangerByBirth = { Phone: DEMO.refused, BirthDay: '1950-01-01' };
  const before = (await outbox(app)).length;
  const answers = [];
  for (const body of [known, unknown, strangerByBirth]) {
    const options = await call(app, { method: 'POST', url: '/api/Account/PasswordRestore', payload: body });
    const sent = await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordSendSms', payload: body });
    answers.push({ options: [options.statusCode, options.body], sent: [sent.statusCode, Object.keys(sent.json()).sort(), sent.json().CodeLength, sent.json().ResendAfterSeconds] });
  }
  expect(answers[1]).toEqual(answers[0]);
  // The stranger's request for the client's phone was the second one for that phone: it must not be held back by the client's.
  expect(answers[2]).toEqual(answers[0]);
  const emails = [];
  for (const Email of ['demo3@example.com', 'nobody-here@example.com']) {
    const sent = await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordSendEmail', payload: { Email } });
    emails.push([sent.statusCode, sent.json().CodeLength, sent.json().ResendAfterSeconds]);
  }
  expect(emails[1]).toEqual(emails[0]);
  // Only the known phone and the known e-mail got a message.
  expect((await outbox(app)).slice(before).map((m) => m.to).sort()).toEqual([DEMO.refused, 'demo3@example.com'].sort());
  // A code for the unknown phone never works, and tries run out as for a real one.
  for (const left of [2, 1]) {
    const res = await call(app, { method: 'POST', url: '/api/Account/ForgotPasswordCheckSmsCode', payload: { Phone: unknown.Phone, Code: '123456' } });
    expect(res.json().Errors[0].Message).toBe(`Неверный код. Осталось попыток: ${left}`);
  }
});

test('restore codes are limited per address: the 11th request from one address in an hour gets 429', async () => {
  const app = await boot();
  const from = { remoteAddress: '10.0.7.7' };
  for (let i = 0; i < 10; i++) {
    const res = await call(app, { method: 'POST', url: '/api/Account/RestorePasswordBySMSSend', payload: { Phone: `790055500${String(i).padStart(2, '0')}` }, ...from });
    expect(res.statusCode).toBe(200);
  }
  const limited = await call(app, { method: 'POST', url: '/api/Account/RestorePasswordBySMSSend', payload: { Phone: '79005550099' }, ...from });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await call(app, { method: 'POST', url: '/api/Account/RestorePasswordBySMSSend', payload: { Phone: '79005550099' }, remoteAddress: '10.0.7.8' })).statusCode).toBe(200);
});

test('a scoring request outside the calculator limits gets 400; one with an active loan too', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.unfinished));
  const low = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 50_000, Term: 10 }, headers: auth });
  expect(low.json().Errors[0].ErrorCode).toBe('AMOUNT_OUT_OF_RANGE');
  const long = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 500_000, Term: 60 }, headers: auth });
  expect(long.json().Errors[0].ErrorCode).toBe('TERM_OUT_OF_RANGE');
  const active = bearer(await login(app, DEMO.active));
  const again = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 500_000, Term: 10 }, headers: active });
  expect(again.json().Errors[0].ErrorCode).toBe('ACTIVE_LOAN_EXISTS');
});

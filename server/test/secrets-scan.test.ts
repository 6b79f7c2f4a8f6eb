// Issue 16, must show 1: after a full journey — registration with its SMS code, the passport
// step, a password sign-in, a token refresh, a loan signed by code and a card payment — neither
// the request log nor the database holds a live token, a one-time code, a password or a
// Luhn-valid card number, and the log holds no passport number. (The sandbox outbox is the one
// place codes are meant to be readable, and only in the sandbox: it is left out of the scan.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import { bearer, call, freshUser, lastCode, signIn } from './accounts-helpers';
import { carryClientKey } from './client-key';
import { clientWithLoan, startPayment } from './payment-helpers';
import { testServerEnv } from './real-providers';

const logLines: string[] = [];
let built: BuiltServer;

beforeAll(async () => {
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent', LOG_LEVEL: 'info', ...testServerEnv() }), {
    logger: { write: (line) => void logLines.push(line) },
  });
  carryClientKey(built.app);
});
afterAll(async () => built.app.close());

/** Digit runs of card length whose Luhn sum checks out. */
function luhnValidNumbers(text: string): string[] {
  // 15–19 digits: today's card lengths (Amex 15, Visa/MC/Мир 16–19); 13-digit runs are timestamps
  // in ms, and digits after a decimal point are fractions (the log's response times). A run inside
  // a hex string (a stored hash or secret) is no number: about one hex value in 25 has a run of 15
  // digits, and one in ten of those passes Luhn (a clean run met '5726242780561759').
  return (text.match(/(?<![\d.a-fA-F])\d{15,19}(?![\da-fA-F])/g) ?? []).filter((digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  });
}

async function databaseText(): Promise<string> {
  const tables = (await built.database.db.introspection.getTables()).map((t) => t.name);
  const rows: unknown[] = [];
  for (const table of tables.filter((t) => t !== 'outbox_message' && !t.startsWith('kysely_'))) {
    rows.push(...(await built.database.db.selectFrom(table as never).selectAll().execute()));
  }
  return JSON.stringify(rows, (_k, v: unknown) => (Buffer.isBuffer(v) ? '[binary]' : v));
}

test('after a full journey the log and the database hold no token, code, password or card number', { timeout: 60_000 }, async () => {
  const app = built.app;
  const secrets: string[] = [];

  // Registration with its SMS code, then the passport step.
  const phone = '79005553001';
  const personal = { LastName: 'Иванова', FirstName: 'Анна', MiddleName: 'Павловна', BirthDate: '1992-03-15', Email: 'anna@example.com', AcceptAgreements: true, CaptchaToken: '' };
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration', payload: { Phone: phone, ...personal } })).statusCode).toBe(200);
  const code = await lastCode(app, phone);
  const confirmed = await call(app, { method: 'POST', url: '/api/Account/Registration/Confirm', payload: { Phone: phone, Code: code } });
  const registrationToken = confirmed.json().Token as string;
  secrets.push(code, registrationToken);
  const passport = { Series: '4510', Number: '654321', IssueDate: '2012-05-05', IssuedBy: 'ОВД Тверского района', DepartmentCode: '770-002', BirthPlace: 'г. Тверь' };
  expect((await call(app, { method: 'POST', url: '/api/Account/Registration/Passport', payload: passport, headers: bearer(registrationToken) })).statusCode).toBe(200);

  // A password sign-in and a refresh (the token travels in the query string, requirements §7).
  const password = 'Very-secret-pass-42';
  await freshUser(app, '79005553002', password);
  const token = await signIn(app, '79005553002', password);
  secrets.push(await lastCode(app, '79005553002'));
  const refreshed = await call(app, { url: `/api/Account/RefreshToken?token=${encodeURIComponent(token)}` });
  expect(refreshed.statusCode).toBe(200);
  secrets.push(password, token, refreshed.json().Token as string);

  // A loan signed with its code and paid by card on the provider's page.
  const { auth, loanId } = await clientWithLoan(app, '79005553003');
  secrets.push(await lastCode(app, '79005553003'), auth.authorization!.replace('Bearer ', ''));
  const started = (await startPayment(app, auth, { LoanId: loanId, Amount: 10_000 })).json();
  const session = new URL(started.Url, 'http://x').searchParams.get('session')!;
  const paid = await app.inject({
    method: 'POST',
    url: '/sandbox/pay/SBC',
    payload: new URLSearchParams({ session, action: 'pay', outcome: 'success', last4: '4242' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);

  const log = logLines.join('\n');
  expect(log.length, 'the journey was logged').toBeGreaterThan(1000);
  const stored = await databaseText();
  for (const secret of secrets) {
    expect(log.includes(secret), `log holds ${secret.slice(0, 4)}…`).toBe(false);
    expect(stored.includes(secret), `database holds ${secret.slice(0, 4)}…`).toBe(false);
  }
  expect(log).not.toContain('654321');
  expect(luhnValidNumbers(log)).toEqual([]);
  expect(luhnValidNumbers(stored)).toEqual([]);
});

test('the Luhn check finds a card number and ignores phones, ids and timestamps', () => {
  expect(luhnValidNumbers('card 4242424242424242 phone 79005553001 time 1795481397929 took 0.6297999999969764')).toEqual(['4242424242424242']);
});

// Prolongation of an active loan signed with an SMS code (issue 14): the price and the agreement
// of the chosen term, the code's rules (3 wrong tries kill it), the due date and the schedule
// afterwards, the signed additional agreement among the client's documents, ownership, bad input.
import { expect, test } from 'vitest';
import { bearer, call, DEMO, lastCode, login, serverPerFile, wrongCode } from './accounts-helpers';

const server = serverPerFile();
/** Demo client 10: an active loan of 5 000 ₽, 21 days, taken 5 days ago (0.8 % a day). */
const MONEY = '79000000010';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function activeLoan(auth: Record<string, string>) {
  const loans = (await call(server().app, { url: '/api/Loans?inActualState=false&v=1', headers: auth })).json() as { Id: number; Status: number; DueDate: string }[];
  return loans.find((l) => l.Status === 4)!;
}

const post = (url: string, payload: unknown, headers: Record<string, string>) => call(server().app, { method: 'POST', url, payload: payload as object, headers });

test('the client picks a term, signs the agreement with the SMS code, and the due date moves by that term', async () => {
  const app = server().app;
  const auth = bearer(await login(app, MONEY));
  const loan = await activeLoan(auth);
  const settings = (await call(app, { url: `/api/Loans/${loan.Id}/ProlongedSettings`, headers: auth })).json();
  expect(settings).toEqual({ Available: true, MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 });

  const info = (await call(app, { url: `/api/Loans/${loan.Id}/ProlongedInfo?days=10`, headers: auth })).json();
  // The price is the interest owed by the new due date: the first loan's term is at 0 %, the added
  // days at 0.8 %: 5 000 ₽ × 0.8 % × 10 days = 400 ₽.
  expect(info).toMatchObject({ Days: 10, Fee: 40_000, NewDueDate: addDays(loan.DueDate, 10) });
  expect(info.Agreement.Content).toContain('<th>Проценты за дни продления</th><td>400\u00a0₽</td>');
  expect(info.Agreement.Content).toContain('<th>Проценты по новую дату возврата</th><td>400\u00a0₽</td>');
  const dueAmount = async () => (await call(app, { url: `/api/Loans/${loan.Id}/NextPayment`, headers: auth })).json().DueAmount as number;
  const toPay = async () => (await call(app, { url: `/api/Loans/${loan.Id}/ExpensesToPay`, headers: auth })).json() as { ExpenseType: number; ExpenseAmount: number }[];
  const [beforeDue, before] = [await dueAmount(), await toPay()];

  const sent = await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 10 }, auth);
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-10' });
  const code = await lastCode(app, MONEY);
  const signed = await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: code }, auth);
  expect(signed.statusCode).toBe(200);

  const after = await activeLoan(auth);
  expect(after.DueDate).toBe(addDays(loan.DueDate, 10));
  const schedule = (await call(app, { url: `/api/Loans/${loan.Id}/GetLoanSchedule`, headers: auth })).json();
  expect(schedule[0].Date).toBe(after.DueDate);
  // Today's debt is as it was; the new due date asks the price of the added days more.
  expect(await toPay()).toEqual(before);
  expect((await dueAmount()) - beforeDue).toBe(40_000);
  expect((await call(app, { url: `/api/Loans/${loan.Id}/NextPayment`, headers: auth })).json().PaymentDate).toBe(after.DueDate);

  // The same code again changes nothing.
  expect((await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: code }, auth)).statusCode).toBe(400);
  expect((await activeLoan(auth)).DueDate).toBe(after.DueDate);

  // The signed additional agreement is among the client's documents, with its signature.
  const documents = (await call(app, { url: '/api/Agreement/List', headers: auth })).json() as { Id: number; Name: string; IsSigned: boolean }[];
  const additional = documents.find((d) => d.Name.startsWith('Дополнительное соглашение'))!;
  expect(additional.IsSigned).toBe(true);
  const text = (await call(app, { url: `/api/Agreement?id=${additional.Id}`, headers: auth })).json().Content as string;
  expect(text).toContain('Подписано простой электронной подписью');
  expect(text).toContain(after.DueDate.split('-').reverse().join('.'));
});

test('three wrong codes kill the code: the right one no longer signs, and the due date stays', async () => {
  const app = server().app;
  const active = bearer(await login(app, DEMO.active));
  const loan = await activeLoan(active);
  await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 7 }, active);
  const code = await lastCode(app, DEMO.active);
  const tries = [];
  for (let i = 0; i < 3; i += 1) tries.push((await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: wrongCode(code) }, active)).json().Errors[0].ErrorCode);
  expect(tries).toEqual(['WRONG_CODE', 'WRONG_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
  const late = await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: code }, active);
  expect(late.json().Errors[0].ErrorCode).toBe('CODE_EXPIRED');
  expect((await activeLoan(active)).DueDate).toBe(loan.DueDate);
  // Meanwhile a new code cannot be asked for before the pause: the code service's limit holds.
  expect((await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 7 }, active)).statusCode).toBe(429);
});

test("another client's loan is 404 for every prolongation call", async () => {
  const app = server().app;
  const stranger = bearer(await login(app, DEMO.noLoans));
  const loan = await activeLoan(bearer(await login(app, DEMO.active)));
  for (const url of [`/api/Loans/${loan.Id}/ProlongedSettings`, `/api/Loans/${loan.Id}/ProlongedInfo?days=7`]) {
    expect((await call(app, { url, headers: stranger })).statusCode, url).toBe(404);
  }
  expect((await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 7 }, stranger)).statusCode).toBe(404);
  expect((await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: '123456' }, stranger)).statusCode).toBe(404);
});

test('malformed bodies and terms out of range are 400 with a reason; a loan that is not active cannot be prolonged', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.active));
  const loan = await activeLoan(auth);
  for (const payload of [{}, { Days: 'ten' }, { Days: 7, Extra: 1 }]) {
    const res = await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, payload, auth);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().Errors[0].Message).toBeTruthy();
  }
  for (const payload of [{}, { Code: '12' }, { Code: 123456 }]) {
    expect((await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, payload, auth)).statusCode, JSON.stringify(payload)).toBe(400);
  }
  const long = await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 31 }, auth);
  expect(long.json().Errors[0]).toEqual({ ErrorCode: 'DAYS_OUT_OF_RANGE', Message: 'Продлить можно на срок от 7 до 30 дней' });
  expect((await call(app, { url: `/api/Loans/${loan.Id}/ProlongedInfo?days=3`, headers: auth })).statusCode).toBe(400);

  const refused = bearer(await login(app, DEMO.refused));
  const lastLoan = (await call(app, { url: '/api/Loans/LastLoan', headers: refused })).json();
  expect((await call(app, { url: `/api/Loans/${lastLoan.Id}/ProlongedSettings`, headers: refused })).json().Available).toBe(false);
  const none = await post(`/api/Loans/${lastLoan.Id}/ApproveProlongedAgreementByPhone`, { Days: 7 }, refused);
  expect(none.json().Errors[0].ErrorCode).toBe('PROLONGATION_UNAVAILABLE');
});

test('new general conditions waiting for the client are named in the agreement and signed by the same code; one offered after the code stays waiting', async () => {
  const app = server().app;
  const auth = bearer(await login(app, MONEY));
  const loan = await activeLoan(auth);
  const documents = async () => (await call(app, { url: '/api/Agreement/List', headers: auth })).json() as { Id: number; Name: string; IsSigned: boolean }[];
  // The demo's waiting edition may have been signed by an earlier prolongation here: a fresh one is offered.
  const offered = await post('/sandbox/agreements/terms-update', { Phone: MONEY }, {});
  expect(offered.statusCode).toBe(200);
  const waiting = (await documents()).find((d) => d.Id === (offered.json() as { Id: number }).Id)!;
  expect(waiting.IsSigned).toBe(false);

  const info = (await call(app, { url: `/api/Loans/${loan.Id}/ProlongedInfo?days=7`, headers: auth })).json();
  expect(info.Agreement.Content).toContain(`Этим же кодом вы подписываете «${waiting.Name}»`);
  expect(info.Agreement.Content).toContain(`href="/lk/agreements/${waiting.Id}"`);

  expect((await post(`/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, { Days: 7 }, auth)).statusCode).toBe(200);
  const code = await lastCode(app, MONEY);
  // A newer edition offered after the code was sent: the client has not read it, the code does not sign it.
  const later = (await post('/sandbox/agreements/terms-update', { Phone: MONEY }, {})).json().Id as number;
  expect((await post(`/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, { Code: code }, auth)).statusCode).toBe(200);

  const after = await documents();
  expect(after.find((d) => d.Id === waiting.Id)!.IsSigned).toBe(true);
  expect(after.find((d) => d.Id === later)!.IsSigned).toBe(false);
  const signedText = (await call(app, { url: `/api/Agreement?id=${waiting.Id}`, headers: auth })).json().Content as string;
  expect(signedText).toContain('Подписано простой электронной подписью');
});

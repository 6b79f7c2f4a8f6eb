// One virtual client's journey, request by request as the SPA and the browser make them: the
// seven registration steps (personal data and its SMS code, passport, address, the card linked on
// the provider's page, the card's photo, the worksheet, the application), the sandbox scoring,
// the signature with the SMS code, part of the debt paid on the acquirer's page (a few declined
// first), a prolongation for some, then the rest. A payment whose notice never came is waited for
// as a client waits on the payment screen, until reconciliation settles it.
import { randomUUID } from 'node:crypto';
import type { Http } from './http';
import type { Stats } from './stats';

/** Shares of the journeys that take the side roads. */
const SHARES = { declineFirst: 0.1, prolong: 0.3, tinkoff: 0.5 } as const;
const SCORING_POLL_MS = 500;
const CHECK_POLL_MS = 1_000;
/** The payment screen's own wait before it tells the client the payment is still being checked. */
const CHECK_PATIENCE_MS = 10_000;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const personal = { LastName: 'Нагрузкина', FirstName: 'Анна', MiddleName: 'Павловна', BirthDate: '1990-04-12', AcceptAgreements: true, CaptchaToken: '' };
const passport = { Series: '4510', Number: '654321', IssueDate: '2012-05-05', IssuedBy: 'ОВД Тверского района', DepartmentCode: '770-002', BirthPlace: 'г. Тверь' };
const address = { Registration: { Region: 'Тверская обл.', City: 'Тверь', Street: 'ул. Советская', House: '5' }, SameAsRegistration: true };

export interface JourneyContext {
  http: Http;
  stats: Stats;
  phone: string;
  /** How long a pending payment may wait for reconciliation before the journey calls it lost. */
  reconcileWithinMs: number;
  /** Each amount the client agreed to on an acquirer's page. */
  asked: { phone: string; paymentId: number; amount: number }[];
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chance = (share: number) => Math.random() < share;

function multipart(file: Buffer, fileName: string) {
  const boundary = '----journey-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The newest code sent to the phone (the sandbox outbox, as a tester reads the SMS). */
async function lastCode(c: JourneyContext, step: string): Promise<string> {
  const messages = (await c.http.expect(step, `/dev/outbox.json?to=${c.phone}`)).json<{ to: string; code: string | null }[]>();
  const code = messages.filter((m) => m.to === c.phone && m.code).pop()?.code;
  if (!code) throw new Error(`${step}: no code sent to ${c.phone}`);
  return code;
}

async function register(c: JourneyContext): Promise<void> {
  const { http } = c;
  // Asked again after a lost answer, the code already went out (the resend pause answers 429): the SMS is there.
  await http.expect('register.personal', '/api/Account/Registration', { json: { Phone: c.phone, Email: `${c.phone}@example.com`, ...personal } }, 200, async () => true);
  const code = await lastCode(c, 'outbox');
  http.token = (await http.expect('register.confirm', '/api/Account/Registration/Confirm', { json: { Phone: c.phone, Code: code } })).json<{ Token: string }>().Token;
  await http.expect('register.passport', '/api/Account/Registration/Passport', { json: passport });
  await http.expect('register.address', '/api/Account/Registration/Address', { json: address });
  const link = (await http.expect('register.card', '/api/cards/AddCardByUrl', { json: { ReturnUrl: '/registration' } })).json<{ Url: string }>().Url;
  await http.expect('card.page', link);
  const session = new URL(link, 'http://page').searchParams.get('session')!;
  await http.expect('card.submit', '/sandbox/payment/card', { form: { session, last4: '4242', system: 'Mir', expiry: '12/30', action: 'link' } }, 303);
  await http.expect('register.photo', '/api/files/userdocument?groupId=3', multipart(PNG, 'card.png'));
  await http.expect('register.worksheet', '/api/Account/Worksheet', { json: { EmploymentType: 'Employed', MonthlyIncome: 6_000_000 } });
}

async function applyAndSign(c: JourneyContext): Promise<number> {
  const { http } = c;
  const amount = 500_000 + 10_000 * Math.floor(Math.random() * 100);
  const term = 7 + Math.floor(Math.random() * 14);
  const { Id } = (await http.expect('apply', '/api/Loans/RequestScoringAnswer', { json: { Amount: amount, Term: term } })).json<{ Id: number }>();
  let answer: { Status: string; LoanId: number | null };
  for (;;) {
    answer = (await http.expect('scoring.check', `/api/Loans/CheckScoringAnswer/${Id}`)).json();
    if (answer.Status !== 'pending') break;
    await pause(SCORING_POLL_MS);
  }
  if (answer.Status !== 'approved' || !answer.LoanId) throw new Error(`scoring: ${answer.Status}`);
  await http.expect('sign.code', '/api/Loans/SmsCodeOnGetLoan', { json: { LoanId: answer.LoanId } });
  const code = await lastCode(c, 'outbox');
  const loanId = answer.LoanId;
  const issued = async () => (await http.expect('loan.read', `/api/Loans/${loanId}`)).json<{ StatusLoan?: { State: number } }>().StatusLoan?.State === 4;
  await http.expect('sign.accept', '/api/Loans/AcceptLoanByClient', { json: { LoanId: loanId, Code: code } }, 200, issued);
  return answer.LoanId;
}

const owed = async (c: JourneyContext, loanId: number) =>
  (await c.http.expect('loan.owed', `/api/Loans/${loanId}/ExpensesToPay`)).json<{ ExpenseAmount: number }[]>().reduce((s, e) => s + e.ExpenseAmount, 0);

/** Polls the payment as the payment screen does; a long wait is reconciliation's to end. */
async function outcomeOf(c: JourneyContext, paymentId: number): Promise<string> {
  const started = Date.now();
  let waited = false;
  for (;;) {
    const { Status } = (await c.http.expect('pay.check', `/api/Payment/Check/${paymentId}`)).json<{ Status: string }>();
    if (Status !== 'pending') return Status;
    if (!waited && Date.now() - started > CHECK_PATIENCE_MS) {
      waited = true;
      c.stats.awaitedReconciliation++;
    }
    if (Date.now() - started > c.reconcileWithinMs) throw new Error(`payment ${paymentId}: still pending ${Math.round((Date.now() - started) / 1000)} s after it was paid`);
    await pause(waited ? 2 * CHECK_POLL_MS : CHECK_POLL_MS);
  }
}

/** One payment through the acquirer's card page; answers its outcome. */
async function payOnPage(c: JourneyContext, loanId: number, amount: number, outcome: 'success' | 'decline'): Promise<string> {
  const { http } = c;
  const provider = chance(SHARES.tinkoff) ? 'Tinkoff' : 'SBC';
  const key = randomUUID();
  const started = (
    await http.expect('pay.start', '/api/Payment/PaymentUrl', {
      headers: { 'idempotency-key': key },
      json: { LoanId: loanId, Amount: amount, Method: 'Card', Provider: provider, ReturnUrl: `/lk/paymentCallback/${provider}` },
    })
  ).json<{ PaymentId: number; Url: string }>();
  c.asked.push({ phone: c.phone, paymentId: started.PaymentId, amount });
  await http.expect('pay.page', started.Url);
  const session = new URL(started.Url, 'http://page').searchParams.get('session')!;
  // The form as the page posts it; a repeat whose first post went through finds the page expired (404).
  const submitted = await http.call('pay.submit', `/sandbox/pay/${provider}`, { form: { session, last4: '4242', outcome, action: 'pay' } });
  if (submitted.status !== 303 && submitted.status !== 404) {
    http.stats.step('pay.submit').clientErrors++;
    throw new Error(`pay.submit: ${submitted.status}`);
  }
  return outcomeOf(c, started.PaymentId);
}

async function pay(c: JourneyContext, loanId: number, amount: number): Promise<void> {
  if (chance(SHARES.declineFirst)) {
    const declined = await payOnPage(c, loanId, amount, 'decline');
    if (declined !== 'declined') throw new Error(`a declined card ended as ${declined}`);
  }
  const status = await payOnPage(c, loanId, amount, 'success');
  if (status !== 'succeeded') throw new Error(`a paid card ended as ${status}`);
}

async function prolong(c: JourneyContext, loanId: number): Promise<void> {
  const { http } = c;
  const dueDate = async () => (await http.expect('loan.read', `/api/Loans/${loanId}`)).json<{ DueDate: string }>().DueDate;
  const before = await dueDate();
  await http.expect('prolong.info', `/api/Loans/${loanId}/ProlongedInfo?days=10`);
  await http.expect('prolong.code', `/api/Loans/${loanId}/ApproveProlongedAgreementByPhone`, { json: { Days: 10 } }, 200, async () => true);
  const code = await lastCode(c, 'outbox');
  await http.expect('prolong.sign', `/api/Loans/${loanId}/ConfirmProlongedAgreementByPhone`, { json: { Code: code } }, 200, async () => (await dueDate()) !== before);
}

export async function journey(c: JourneyContext): Promise<void> {
  await register(c);
  const loanId = await applyAndSign(c);
  const debt = await owed(c, loanId);
  await pay(c, loanId, Math.max(10_000, Math.floor(debt / 2 / 100) * 100));
  if (chance(SHARES.prolong)) await prolong(c, loanId);
  const rest = await owed(c, loanId);
  if (rest > 0) await pay(c, loanId, rest);
  if ((await owed(c, loanId)) !== 0) throw new Error(`loan ${loanId}: still owed after paying all of it`);
}

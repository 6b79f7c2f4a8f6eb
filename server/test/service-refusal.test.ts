// Issue 47: a paid additional service refused within 30 days (353-FZ art. 7 part 2.7). While the
// loan is open the debt falls by the fee; on a closed loan the fee goes back to the card through
// the provider's refund; after 30 days the refusal is refused in Russian; twice is once. Runs on
// SQLite and, in `npm run test:pg`, PostgreSQL.
import { expect, test } from 'vitest';
import { bearer, call, freshUser, lastCode, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide } from './loan-helpers';
import { clientWithLoan, owed, startPayment, type Auth } from './payment-helpers';

const server = serverPerFile(60_000);
const app = () => server().app;
const db = () => server().database.db;
const SERVICE = { amount: 9_900, name: 'Услуга «Кредитный рейтинг»' };
const DAY_MS = 86_400_000;

/** A client whose signed loan carries the paid service and a commission; answers the service's fee id. */
async function loanWithService(phone: string) {
  const { auth, loanId } = await clientWithLoan(app(), phone);
  await db().insertInto('loan_fee').values({ loan_id: loanId, expense_type: 3, amount: 15_000, name: 'Комиссия за SMS-информирование о платежах' }).execute();
  const { id } = await db().insertInto('loan_fee').values({ loan_id: loanId, expense_type: 4, service: 1, ...SERVICE }).returning('id').executeTakeFirstOrThrow();
  return { auth, loanId, feeId: id, commissionId: id - 1 };
}

/** The loan as if signed `days` ago (moving the clock would end the session). */
async function backdate(loanId: number, days: number) {
  const loan = await db().selectFrom('loan').select(['issued_at', 'due_date']).where('id', '=', loanId).executeTakeFirstOrThrow();
  const shift = (iso: string) => new Date(Date.parse(iso) - days * DAY_MS).toISOString();
  await db().updateTable('loan').set({ issued_at: shift(loan.issued_at!), due_date: shift(`${loan.due_date!}T00:00:00Z`).slice(0, 10) }).where('id', '=', loanId).execute();
}

const refuse = (auth: Auth, loanId: number, FeeId: number) => call(app(), { method: 'POST', url: `/api/Loans/${loanId}/RefuseService`, payload: { FeeId }, headers: auth });
const offerOf = async (auth: Auth, loanId: number) => (await call(app(), { url: `/api/Loans/${loanId}`, headers: auth })).json().Offer;

test('an open loan: the debt falls by the fee, the offer marks the service refused, and a second refusal changes nothing', async () => {
  const { auth, loanId, feeId } = await loanWithService('79007470001');
  expect((await offerOf(auth, loanId)).Fees.find((f: { Id: number }) => f.Id === feeId)).toMatchObject({ IsService: true, RefusedAt: null, RefusableUntil: expect.any(String) });
  await backdate(loanId, 3);
  const debtBefore = await owed(app(), auth, loanId);
  const first = await refuse(auth, loanId, feeId);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ FeeId: feeId, Amount: 9_900, ReturnedTo: 'Debt' });
  expect(await owed(app(), auth, loanId)).toBe(debtBefore - 9_900);
  const again = await refuse(auth, loanId, feeId);
  expect(again.json()).toEqual(first.json());
  expect(await owed(app(), auth, loanId)).toBe(debtBefore - 9_900);
  expect((await offerOf(auth, loanId)).Fees.find((f: { Id: number }) => f.Id === feeId)).toMatchObject({ RefusedAt: first.json().RefusedAt, ReturnedTo: 'Debt', RefusableUntil: null });
});

test('a commission is not a service: refusing it is refused and the debt stays', async () => {
  const { auth, loanId, commissionId } = await loanWithService('79007470002');
  const debt = await owed(app(), auth, loanId);
  const res = await refuse(auth, loanId, commissionId);
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0]).toMatchObject({ ErrorCode: 'NOT_A_SERVICE', Message: '«Комиссия за SMS-информирование о платежах» — не дополнительная услуга, а условие договора: отказаться от неё нельзя' });
  expect(await owed(app(), auth, loanId)).toBe(debt);
});

test('after 30 days: refused with the last day named, and the debt keeps the fee', async () => {
  const { auth, loanId, feeId } = await loanWithService('79007470003');
  await backdate(loanId, 30);
  expect((await refuse(auth, loanId, feeId)).statusCode).toBe(200); // the 30th day still counts
  const { auth: auth2, loanId: loan2, feeId: fee2 } = await loanWithService('79007470004');
  await backdate(loan2, 31);
  const debt = await owed(app(), auth2, loan2);
  const res = await refuse(auth2, loan2, fee2);
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0].ErrorCode).toBe('SERVICE_REFUSAL_EXPIRED');
  expect(res.json().Errors[0].Message).toMatch(/^От услуги можно отказаться в течение 30 календарных дней со дня подписания договора — последний день был \d\d\.\d\d\.\d{4}$/);
  expect(await owed(app(), auth2, loan2)).toBe(debt);
});

test('a closed loan: the fee is refunded to the card by the provider, once', async () => {
  const { auth, loanId, feeId } = await loanWithService('79007470005');
  const debt = await owed(app(), auth, loanId);
  const started = await startPayment(app(), auth, { LoanId: loanId, Amount: debt, Provider: 'Tinkoff', ReturnUrl: '/lk/paymentCallback/Tinkoff' });
  const { PaymentId, Url } = started.json() as { PaymentId: number; Url: string };
  const session = new URL(Url, 'http://x').searchParams.get('session')!;
  await app().inject({ method: 'POST', url: '/sandbox/pay/Tinkoff', payload: new URLSearchParams({ session, action: 'pay', outcome: 'success', last4: '4242' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect((await call(app(), { url: `/api/Loans/${loanId}`, headers: auth })).json().Status).toBe(7);
  const first = await refuse(auth, loanId, feeId);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ Amount: 9_900, ReturnedTo: 'Card' });
  const again = await refuse(auth, loanId, feeId);
  expect(again.json()).toEqual(first.json());
  const payment = await db().selectFrom('payment').selectAll().where('id', '=', PaymentId).executeTakeFirstOrThrow();
  expect(payment).toMatchObject({ overpaid: 9_900, refunded: 9_900 });
  const acquirer = await db().selectFrom('sandbox_acquiring').selectAll().where('order_id', '=', String(PaymentId)).executeTakeFirstOrThrow();
  expect(acquirer).toMatchObject({ refunded: 9_900, status: 'PARTIAL_REFUNDED' });
  expect((await offerOf(auth, loanId)).Fees.find((f: { Id: number }) => f.Id === feeId)).toMatchObject({ ReturnedTo: 'Card' });
});

test('signing: a paid service is offered apart from the contract\'s fees and is in the contract only when ticked', async () => {
  for (const [phone, tick] of [['79007470006', false], ['79007470007', true]] as const) {
    await freshUser(app(), phone);
    const auth = bearer(await signIn(app(), phone));
    const { LoanId } = await applyAndDecide(app(), auth, 1_000_000, 20);
    const { id: feeId } = await db().insertInto('loan_fee').values({ loan_id: LoanId!, expense_type: 4, service: 1, ...SERVICE }).returning('id').executeTakeFirstOrThrow();
    const offered = await offerOf(auth, LoanId!);
    expect(offered.Services).toEqual([{ Id: feeId, ExpenseType: 4, Amount: 9_900, Name: SERVICE.name, IsService: true }]);
    expect(offered.Fees).toEqual([]);
    expect(offered.Total).toBe(offered.Amount + offered.Interest);
    await call(app(), { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId }, headers: auth });
    const Code = await lastCode(app(), phone);
    const signed = await call(app(), { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId, Code, Services: tick ? [feeId] : [] }, headers: auth });
    expect(signed.statusCode, signed.body).toBe(200);
    const issued = await offerOf(auth, LoanId!);
    expect(issued.Services).toEqual([]);
    expect(issued.Fees.map((f: { Name: string }) => f.Name)).toEqual(tick ? [SERVICE.name] : []);
    expect(await owed(app(), auth, LoanId!)).toBe(1_000_000 + (tick ? 9_900 : 0));
  }
});

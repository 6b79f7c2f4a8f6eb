// Issue 11, defect 1: no loan leaves without the client's signature. Every path that applies
// (RequestScoringAnswer, POST Loans, client-api LoanRequest) ends in an offer (State 3); only the
// SMS code from SmsCodeOnGetLoan issues it, once; another client's loan is 404.
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { bearer, call, DEMO, freshUser, lastCode, login, serverPerFile, signIn, wrongCode } from './accounts-helpers';
import { applyAndDecide, getLoan, sign } from './loan-helpers';

const server = serverPerFile();

async function client(phone: string) {
  await freshUser(server().app, phone);
  return bearer(await signIn(server().app, phone));
}

const activeLoans = async (auth: Record<string, string>) =>
  ((await call(server().app, { url: '/api/Loans?inActualState=false&v=1', headers: auth })).json() as { Status: number }[]).filter((l) => l.Status === 4 || l.Status === 5);

test('approval is an offer waiting for the signature; the code issues it once; a second application is refused with the reason', async () => {
  const app = server().app;
  const phone = '79006660001';
  const auth = await client(phone);
  const decided = await applyAndDecide(app, auth, 2_000_000, 20);
  expect(decided.Status).toBe('approved');
  const offer = await getLoan(app, auth, decided.LoanId!);
  expect(offer).toMatchObject({ Status: 3, StatusLoan: { State: 3, Title: 'Заявка одобрена, подпишите договор' }, ExpenseToPay: [] });
  // 20 000 ₽ is above the 15 000 ₽ promotion: 0.8 % a day for 20 days.
  expect(offer.Offer).toMatchObject({ Amount: 2_000_000, Term: 20, InterestRatePerDay: 0.8, Interest: 320_000, Total: 2_320_000, Psk: 292, PromoApplied: false });
  expect(await activeLoans(auth)).toEqual([]);

  const again = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 500_000, Term: 10 }, headers: auth });
  expect(again.json().Errors[0]).toMatchObject({ ErrorCode: 'OFFER_WAITING' });

  await call(app, { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId: offer.Id }, headers: auth });
  const code = await lastCode(app, phone);
  const wrong = await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId: offer.Id, Code: wrongCode(code) }, headers: auth });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().Errors[0]).toEqual({ ErrorCode: 'WRONG_CODE', Message: 'Неверный код. Осталось попыток: 2' });
  expect(await activeLoans(auth)).toEqual([]);

  const accepted = await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId: offer.Id, Code: code }, headers: auth });
  expect(accepted.statusCode).toBe(200);
  const twice = await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId: offer.Id, Code: code }, headers: auth });
  expect(twice.statusCode).toBe(400);
  expect(await activeLoans(auth)).toHaveLength(1);
  // Issued today, owed today: the principal; on the due date, untouched, exactly the offer's total.
  const total = (loan: { ExpenseToPay: { ExpenseAmount: number }[] }) => loan.ExpenseToPay.reduce((sum, e) => sum + e.ExpenseAmount, 0);
  expect(total(await getLoan(app, auth, offer.Id))).toBe(2_000_000);
  expect((await call(app, { url: `/api/Loans/${offer.Id}/NextPayment`, headers: auth })).json().DueAmount).toBe(offer.Offer.Total);
  clock.offsetMs += 20 * 86_400_000;
  // Twenty days on, the session has lapsed: the client signs in again.
  expect(total(await getLoan(app, bearer(await signIn(app, phone)), offer.Id))).toBe(offer.Offer.Total);
  clock.offsetMs -= 20 * 86_400_000;
  const agreement = (await call(app, { url: `/api/Loans/${offer.Id}/Agreement`, headers: auth })).json().Content as string;
  expect(agreement).toContain('23\u00a0200\u00a0₽');

  const refused = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount: 500_000, Term: 10 }, headers: auth });
  expect(refused.json().Errors[0]).toEqual({ ErrorCode: 'ACTIVE_LOAN_EXISTS', Message: 'Сначала погасите действующий заём' });
});

test('POST Loans and client-api LoanRequest make offers too; declining cancels the offer (status 8)', async () => {
  const app = server().app;
  const auth = await client('79006660002');
  const posted = await call(app, { method: 'POST', url: '/api/Loans', payload: { Amount: 1_000_000, Term: 10 }, headers: auth });
  clock.offsetMs += 3000;
  const decided = (await call(app, { url: `/api/Loans/CheckScoringAnswer/${posted.json().Id}`, headers: auth })).json();
  expect((await getLoan(app, auth, decided.LoanId)).Status).toBe(3);
  expect(await activeLoans(auth)).toEqual([]);
  const declined = await call(app, { method: 'POST', url: `/api/Loans/${decided.LoanId}/DeclineLoanByClient`, headers: auth });
  expect(declined.statusCode).toBe(200);
  expect(await getLoan(app, auth, decided.LoanId)).toMatchObject({ Status: 8, StatusLoan: { Title: 'Заявка отменена' } });
  const code = await call(app, { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId: decided.LoanId }, headers: auth });
  expect(code.json().Errors[0].ErrorCode).toBe('OFFER_NOT_AVAILABLE');

  const viaClientApi = await call(app, { method: 'POST', url: '/client-api/LoanRequest', payload: { Amount: 700_000, Term: 10 }, headers: auth });
  expect(viaClientApi.json().Status).toBe('scoring');
  clock.offsetMs += 3000;
  expect((await call(app, { url: '/client-api/LoanRequest', headers: auth })).json().Status).toBe('approved');
  expect(await activeLoans(auth)).toEqual([]);
});

test("another client's offer is 404 for every signing call", async () => {
  const app = server().app;
  const ownerPhone = '79006660003';
  const owner = await client(ownerPhone);
  const { LoanId } = await applyAndDecide(app, owner, 1_000_000, 10);
  const stranger = bearer(await login(app, DEMO.noLoans));
  expect((await call(app, { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId }, headers: stranger })).statusCode).toBe(404);
  expect((await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId, Code: '123456' }, headers: stranger })).statusCode).toBe(404);
  expect((await call(app, { method: 'POST', url: `/api/Loans/${LoanId}/DeclineLoanByClient`, headers: stranger })).statusCode).toBe(404);
  expect((await sign(app, owner, ownerPhone, LoanId!)).statusCode).toBe(200);
});

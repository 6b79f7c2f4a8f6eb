// Issue 47, Must show 4: the prolongation screen's «Оплатить N ₽» posts the price with purpose
// Prolongation; the ledger settles it against interest only, so at the new due date the client
// owes the principal and nothing else. Runs on SQLite and (scripts/with-postgres.mjs) PostgreSQL.
import { expect, test } from 'vitest';
import { call, lastCode, serverPerFile } from './accounts-helpers';
import { clientWithLoan, notice, sendCallback, startPayment } from './payment-helpers';

const server = serverPerFile(60_000);
const PHONE = '79005554701';

test('a prolongation paid from its screen leaves only the principal owed at the new due date', async () => {
  const app = server().app;
  const db = server().database.db;
  // 20 000 ₽ for 20 days: above the first loan's 0 % amount, so 0.8 % a day (160 ₽).
  const { auth, loanId } = await clientWithLoan(app, PHONE, 2_000_000, 20);
  const post = (url: string, payload: object) => call(app, { method: 'POST', url, payload, headers: auth });
  const expenses = async () => (await call(app, { url: `/api/Loans/${loanId}/ExpensesToPay`, headers: auth })).json() as { ExpenseType: number; ExpenseAmount: number }[];
  const owedOf = (lines: { ExpenseType: number; ExpenseAmount: number }[], type: number) => lines.filter((l) => l.ExpenseType === type).reduce((s, l) => s + l.ExpenseAmount, 0);

  // Three days used.
  expect((await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { Phone: PHONE, Days: 3 } })).statusCode).toBe(200);
  const loan = (await call(app, { url: `/api/Loans/${loanId}`, headers: auth })).json() as { DueDate: string };
  const info = (await call(app, { url: `/api/Loans/${loanId}/ProlongedInfo?days=10`, headers: auth })).json() as { Fee: number; NewDueDate: string };
  // The interest owed by the new due date: 160 ₽ × (20 + 10) days.
  expect(info.Fee).toBe(16_000 * 30);

  expect((await post(`/api/Loans/${loanId}/ApproveProlongedAgreementByPhone`, { Days: 10 })).statusCode).toBe(200);
  expect((await post(`/api/Loans/${loanId}/ConfirmProlongedAgreementByPhone`, { Code: await lastCode(app, PHONE) })).statusCode).toBe(200);

  // «Оплатить N ₽»: the price, purpose Prolongation; more than that is refused.
  expect((await startPayment(app, auth, { LoanId: loanId, Amount: info.Fee + 1, Purpose: 'Prolongation' })).json().Errors[0].ErrorCode).toBe('AMOUNT_TOO_LARGE');
  const started = await startPayment(app, auth, { LoanId: loanId, Amount: info.Fee, Purpose: 'Prolongation' });
  expect(started.statusCode).toBe(200);
  const { PaymentId } = started.json() as { PaymentId: number };
  expect((await sendCallback(app, 'SBC', await notice(db, 'SBC', { PaymentId, Amount: info.Fee }))).statusCode).toBe(200);
  const applied = await db.selectFrom('loan_payment').selectAll().where('loan_id', '=', loanId).execute();
  expect(applied.map((p) => [p.amount, p.purpose])).toEqual([[info.Fee, 'Prolongation']]);

  // Today: the three days' interest is paid, nothing of the principal; the rest of the payment is
  // interest paid ahead, which a repayment today would count toward the principal.
  const today = await expenses();
  expect(owedOf(today, 2)).toBe(0);
  expect(owedOf(today, 1)).toBe(2_000_000 - (info.Fee - 3 * 16_000));

  // At the new due date: the principal, and nothing else.
  const days = (Date.parse(info.NewDueDate) - Date.parse(loan.DueDate)) / 86_400_000 + 17;
  expect((await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { Phone: PHONE, Days: days } })).statusCode).toBe(200);
  const atDue = (await call(app, { url: `/api/Loans/${loanId}`, headers: auth })).json() as { DueDate: string; Status: number };
  expect(atDue.Status).toBe(4);
  const due = await expenses();
  expect(due.filter((l) => l.ExpenseAmount > 0).map((l) => [l.ExpenseType, l.ExpenseAmount])).toEqual([[1, 2_000_000]]);
});

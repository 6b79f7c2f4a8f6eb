// The cabinet's loan reads. Data in kopecks; another client's loan is 404.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { userIdOf } from '../accounts';
import { getUser } from '../accounts';
import type { ModuleContext, ServerModule } from '../types';
import { registerSandboxClock } from './sandbox-clock';
import { expensesOf, getLoan, listLoans, nowDate, paymentsOf, scheduleOf, type LoanRow } from './service';
import { agreementHtml } from './agreement';
import { contractPdf } from './contract-pdf';
import { offerOf } from './offer';
import { signingHandlers } from './signing';
import { extraHandlers } from './extras';
import { prolongHandlers } from './prolong';
import { LOAN_STATUS, statusLoanOf } from './statuses';
import { loansMigrations } from './tables';

export type { LoansTables } from './tables';
export { applyPayment, ledgerTotals, owedOf, SETTLEMENT_ORDER, splitPayment, type Settlement } from './ledger';
export { getLoan, hasActiveLoan, type LoanRow } from './service';
export { LOAN_STATUS } from './statuses';
// What other modules use of this one.
export { CALCULATOR_SETTINGS } from './calculator';
export { calculatorSettingsFor, isFirstLoan } from './pricing';
export { issueLoan, offerLoan, recordRefusal } from './service';
export { holdApplication } from './held-application';

const isActive = (loan: LoanRow) => loan.status === LOAN_STATUS.ACTIVE || loan.status === LOAN_STATUS.EXPIRED;
const DAY_MS = 86_400_000;

async function loanAnswers(db: AppDb, loans: LoanRow[]) {
  const ids = loans.map((l) => l.id);
  const expenses = await expensesOf(db, ids);
  const payments = await paymentsOf(db, ids);
  return loans.map((l) => ({
    Id: l.id,
    Status: l.status,
    StatusLoan: statusLoanOf(l.status),
    Amount: l.amount,
    Term: l.term_days,
    CreatedAt: l.created_at,
    DueDate: l.due_date,
    Payments: payments.get(l.id) ?? [],
    ExpenseToPay: isActive(l) ? (expenses.get(l.id) ?? []) : [],
    Offer: offerOf(l, nowDate()),
    CardId: l.card_id,
  }));
}

export function loanHandlers(db: AppDb, settle: ModuleContext['settleClient'], sandbox: boolean): HandlerMap {
  const own = async (request: FastifyRequest) => {
    const userId = userIdOf(request);
    await settle(userId);
    return getLoan(db, userId, (request.params as { id: number }).id);
  };
  const toPay = async (loan: LoanRow) => (isActive(loan) ? ((await expensesOf(db, [loan.id])).get(loan.id) ?? []) : []);
  const amountToPay = async (loan: LoanRow) => (await toPay(loan)).reduce((sum, e) => sum + e.ExpenseAmount, 0);
  const status = (loan: LoanRow) => ({ LoanId: loan.id, Status: loan.status, StatusLoan: statusLoanOf(loan.status) });
  const fullStatus = async (request: FastifyRequest) => {
    const loan = await own(request);
    return { ...status(loan), CanPay: isActive(loan), CanProlong: loan.status === LOAN_STATUS.ACTIVE, AmountToPay: await amountToPay(loan) };
  };

  return {
    ...prolongHandlers(db, settle),
    ...extraHandlers(db),
    ...signingHandlers(db, settle, sandbox),
    // A refused application never had a contract; any other loan's is its individual terms.
    'GET /api/Loans/{id}/Contract': async (request, reply) => {
      const loan = await own(request);
      if (loan.status === LOAN_STATUS.REFUSED) throw new ApiError(404, 'NOT_FOUND', 'По этой заявке договора нет');
      const pdf = await contractPdf(loan, await getUser(db, loan.user_id), nowDate());
      return reply.type('application/pdf').header('content-disposition', `inline; filename="contract-${loan.id}.pdf"`).send(pdf);
    },
    // Overpayments go back to the payer's card (payments/gateway.ts), so a client's balance
    // (GET Account/Balance) is always 0 here and there is never anything to transfer.
    'POST /api/Loans/TransferBalance/{id}': async (request) => {
      await own(request);
      throw new ApiError(400, 'BALANCE_EMPTY', 'На балансе нет денег: переплата возвращается на карту, с которой вы платили');
    },
    'GET /api/Loans/{id}/Agreement': async (request) => {
      const loan = await own(request);
      const user = await getUser(db, loan.user_id);
      return { Id: loan.id, Name: `Договор займа № ${loan.id}`, Content: agreementHtml(loan, user, nowDate()), PdfUrl: `/api/Loans/${loan.id}/Contract` };
    },
    'GET /api/Loans': async (request) => {
      const userId = userIdOf(request);
      await settle(userId);
      const { inActualState } = request.query as { inActualState?: boolean };
      return loanAnswers(db, await listLoans(db, userId, inActualState === true));
    },
    'GET /api/Loans/{id}': async (request) => (await loanAnswers(db, [await own(request)]))[0],
    'GET /api/Loans/LastLoan': async (request) => {
      const userId = userIdOf(request);
      await settle(userId);
      const loans = await listLoans(db, userId);
      const last = loans[loans.length - 1];
      if (!last) throw new ApiError(404, 'NOT_FOUND', 'Займов пока нет');
      return (await loanAnswers(db, [last]))[0];
    },
    'GET /api/Loans/{id}/Status': async (request) => status(await own(request)),
    'GET /client-api/Loans/{id}/Status': async (request) => status(await own(request)),
    'GET /api/Loans/{id}/FullStatus': fullStatus,
    'GET /client-api/Loans/{id}/FullStatus': fullStatus,
    'GET /api/Loans/{id}/ExpensesToPay': async (request) => toPay(await own(request)),
    'GET /api/Loans/LoanBalance/{id}': async (request) => {
      const loan = await own(request);
      const expenses = await toPay(loan);
      return { LoanId: loan.id, Total: expenses.reduce((sum, e) => sum + e.ExpenseAmount, 0), Expenses: expenses };
    },
    'GET /api/Loans/{id}/NextPayment': async (request) => {
      const loan = await own(request);
      return { PaymentAmount: await amountToPay(loan), PaymentDate: isActive(loan) ? loan.due_date : null };
    },
    'GET /api/Loans/{id}/Payments': async (request) => {
      const loan = await own(request);
      return (await paymentsOf(db, [loan.id])).get(loan.id) ?? [];
    },
    'GET /api/Loans/{id}/GetLoanSchedule': async (request) => {
      const loan = await own(request);
      return (await scheduleOf(db, loan.id)).map((row) => ({ Date: row.Date, Principal: row.MainDebt, Interest: row.Interest, Total: row.Amount }));
    },
    'GET /api/Loans/{id}/DailyHistory': async (request) => {
      const loan = await own(request);
      if (!loan.issued_at) return [];
      const issued = new Date(loan.issued_at.slice(0, 10)).getTime();
      const today = new Date(nowDate()).getTime();
      const days = Math.min(Math.floor((today - issued) / DAY_MS), 365);
      const maxInterest = Math.round((loan.amount * loan.rate_permille_per_day * loan.term_days) / 1000);
      return Array.from({ length: days + 1 }, (_, d) => {
        const interest = Math.min(Math.round((loan.amount * loan.rate_permille_per_day * d) / 1000), maxInterest);
        // After the due date a penalty of 0.05 % a day of the principal accrues (20 % a year cap).
        const overdueDays = Math.max(0, d - loan.term_days);
        const penalty = Math.round((loan.amount * overdueDays) / 2000);
        return {
          Date: new Date(issued + d * DAY_MS).toISOString().slice(0, 10),
          Principal: loan.amount,
          Interest: interest,
          Penalty: penalty,
          Total: loan.amount + interest + penalty,
        };
      });
    },
  };
}

export const loansModule: ServerModule = {
  name: 'loans',
  migrations: loansMigrations,
  handlers: ({ db, settleClient, config }) => loanHandlers(db, settleClient, config.sandbox),
  routes(app, { config, db }) {
    if (config.sandbox) registerSandboxClock(app, db);
  },
};

// The cabinet's loan reads. Data in kopecks; another client's loan is 404.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { userIdOf } from '../accounts';
import { getUser } from '../accounts';
import type { ModuleContext, ServerModule } from '../types';
import { registerSandboxClock } from './sandbox-clock';
import { getLoan, listLoans, nowDate, paymentsOf, type LoanRow } from './service';
import { dailyHistoryAnswer, expensesAnswer, scheduleAnswer } from './answers';
import { agreementHtml, contractOf } from './agreement';
import { contractPdf } from './contract-pdf';
import { daysUntil } from '@/domain/dates';
import { isPayable, moscowDateOf } from './ledger';
import { offerOf } from './offer';
import { signingHandlers } from './signing';
import { extraHandlers } from './extras';
import { prolongHandlers } from './prolong';
import { LOAN_STATUS, statusLoanOf } from './statuses';
import { loansMigrations } from './tables';

export type { LoansTables } from './tables';
export { applyPayment, chargedBetween, lockLoan, moscowDateOf, owedOf, paidOf, reverseCredit, SETTLEMENT_ORDER, writeOff, type Settlement } from './ledger';
export { getLoan, hasActiveLoan, type LoanRow } from './service';
export { LOAN_STATUS } from './statuses';
// What other modules use of this one.
export { CALCULATOR_SETTINGS } from './calculator';
export { calculatorSettingsFor, isFirstLoan } from './pricing';
export { issueLoan, offerLoan, recordRefusal } from './service';
export { holdApplication } from './held-application';
export { refuseService, type ServiceRefusal } from './service-refusal';
export { checkProlongationAmount, settleProlongationPayment } from './prolong';

async function loanAnswers(db: AppDb, loans: LoanRow[]) {
  const payments = await paymentsOf(db, loans.map((l) => l.id));
  return Promise.all(
    loans.map(async (l) => ({
      Id: l.id,
      Status: l.status,
      StatusLoan: statusLoanOf(l.status),
      Amount: l.amount,
      // The term as it stands: the contract's days and the prolongations' (the contract keeps its own).
      Term: l.issued_at && l.due_date ? daysUntil(l.due_date, moscowDateOf(l.issued_at)) : l.term_days,
      CreatedAt: l.created_at,
      DueDate: l.due_date,
      Payments: payments.get(l.id) ?? [],
      ExpenseToPay: await expensesAnswer(db, l),
      Offer: await offerOf(db, l, nowDate()),
      CardId: l.card_id,
    })),
  );
}

export function loanHandlers(db: AppDb, settle: ModuleContext['settleClient'], sandbox: boolean): HandlerMap {
  const own = async (request: FastifyRequest) => {
    const userId = userIdOf(request);
    await settle(userId);
    return getLoan(db, userId, (request.params as { id: number }).id);
  };
  const amountToPay = async (loan: LoanRow) => (await expensesAnswer(db, loan)).reduce((sum, e) => sum + e.ExpenseAmount, 0);
  const status = (loan: LoanRow) => ({ LoanId: loan.id, Status: loan.status, StatusLoan: statusLoanOf(loan.status) });
  const fullStatus = async (request: FastifyRequest) => {
    const loan = await own(request);
    return { ...status(loan), CanPay: isPayable(loan.status), CanProlong: loan.status === LOAN_STATUS.ACTIVE, AmountToPay: await amountToPay(loan) };
  };

  return {
    ...prolongHandlers(db, settle),
    ...extraHandlers(db),
    ...signingHandlers(db, settle, sandbox),
    // A refused application never had a contract; any other loan's is its individual terms.
    'GET /api/Loans/{id}/Contract': async (request, reply) => {
      const loan = await own(request);
      if (loan.status === LOAN_STATUS.REFUSED) throw new ApiError(404, 'NOT_FOUND', 'По этой заявке договора нет');
      const pdf = await contractPdf(await contractOf(db, loan, nowDate()), await getUser(db, loan.user_id));
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
      return { Id: loan.id, Name: `Договор займа № ${loan.id}`, Content: agreementHtml(await contractOf(db, loan, nowDate()), user), PdfUrl: `/api/Loans/${loan.id}/Contract` };
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
    'GET /api/Loans/{id}/ExpensesToPay': async (request) => expensesAnswer(db, await own(request)),
    'GET /api/Loans/LoanBalance/{id}': async (request) => {
      const loan = await own(request);
      const expenses = await expensesAnswer(db, loan);
      return { LoanId: loan.id, Total: expenses.reduce((sum, e) => sum + e.ExpenseAmount, 0), Expenses: expenses };
    },
    // What to pay to close the loan today, and when it falls due; DueAmount is what will be owed
    // on that date if nothing is paid before it.
    'GET /api/Loans/{id}/NextPayment': async (request) => {
      const loan = await own(request);
      const schedule = await scheduleAnswer(db, loan);
      return { PaymentAmount: await amountToPay(loan), PaymentDate: isPayable(loan.status) ? loan.due_date : null, DueAmount: schedule[0]?.Total ?? 0 };
    },
    'GET /api/Loans/{id}/Payments': async (request) => {
      const loan = await own(request);
      return (await paymentsOf(db, [loan.id])).get(loan.id) ?? [];
    },
    'GET /api/Loans/{id}/GetLoanSchedule': async (request) => scheduleAnswer(db, await own(request)),
    'GET /api/Loans/{id}/DailyHistory': async (request) => dailyHistoryAnswer(db, await own(request)),
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

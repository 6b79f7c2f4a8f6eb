// Steps of the loan tests: a client applies, the sandbox scoring decides, the client signs.
import type { FastifyInstance } from 'fastify';
import { clock } from '../clock';
import { scoringSettings } from '../modules/scoring';
import { call, lastCode } from './accounts-helpers';

type Headers = Record<string, string>;

/** Applies through RequestScoringAnswer and lets the sandbox decide; answers the decided request. */
export async function applyAndDecide(app: FastifyInstance, auth: Headers, Amount: number, Term: number) {
  const requested = await call(app, { method: 'POST', url: '/api/Loans/RequestScoringAnswer', payload: { Amount, Term }, headers: auth });
  if (requested.statusCode !== 200) throw new Error(`RequestScoringAnswer: ${requested.statusCode} ${requested.body}`);
  clock.offsetMs += scoringSettings.delayMs;
  return (await call(app, { url: `/api/Loans/CheckScoringAnswer/${requested.json().Id}`, headers: auth })).json() as {
    Status: string;
    LoanId: number | null;
  };
}

export const getLoan = async (app: FastifyInstance, auth: Headers, id: number) => (await call(app, { url: `/api/Loans/${id}`, headers: auth })).json();

/** Requests the signing code and accepts the offer with it (the code read from the sandbox outbox). */
export async function sign(app: FastifyInstance, auth: Headers, phone: string, LoanId: number) {
  const sent = await call(app, { method: 'POST', url: '/api/Loans/SmsCodeOnGetLoan', payload: { LoanId }, headers: auth });
  if (sent.statusCode !== 200) throw new Error(`SmsCodeOnGetLoan: ${sent.statusCode} ${sent.body}`);
  return call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClient', payload: { LoanId, Code: await lastCode(app, phone) }, headers: auth });
}

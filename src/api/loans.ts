// Loans resource: the client's loans (with the query the front end always sends, requirements §7.2), the
// offer waiting for the signature and the signing calls (SmsCodeOnGetLoan, AcceptLoanByClient,
// DeclineLoanByClient), and the cached reads of one loan. Every call throws ApiError with the
// server's own Russian message on a refusal.
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';
import { queryOptions } from '@tanstack/react-query';
import { isWaitingOffer } from '@machines/loan-status';
import { LOANS_QUERY, loansKeys, loansListOptions } from './loans-keys';

export type Loan = components['schemas']['Loan'];

export { LOANS_QUERY, loansKeys } from './loans-keys';
export type LoanOffer = components['schemas']['LoanOffer'];

/** The one GET /api/Loans: every reader of the client's loans (session, screens, payment quote) asks through it. */
export const fetchLoans = (client: ApiClient, signal?: AbortSignal) =>
  client.GET('/api/Loans', { params: { query: { ...LOANS_QUERY } }, signal }).then(unwrap);

/** The newest loan waiting for the signature, with its conditions; null when there is none. */
export function waitingOffer(loans: Loan[]): (LoanOffer & { LoanId: number }) | null {
  const loan = [...loans].sort((a, b) => b.Id - a.Id).find((l) => isWaitingOffer(l) && l.Offer);
  return loan?.Offer ? { ...loan.Offer, LoanId: loan.Id } : null;
}

export function createLoansApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => fetchLoans(client, signal),
    requestSignCode: (LoanId: number, signal?: AbortSignal) => client.POST('/api/Loans/SmsCodeOnGetLoan', { body: { LoanId }, signal }).then(unwrap),
    /** Signs the offer with the SMS code and the paid services the client ticked. */
    accept: (LoanId: number, Code: string, Services: number[], signal?: AbortSignal) =>
      client.POST('/api/Loans/AcceptLoanByClient', { body: { LoanId, Code, Services }, signal }).then(unwrap),
    decline: (id: number, signal?: AbortSignal) =>
      client.POST('/api/Loans/{id}/DeclineLoanByClient', { params: { path: { id } }, signal }).then(unwrap),
    /** Refuses a paid service of the loan (its fee back to the debt, or to the card once closed). */
    refuseService: (id: number, FeeId: number, signal?: AbortSignal) =>
      client.POST('/api/Loans/{id}/RefuseService', { params: { path: { id } }, body: { FeeId }, signal }).then(unwrap),
  };
}

export type LoansApi = ReturnType<typeof createLoansApi>;

export type NextPayment = components['schemas']['NextPayment'];
export type ExpenseToPay = NonNullable<Loan['ExpenseToPay']>[number];

/** The loans list, and the reads of one loan cached per loan (the dashboard's amount to pay and expense totals). */
export function loansQueries(client: ApiClient) {
  const path = (id: number) => ({ params: { path: { id } } });
  return {
    /** The client's loans under the one cache key (the session's loads read the same entry). */
    list: () => queryOptions({ ...loansListOptions, queryFn: ({ signal }) => fetchLoans(client, signal) }),
    /** Optional paid services offered with a loan (/lk/product-offers). */
    additionalProducts: () =>
      queryOptions({
        queryKey: [...loansKeys.all, 'additional-products'] as const,
        queryFn: ({ signal }) => client.GET('/api/Loans/AdditionalProducts', { signal }).then(unwrap),
      }),
    nextPayment: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'next-payment'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/NextPayment', { ...path(id), signal }).then(unwrap),
      }),
    one: (id: number) =>
      queryOptions({
        queryKey: loansKeys.one(id),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}', { ...path(id), signal }).then(unwrap),
        retry: false,
      }),
    schedule: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'schedule'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/GetLoanSchedule', { ...path(id), signal }).then(unwrap),
        retry: false,
      }),
    payments: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'payments'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/Payments', { ...path(id), signal }).then(unwrap),
        retry: false,
      }),
    dailyHistory: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'daily-history'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/DailyHistory', { ...path(id), signal }).then(unwrap),
        retry: false,
      }),
    agreement: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'agreement'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/Agreement', { ...path(id), signal }).then(unwrap),
        retry: false,
      }),
    /** The contract as a PDF file, fetched with the client's token (a plain link would carry none). */
    contract: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'contract'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/Contract', { ...path(id), parseAs: 'blob', signal }).then(unwrap),
        retry: false,
        staleTime: Infinity,
      }),
    /** The loan's documents: its contract, then each prolongation's additional agreement. */
    documents: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'documents'),
        queryFn: ({ signal }) => client.GET('/api/Loans/AgreementList', { params: { query: { loanId: id } }, signal }).then(unwrap),
        retry: false,
      }),
    /** A signed prolongation's additional agreement as a PDF file, fetched with the client's token. */
    prolongationAgreement: (id: number, agreementId: number) =>
      queryOptions({
        queryKey: [...loansKeys.all, id, 'prolongation-agreement', agreementId] as const,
        queryFn: ({ signal }) =>
          client.GET('/api/Loans/{id}/ProlongationAgreement/{agreementId}', { params: { path: { id, agreementId } }, parseAs: 'blob', signal }).then(unwrap),
        retry: false,
        staleTime: Infinity,
      }),
    expensesToPay: (id: number) =>
      queryOptions({
        queryKey: loansKeys.part(id, 'expenses-to-pay'),
        queryFn: ({ signal }) => client.GET('/api/Loans/{id}/ExpensesToPay', { ...path(id), signal }).then(unwrap),
      }),
  };
}

// Payments resource: ways to pay, starting a payment with its Idempotency-Key, the payment's
// status, a loan's payment still waiting for its provider and its cancel, the client's SBP
// account, and the quote the payment screen starts from (next payment, debt, minimum, the waiting
// payment). Every call throws ApiError with the server's own Russian message on a refusal.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { ApiError, unwrap } from './errors';
import type { components } from './generated/api';
import { isActiveLoan } from '@machines/loan-status';
import { fetchLoans } from './loans';

export type PaymentUrlRequest = components['schemas']['PaymentUrlRequest'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PendingPayment = components['schemas']['PendingPayment'];

export const paymentKeys = {
  all: ['payments'] as const,
  sbpAccount: () => [...paymentKeys.all, 'sbp-account'] as const,
  pending: (loanId: number) => [...paymentKeys.all, 'pending', loanId] as const,
};

export function createPaymentsApi({ api, clientApi }: ApiClients) {
  const self = {
    /** The active loan's next payment, debt and minimum (null when nothing is to be paid). */
    async quote(loanId: number | null, signal?: AbortSignal) {
      const loans = await fetchLoans(api, signal);
      const loan = loans.find((l) => (loanId === null ? isActiveLoan(l) : l.Id === loanId));
      if (!loan || !isActiveLoan(loan)) return null;
      const path = { params: { path: { id: loan.Id } }, signal };
      const [next, balance, methods, pending] = await Promise.all([
        api.GET('/api/Loans/{id}/NextPayment', path).then(unwrap),
        api.GET('/api/Loans/LoanBalance/{id}', path).then(unwrap),
        api.GET('/api/Payment/PaymentMethods', { params: { query: { loanId: loan.Id } }, signal }).then(unwrap),
        self.pending(loan.Id, signal),
      ]);
      if (balance.Total <= 0) return null;
      return { loanId: loan.Id, next: next.PaymentAmount || balance.Total, full: balance.Total, min: methods[0]?.MinAmount ?? balance.Total, pending };
    },
    /** The loan's payment still waiting for its provider, or null. */
    pending: (loanId: number, signal?: AbortSignal) =>
      api.GET('/api/Payment/Pending', { params: { query: { loanId } }, signal }).then(unwrap).then((answer) => answer.Payment),
    /** Cancels a waiting payment; answers the payment as it is after (a decided one is unchanged). */
    cancel: (id: number, signal?: AbortSignal) => api.POST('/api/Payment/Cancel/{id}', { params: { path: { id } }, signal }).then(unwrap),
    start: (key: string, body: PaymentUrlRequest, signal?: AbortSignal) =>
      api.POST('/api/Payment/PaymentUrl', { params: { header: { 'Idempotency-Key': key } }, body, signal }).then(unwrap),
    check: (id: number, signal?: AbortSignal) => api.GET('/api/Payment/Check/{id}', { params: { path: { id } }, signal }).then(unwrap),
    /** The client's SBP bank, or null when none is chosen yet (404). */
    async sbpAccount(signal?: AbortSignal) {
      try {
        return await clientApi.GET('/client-api/SBP/User', { signal }).then(unwrap);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    saveSbpAccount: (BankId: string, signal?: AbortSignal) => clientApi.POST('/client-api/SBP/User', { body: { BankId }, signal }).then(unwrap),
  };
  return self;
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;

export function paymentQueries(clients: ApiClients) {
  const payments = createPaymentsApi(clients);
  return {
    sbpAccount: () => queryOptions({ queryKey: paymentKeys.sbpAccount(), queryFn: ({ signal }) => payments.sbpAccount(signal) }),
    /** The dashboard's notice of a payment left waiting at its provider. */
    pending: (loanId: number) => queryOptions({ queryKey: paymentKeys.pending(loanId), queryFn: ({ signal }) => payments.pending(loanId, signal) }),
  };
}

// Prolongation resource: the allowed terms, the price and additional agreement of a term, and the
// SMS signing (ApproveProlongedAgreementByPhone sends the code, ConfirmProlongedAgreementByPhone
// signs). Every call resolves with the answer or throws ApiError with the server's message.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';

export type ProlongedSettings = components['schemas']['ProlongedSettings'];
export type ProlongedInfo = components['schemas']['ProlongedInfo'];
export type CodeSent = components['schemas']['CodeSent'];

export const prolongationKeys = {
  all: ['prolongation'] as const,
  settings: (loanId: number) => [...prolongationKeys.all, loanId, 'settings'] as const,
  info: (loanId: number, days: number) => [...prolongationKeys.all, loanId, 'info', days] as const,
};

export function createProlongationApi(client: ApiClient) {
  const path = (id: number) => ({ path: { id } });
  return {
    settings: (id: number, signal?: AbortSignal) => client.GET('/api/Loans/{id}/ProlongedSettings', { params: path(id), signal }).then(unwrap),
    info: (id: number, days: number, signal?: AbortSignal) =>
      client.GET('/api/Loans/{id}/ProlongedInfo', { params: { ...path(id), query: { days } }, signal }).then(unwrap),
    requestCode: (id: number, Days: number, signal?: AbortSignal) =>
      client.POST('/api/Loans/{id}/ApproveProlongedAgreementByPhone', { params: path(id), body: { Days }, signal }).then(unwrap),
    confirm: (id: number, Code: string, signal?: AbortSignal) =>
      client.POST('/api/Loans/{id}/ConfirmProlongedAgreementByPhone', { params: path(id), body: { Code }, signal }).then(unwrap),
  };
}

export type ProlongationApi = ReturnType<typeof createProlongationApi>;

export function prolongationQueries(api: ProlongationApi) {
  return {
    settings: (loanId: number) => queryOptions({ queryKey: prolongationKeys.settings(loanId), queryFn: ({ signal }) => api.settings(loanId, signal), retry: false }),
    info: (loanId: number, days: number) =>
      queryOptions({ queryKey: prolongationKeys.info(loanId, days), queryFn: ({ signal }) => api.info(loanId, days, signal), retry: false, staleTime: 60_000 }),
  };
}

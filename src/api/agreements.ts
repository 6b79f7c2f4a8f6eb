// Agreements resource: the client's documents (Agreement/List, Agreement) and their signing by
// SMS code (RepeatSignAgreements sends a code, ApproveSignAgreements signs).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';

export type AgreementSummary = components['schemas']['AgreementSummary'];

export const agreementsKeys = {
  all: ['agreements'] as const,
  list: () => [...agreementsKeys.all, 'list'] as const,
  one: (id: number) => [...agreementsKeys.all, 'one', id] as const,
};

export function createAgreementsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => client.GET('/api/Agreement/List', { signal }).then(unwrap),
    get: (id: number, signal?: AbortSignal) => client.GET('/api/Agreement', { params: { query: { id } }, signal }).then(unwrap),
    requestCode: (id: number, signal?: AbortSignal) => client.POST('/api/Account/RepeatSignAgreements/{id}', { params: { path: { id } }, signal }).then(unwrap),
    sign: (AgreementIds: number[], Code: string, signal?: AbortSignal) =>
      client.POST('/api/Account/ApproveSignAgreements', { body: { AgreementIds, Code }, signal }).then(unwrap),
  };
}

export type AgreementsApi = ReturnType<typeof createAgreementsApi>;

export function agreementsQueries(api: AgreementsApi) {
  return {
    list: () => queryOptions({ queryKey: agreementsKeys.list(), queryFn: ({ signal }) => api.list(signal), retry: false }),
    one: (id: number) => queryOptions({ queryKey: agreementsKeys.one(id), queryFn: ({ signal }) => api.get(id, signal), retry: false }),
  };
}

// Cached read of the client's loans, with the query the front end always sends (SPEC §7.2).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../clients';
import { unwrap } from '../errors';

export const LOANS_QUERY = { inActualState: false, v: 1 } as const;

export const loansKeys = {
  all: ['loans'] as const,
  list: () => [...loansKeys.all, 'list', LOANS_QUERY] as const,
};

export function loansQueries({ api }: Pick<ApiClients, 'api'>) {
  return {
    list: () =>
      queryOptions({
        queryKey: loansKeys.list(),
        queryFn: ({ signal }) => api.GET('/api/Loans', { params: { query: { ...LOANS_QUERY } }, signal }).then(unwrap),
      }),
  };
}

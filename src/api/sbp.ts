// Cached reads of the fast payment system (SBP) via the client API.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { unwrap } from './errors';

export const sbpKeys = {
  all: ['sbp'] as const,
  banks: () => [...sbpKeys.all, 'banks'] as const,
};

export function sbpQueries({ clientApi }: Pick<ApiClients, 'clientApi'>) {
  return {
    banks: () =>
      queryOptions({
        queryKey: sbpKeys.banks(),
        queryFn: ({ signal }) => clientApi.GET('/client-api/SBP/Banks', { signal }).then(unwrap),
        staleTime: 60 * 60_000,
      }),
  };
}

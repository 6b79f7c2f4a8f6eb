// Cached read of the signed-in user's profile.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../clients';
import { unwrap } from '../errors';

export const accountKeys = {
  all: ['account'] as const,
  userProfile: () => [...accountKeys.all, 'userProfile'] as const,
};

export function accountQueries({ api }: Pick<ApiClients, 'api'>) {
  return {
    userProfile: () =>
      queryOptions({
        queryKey: accountKeys.userProfile(),
        queryFn: ({ signal }) => api.GET('/api/Account/UserProfile', { signal }).then(unwrap),
      }),
  };
}

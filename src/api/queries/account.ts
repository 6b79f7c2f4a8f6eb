// Cached read of the signed-in user's profile.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../clients';
import { unwrap } from '../errors';

export const accountKeys = {
  all: ['account'] as const,
  userProfile: () => [...accountKeys.all, 'userProfile'] as const,
  /** Keyed by the session token: the answers are the signed-in client's own. */
  blockInfo: (token: string | null) => [...accountKeys.all, 'applicationBlockInfo', token] as const,
  registrationCalculator: (token: string | null) => [...accountKeys.all, 'registrationCalculator', token] as const,
};

export function accountQueries({ api }: Pick<ApiClients, 'api'>) {
  return {
    userProfile: () =>
      queryOptions({
        queryKey: accountKeys.userProfile(),
        queryFn: ({ signal }) => api.GET('/api/Account/UserProfile', { signal }).then(unwrap),
      }),
    /** Why new applications are blocked (ReasonList), shown to a blocked client before any step. */
    blockInfo: (token: string | null) =>
      queryOptions({
        queryKey: accountKeys.blockInfo(token),
        queryFn: ({ signal }) => api.GET('/api/Account/SendApplicationBlockInfo', { signal }).then(unwrap),
        enabled: token !== null,
      }),
    /** The calculator priced for this client (first loan or not) and the client's saved choice. */
    registrationCalculator: (token: string | null) =>
      queryOptions({
        queryKey: accountKeys.registrationCalculator(token),
        queryFn: ({ signal }) => api.GET('/api/Account/RegistrationCalculator', { signal }).then(unwrap),
        enabled: token !== null,
      }),
  };
}

// The signed-in client's reads, shared by the session machine's loads and the cabinet views
// (design-notes §4: machines and views share one cache), so a cabinet load asks for each once.
// The profile is keyed by the token too; the loans list has the one key the cabinet reads it by,
// and every change of client clears the cache (forgetClientData), so no client sees another's.
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '@/api/account';
import { infoQueries } from '@/api/info';
import { loansListOptions } from '@/api/loans-keys';
import type { AccountApi } from '@/api/account';

// Keys and cache settings of the public settings read (the layout's) and of the loans list (the
// cabinet's), never their query functions: the session asks through its own account calls.
const infoShape = infoQueries({ api: null as never });

export function userQueries(api: AccountApi) {
  return {
    profile: (token: string | null) =>
      queryOptions({ queryKey: [...accountKeys.userProfile(), token], queryFn: () => api.userProfile(), retry: false }),
    /** The same entry as the cabinet's loans list: one GET /api/Loans per load (a logout clears the cache). */
    loans: () => queryOptions({ ...loansListOptions, queryFn: ({ signal }) => api.loans(signal) }),
    /** The same entry as the layout's settings query: both reads are one request. */
    settings: () => queryOptions({ ...infoShape.settings(), queryFn: () => api.settings() }),
  };
}

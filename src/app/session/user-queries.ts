// The signed-in client's reads, shared by the session machine's loads and the cabinet views
// (DESIGN §4: machines and views share one cache), so a cabinet load asks for each once.
// Keyed by the token too: the cache outlives a logout, and the next client is someone else.
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '@/api/account';
import { infoQueries } from '@/api/info';
import { loansKeys } from '@/api/loans';
import type { AccountApi } from '@/api/account';

// Keys and cache settings of the public settings read (the layout's), never its query function.
const infoShape = infoQueries({ api: null as never });

export function userQueries(api: AccountApi) {
  return {
    profile: (token: string | null) =>
      queryOptions({ queryKey: [...accountKeys.userProfile(), token], queryFn: () => api.userProfile(), retry: false }),
    loans: (token: string | null) => queryOptions({ queryKey: [...loansKeys.list(), token], queryFn: () => api.loans(), retry: false }),
    /** The same entry as the layout's settings query: both reads are one request. */
    settings: () => queryOptions({ ...infoShape.settings(), queryFn: () => api.settings() }),
  };
}

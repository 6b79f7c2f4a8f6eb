// The account's query options alone, for the home page's calculator: `useQueries` brings every
// cabinet resource, which the first screen of `/` must not load (issue 17).
import { useMemo } from 'react';
import { accountQueries } from '@/api/account';
import { useSessionServices } from './session/SessionProvider';

export function useAccountQueries() {
  const { clients } = useSessionServices();
  return useMemo(() => accountQueries(clients.api), [clients]);
}

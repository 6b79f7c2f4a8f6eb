// One QueryClient for the app: views and machines share its cache (design-notes §4).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Site content changes rarely; refetching on focus would only flash loaders.
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// The app's one pair of API clients, as query functions find it. Query factories are plain
// functions (route checks and the prerender call them outside React), so they cannot read React
// context; the session, which builds the clients, binds them to the app's QueryClient, and a query
// function gets that QueryClient in its context.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/api/clients';

const bound = new WeakMap<QueryClient, ApiClients>();

export function bindApiClients(queryClient: QueryClient, clients: ApiClients): void {
  bound.set(queryClient, clients);
}

export function apiClientsOf(queryClient: QueryClient): ApiClients {
  const clients = bound.get(queryClient);
  if (!clients) throw new Error('No API clients for this QueryClient: mount <SessionProvider> inside the query provider');
  return clients;
}

// The cabinet menu's badges read what their pages read, and leave a failed read to the page's own
// retry: the menu coming after the page's failure does not ask again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { agreementsKeys } from '@/api/agreements';
import { messagesKeys } from '@/api/messages';
import { SessionProvider } from '@/flows/session/SessionProvider';
import { fakeApi } from '@/views/registration/test-harness';
import { CabinetMenu } from './CabinetMenu';

async function menuAfter(prepare: (client: QueryClient) => Promise<void>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return Response.json(new URL(request.url).pathname.endsWith('/List') ? [{ Id: 1, IsSigned: false }] : { Unread: 2, Items: [] });
    }),
  );
  const client = new QueryClient();
  await prepare(client);
  const location = memoryLocation({ path: '/lk/agreements' });
  const api = fakeApi({ userProfile: async () => ({ Id: 1, IsRegistrationFinished: true }), loans: async () => [], settings: async () => ({ LoanStatuses: [] }) });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider api={api}>
          <CabinetMenu />
        </SessionProvider>
      </Router>
    </QueryClientProvider>,
  );
  await screen.findByTestId('cabinet-menu');
  return calls;
}

const failed = (client: QueryClient, queryKey: readonly unknown[]) =>
  client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error('503')), retry: false });

describe('the cabinet menu’s badges', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask for the waiting documents and the unread messages when nothing was read yet', async () => {
    const calls = await menuAfter(async () => {});
    await waitFor(() => expect(screen.getByTestId('agreements-waiting')).toHaveTextContent('1'));
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2');
    expect(calls).toEqual(expect.arrayContaining(['/api/Agreement/List', '/api/Info/messages']));
  });

  it('after the page’s read failed, come without asking again: the page’s retry is the one that asks', async () => {
    const calls = await menuAfter(async (client) => {
      await failed(client, agreementsKeys.list());
      await failed(client, messagesKeys.list());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((path) => path === '/api/Agreement/List' || path === '/api/Info/messages')).toEqual([]);
    expect(screen.queryByTestId('agreements-waiting')).toBeNull();
  });
});

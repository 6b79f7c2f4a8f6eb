// requirements §8's 401 rule through the session's own API clients: a 401 of the session's token
// ends it as expired; a 401 of a call made before the client logged out (its token ended by that
// logout) leaves the client where the logout took them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fakeApi } from '@/views/registration/test-harness';
import { SessionProvider, useSessionServices, type SessionServices } from './SessionProvider';

interface Held {
  request: Request;
  answer: (status: number) => void;
}

function signedInPage() {
  document.cookie = 'auth_token=token-1; path=/';
  const held: Held[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => new Promise<Response>((resolve) => held.push({ request, answer: (status) => resolve(Response.json({}, { status })) }))),
  );
  const location = memoryLocation({ path: '/lk/Dashboard', record: true });
  let services: SessionServices | null = null;
  function Grab() {
    services = useSessionServices();
    return null;
  }
  const api = fakeApi({ userProfile: async () => ({ Id: 1, IsRegistrationFinished: true }), loans: async () => [], settings: async () => ({ LoanStatuses: [] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider api={api}>
          <Grab />
        </SessionProvider>
      </Router>
    </QueryClientProvider>,
  );
  const loansCall = async () => {
    void services!.clients.api.GET('/api/Loans', { params: { query: { inActualState: false, v: 1 } } }).catch(() => undefined);
    await waitFor(() => expect(held.some((h) => h.request.url.includes('/api/Loans'))).toBe(true));
    return held.find((h) => h.request.url.includes('/api/Loans'))!;
  };
  return { location, services: () => services!, loansCall };
}

describe('the 401 rule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('a 401 of a call under the session’s token: logged out, on the login page as expired', async () => {
    const page = signedInPage();
    const call = await page.loansCall();
    expect(call.request.headers.get('Authorization')).toBe('Bearer token-1');
    await act(async () => call.answer(401));
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/login?sessionExpired=true'));
  });

  it('a 401 of a call still on its way when the client logged out: they stay where the logout took them', async () => {
    const page = signedInPage();
    const call = await page.loansCall();
    act(() => page.services().logout());
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/'));
    await act(async () => call.answer(401));
    // The answer has been read (the call settled) and nothing moved.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(page.location.history.at(-1)).toBe('/');
    expect(page.location.history).not.toContain('/login?sessionExpired=true');
  });
});

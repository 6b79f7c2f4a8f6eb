import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '@/api/account';
import { readCookie } from './cookies';
import { createAppQueryClient } from '@/app/query-client';
import { provideSession } from './session-logic';
import { REGISTRATION_STORAGE_KEY, TOKEN_EXPIRES_KEY } from './storage-keys';
import { userQueries } from './user-queries';
import { loansQueries } from '@/api/loans';
import { markSeeded } from '../seeded-answers';

const api = {
  userProfile: vi.fn().mockResolvedValue({ Id: 1, IsRegistrationFinished: true }),
  loans: vi.fn().mockResolvedValue([]),
  settings: vi.fn().mockResolvedValue({ LoanStatuses: [] }),
  crossAuth: vi.fn().mockResolvedValue({ Token: 'fresh', Expires: '2099-01-01T00:00:00Z' }),
} as unknown as AccountApi;

function start(input = { newSiteToken: null as string | null, oldSiteToken: null as string | null }) {
  const navigate = vi.fn();
  const setBearer = vi.fn();
  const actor = createActor(provideSession({ api, queryClient: new QueryClient(), envType: 'dev', navigate, setBearer }), { input });
  actor.start();
  return { actor, navigate, setBearer };
}

/** A query client holding what a cabinet page's HTML brings for the session's first loads (client 1, token `tok`). */
function seededFromPage(): QueryClient {
  const queryClient = new QueryClient();
  const queries = userQueries(api);
  const [profile, loans] = [queries.profile('tok').queryKey, queries.loans().queryKey];
  queryClient.setQueryData(profile, { Id: 1, IsRegistrationFinished: true } as never);
  queryClient.setQueryData(loans, []);
  markSeeded(queryClient, [profile, loans]);
  return queryClient;
}

async function microtasks(count: number): Promise<void> {
  for (let tick = 0; tick < count; tick++) await Promise.resolve();
}

describe('session effects', () => {
  beforeEach(() => {
    for (const name of ['auth_token', '.ASPXAUTH_dev']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('login sets the auth cookie with the server expiry and the bearer', async () => {
    const { actor, setBearer } = start();
    actor.send({ type: 'session.login', token: 'tok', expires: '2099-01-01T00:00:00Z' });
    expect(readCookie('auth_token')).toBe('tok');
    expect(localStorage.getItem(TOKEN_EXPIRES_KEY)).toBe('2099-01-01T00:00:00Z');
    expect(setBearer).toHaveBeenLastCalledWith('tok');
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(actor.getSnapshot().context.userData).toMatchObject({ Id: 1 });
  });

  it('a 401 logs out, keeps the registration and goes to login with the flag (requirements §8)', () => {
    localStorage.setItem(REGISTRATION_STORAGE_KEY, '{"version":1}');
    sessionStorage.setItem('x', '1');
    const { actor, navigate, setBearer } = start({ newSiteToken: 'tok', oldSiteToken: null });
    actor.send({ type: 'session.expired' });
    expect(readCookie('auth_token')).toBeNull();
    expect(setBearer).toHaveBeenLastCalledWith(null);
    expect(localStorage.getItem(REGISTRATION_STORAGE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem('x')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?sessionExpired=true');
  });

  it('logout clears both cookies and the registration, then goes to / or the given route', () => {
    localStorage.setItem(REGISTRATION_STORAGE_KEY, '{"version":1}');
    document.cookie = '.ASPXAUTH_dev=old; path=/';
    const { actor, navigate } = start({ newSiteToken: 'tok', oldSiteToken: 'old' });
    actor.send({ type: 'session.logout' });
    expect(readCookie('.ASPXAUTH_dev')).toBeNull();
    expect(localStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    actor.send({ type: 'session.login', token: 't2', expires: '2099-01-01T00:00:00Z' });
    actor.send({ type: 'session.logout', redirectTo: '/Faq' });
    expect(navigate).toHaveBeenLastCalledWith('/Faq');
  });

  it("with the page's answers at hand, the session's first loads come in tasks of their own, not in its start's (issue 32)", async () => {
    const queryClient = seededFromPage();
    const actor = createActor(provideSession({ api, queryClient, envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), { input: { newSiteToken: 'tok', oldSiteToken: null } });
    actor.start();
    // Every microtask the start's task would run: answered from the cache, the whole chain fits in them.
    await microtasks(200);
    expect(actor.getSnapshot().context.userData?.Id).toBeUndefined();
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(actor.getSnapshot().context.userData).toMatchObject({ Id: 1 });
  });

  it("a logout while the page's answers wait their task asks nothing more: a call without the token would come back 401 as an expired session", async () => {
    const queryClient = seededFromPage();
    vi.mocked(api.userProfile).mockClear();
    vi.mocked(api.loans).mockClear();
    const actor = createActor(provideSession({ api, queryClient, envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), { input: { newSiteToken: 'tok', oldSiteToken: null } });
    actor.start();
    actor.send({ type: 'session.logout' });
    for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect([api.userProfile, api.loans].map((f) => vi.mocked(f).mock.calls.length)).toEqual([0, 0]);
  });

  it('a logout as the session starts, without the page\'s answers, asks nothing more: the loads it stopped never go out without the token', async () => {
    vi.mocked(api.userProfile).mockClear();
    vi.mocked(api.loans).mockClear();
    const actor = createActor(provideSession({ api, queryClient: new QueryClient(), envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), { input: { newSiteToken: 'tok', oldSiteToken: null } });
    // A click replayed by hydration before the session's actor has started: the event waits for the start.
    actor.send({ type: 'session.logout' });
    actor.start();
    for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect([api.userProfile, api.loans].map((f) => vi.mocked(f).mock.calls.length)).toEqual([0, 0]);
  });

  it('without the page\'s answers no load is held back a task: a screen drawn from the loans has them at once', async () => {
    const queryClient = new QueryClient();
    const actor = createActor(provideSession({ api, queryClient, envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), { input: { newSiteToken: 'tok', oldSiteToken: null } });
    actor.start();
    await microtasks(200);
    expect(actor.getSnapshot().matches({ authenticated: { data: 'ready' } })).toBe(true);
  });

  it('on a shared browser nothing cached for one client is left for the next: logout and login empty the cache', async () => {
    const queryClient = createAppQueryClient();
    const actor = createActor(provideSession({ api, queryClient, envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), { input: { newSiteToken: 'tok', oldSiteToken: null } });
    actor.start();
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    queryClient.setQueryData(['loans', 'schedule', 7], { client: 'first' });
    actor.send({ type: 'session.logout' });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    queryClient.setQueryData(['profile', 'personalData'], { client: 'first' });
    actor.send({ type: 'session.login', token: 'second', expires: '2099-01-01T00:00:00Z' });
    expect(queryClient.getQueryData(['profile', 'personalData'])).toBeUndefined();
  });

  it('an old-site token alone is exchanged (cross-auth) and the new token stored', async () => {
    const { actor } = start({ newSiteToken: null, oldSiteToken: 'old' });
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(api.crossAuth).toHaveBeenCalledWith('old');
    expect(readCookie('auth_token')).toBe('fresh');
  });

  it('the loads fill the cache entries the cabinet reads, so a cabinet load asks once', async () => {
    const queryClient = createAppQueryClient();
    vi.mocked(api.userProfile).mockClear();
    vi.mocked(api.loans).mockClear();
    vi.mocked(api.settings).mockClear();
    const actor = createActor(provideSession({ api, queryClient, envType: 'dev', navigate: vi.fn(), setBearer: vi.fn() }), {
      input: { newSiteToken: 'tok', oldSiteToken: null },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    // The cabinet's loans list reads the very entry the session filled (one key for GET /api/Loans).
    expect(queryClient.getQueryData(loansQueries(null as never).list().queryKey)).toBeDefined();
    const queries = userQueries(api);
    await queryClient.fetchQuery(queries.profile('tok'));
    await queryClient.fetchQuery(queries.loans());
    await queryClient.fetchQuery(queries.settings());
    expect([api.userProfile, api.loans, api.settings].map((f) => vi.mocked(f).mock.calls.length)).toEqual([1, 1, 1]);
    // A sign-in while signed in asks again.
    actor.send({ type: 'token.refreshed', token: 'tok', expires: '2099-01-01T00:00:00Z' });
    await waitFor(actor, (s) => s.matches({ authenticated: { data: 'ready' } }));
    expect(vi.mocked(api.userProfile).mock.calls.length).toBe(2);
  });
});

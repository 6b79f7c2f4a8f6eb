import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClients } from '@/api/clients';
import { ApiError } from '@/api/errors';
import { memoryCookieJar, recordingFetch } from '@/api/test-fakes';
import { findRoute } from '@/app/routes';
import { RouteCheckError } from '@/flows/route-types';
import { errorStatusOf, newsItemQuery, settingsQuery } from './content-queries';
import { bindApiClients } from './query-clients';

function setup(answer: (request: Request) => Response, token: string | null = null) {
  const recorder = recordingFetch(answer);
  const clients = createApiClients({
    host: 'http://api.test',
    clientApiKey: 'key-1',
    getToken: () => token,
    onUnauthorized: () => {},
    cookies: memoryCookieJar({ UserHash: 'hash-1' }),
    fetch: recorder.fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClients(queryClient, clients);
  return { queryClient, requests: recorder.requests };
}

describe('content queries', () => {
  it('run on the clients bound to the QueryClient, with the shared headers and no bearer for a visitor', async () => {
    const t = setup(() => Response.json({ ReCaptchaEnabled: false }));
    await expect(t.queryClient.fetchQuery(settingsQuery())).resolves.toEqual({ ReCaptchaEnabled: false });
    const request = t.requests[0]!;
    expect(request.url).toBe('http://api.test/api/Info/Settings');
    expect(request.headers.get('X-Client-Api-Key')).toBe('key-1');
    expect(request.headers.get('X-AppId')).toBe('hash-1');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('keep the keys of src/api, so the cache is shared with whoever else reads them', () => {
    expect(settingsQuery().queryKey).toEqual(['info', 'settings']);
    expect(newsItemQuery('a').queryKey).toEqual(['info', 'news', 'a']);
  });

  it('fail clearly when no clients are bound to the QueryClient', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(settingsQuery())).rejects.toThrow(/No API clients/);
  });

  it('errorStatusOf reads the status of an ApiError only', () => {
    expect(errorStatusOf(new ApiError(403, [], null))).toBe(403);
    expect(errorStatusOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorStatusOf({ status: 400 })).toBeUndefined();
  });
});

describe('route validity check on the shared clients', () => {
  const check = async (status: number) => {
    const t = setup(() => Response.json({ Errors: [] }, { status }));
    const match = findRoute('/News/missing')!;
    return match.route.check!({ params: match.params, path: '/News/missing', queryClient: t.queryClient }).catch((e: unknown) => e);
  };

  it('a 4xx answer of the API becomes that status', async () => {
    const error = await check(403);
    expect(error).toBeInstanceOf(RouteCheckError);
    expect((error as RouteCheckError).status).toBe(403);
  });

  it('anything else becomes 404', async () => {
    expect(((await check(500)) as RouteCheckError).status).toBe(404);
  });

  it('an existing item passes', async () => {
    const t = setup(() => Response.json({ Name: 'a', Title: 'Новость' }));
    const match = findRoute('/News/a')!;
    await expect(match.route.check!({ params: match.params, path: '/News/a', queryClient: t.queryClient })).resolves.toBeUndefined();
    expect(new URL(t.requests[0]!.url).pathname).toBe('/api/Info/news/a');
  });
});

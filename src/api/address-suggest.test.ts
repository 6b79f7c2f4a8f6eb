import { describe, expect, it } from 'vitest';
import { suggestAddresses } from './address-suggest';
import { createApiClients } from './clients';
import { ApiError } from './errors';
import { memoryCookieJar, recordingFetch } from './test-fakes';

function setup(answer?: (request: Request) => Response) {
  const recorder = recordingFetch(answer);
  const { api } = createApiClients({
    host: 'http://api.test',
    clientApiKey: 'key-1',
    getToken: () => null,
    onUnauthorized: () => {},
    cookies: memoryCookieJar({ UserHash: 'hash-1' }),
    fetch: recorder.fetch,
  });
  return { api, requests: recorder.requests };
}

const suggestion = { value: 'г Москва, ул Тверская, д 1', data: { region: 'Москва', city: 'Москва', street: 'Тверская', house: '1' } };

describe('suggestAddresses', () => {
  it('asks the sandbox suggestion endpoint through the shared client, with its headers', async () => {
    const t = setup(() => Response.json({ suggestions: [suggestion] }));
    await expect(suggestAddresses(t.api, 'москва тверская', { count: 5 })).resolves.toEqual([suggestion]);
    const url = new URL(t.requests[0]!.url);
    expect(url.origin + url.pathname).toBe('http://api.test/sandbox/dadata/suggest');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'москва тверская', count: '5' });
    expect(t.requests[0]!.headers.get('X-Client-Api-Key')).toBe('key-1');
    expect(t.requests[0]!.headers.get('X-AppId')).toBe('hash-1');
  });

  it('leaves the count to the service when not given, and reads a missing list as none', async () => {
    const t = setup(() => Response.json({}));
    await expect(suggestAddresses(t.api, 'ленина')).resolves.toEqual([]);
    expect(new URL(t.requests[0]!.url).searchParams.has('count')).toBe(false);
  });

  it('rejects with ApiError when the service fails', async () => {
    const t = setup(() => Response.json({ Errors: [{ ErrorCode: 'X', Message: 'Нет' }] }, { status: 503 }));
    const error = await suggestAddresses(t.api, 'ленина').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClients } from './clients';
import { ApiError, unwrap } from './errors';
import { NETWORK_ERROR_CODE, REQUEST_TIMEOUT_MS, TIMEOUT_ERROR_CODE } from './network-failures';
import { memoryCookieJar } from './test-fakes';
import { SERVER_ERROR } from '../domain/messages';

const clients = (fetch: (request: Request) => Promise<Response>) =>
  createApiClients({ host: 'http://api.test', clientApiKey: 'k', getToken: () => null, onUnauthorized: () => {}, cookies: memoryCookieJar(), fetch });

/** A fetch that never answers, but gives up like a browser when its request is aborted. */
const silent = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const giveUp = () => reject(new DOMException('aborted', 'AbortError'));
    if (request.signal.aborted) giveUp();
    else request.signal.addEventListener('abort', giveUp);
  });

const failureOf = async (promise: Promise<{ data?: unknown; error?: unknown; response: Response }>) => {
  try {
    unwrap(await promise);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call succeeded');
};

afterEach(() => vi.useRealTimers());

describe('requests that get no answer', () => {
  it('a dropped connection or an offline browser is a 503 with the network message', async () => {
    const { api } = clients(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(api.GET('/api/Info/Settings'));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([503, NETWORK_ERROR_CODE, SERVER_ERROR]);
  });

  it(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s is a 504 with the timeout message`, async () => {
    vi.useFakeTimers();
    const { api } = clients(silent);
    const pending = failureOf(api.GET('/api/Info/Settings'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect([error.status, error.code, error.message]).toEqual([504, TIMEOUT_ERROR_CODE, SERVER_ERROR]);
  });

  it('an answer in time is passed on untouched, body and all, and its timer is cleared', async () => {
    vi.useFakeTimers();
    let sent = '';
    const { api } = clients(async (request) => {
      sent = await request.text();
      return Response.json({ Success: true });
    });
    const result = await api.POST('/api/Account/Login', { body: { Phone: '79000000001', Password: 'x' } as never });
    expect(JSON.parse(sent)).toEqual({ Phone: '79000000001', Password: 'x' });
    expect(result.data).toEqual({ Success: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a request the app cancels stays a cancel, not an error message', async () => {
    const { api } = clients(silent);
    const controller = new AbortController();
    const call = api.GET('/api/Info/Settings', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

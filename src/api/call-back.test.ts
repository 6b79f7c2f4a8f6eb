import { describe, expect, it } from 'vitest';
import { createApiClients } from './clients';
import { ApiError } from './errors';
import { memoryCookieJar, recordingFetch } from './test-fakes';
import { submitCallBack } from './call-back';

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

const body = { Phone: '79001234567', Name: 'Иван', Question: '', CaptchaToken: '' };

describe('submitCallBack', () => {
  it('posts the form with the shared headers and no nonce on a first try', async () => {
    const t = setup(() => Response.json({ Status: 'success' }));
    await expect(submitCallBack(t.api, { body, nonceId: null })).resolves.toEqual({ status: 200 });
    const request = t.requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/Info/PhoneCallbackHelp');
    expect(await request.json()).toEqual(body);
    expect(request.headers.get('x-nonceid')).toBeNull();
    expect(request.headers.get('Source')).toBe('FrontApp');
    expect(request.headers.get('X-Forward-Limit')).toBe('240');
    expect(request.headers.get('X-AppId')).toBe('hash-1');
  });

  it('sends the nonce back on the captcha v2 retry', async () => {
    const t = setup(() => Response.json({ Status: 'success' }));
    await submitCallBack(t.api, { body, nonceId: 'nonce-7' });
    expect(t.requests[0]!.headers.get('x-nonceid')).toBe('nonce-7');
  });

  it('rejects with status, Errors and the x-nonceid answer header (the machine’s failure shape)', async () => {
    const t = setup(() =>
      Response.json({ Errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите, что вы не робот' }] }, { status: 400, headers: { 'x-nonceid': 'nonce-9' } }),
    );
    const error = await submitCallBack(t.api, { body, nonceId: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, nonceId: 'nonce-9', errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите, что вы не робот' }] });
  });
});

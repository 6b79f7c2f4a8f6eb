import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './errors';

const result = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const response = new Response(null, { status, headers });
  return status < 400 ? { data: body, response } : { error: body, response };
};

describe('unwrap', () => {
  it('returns the data of a success', () => {
    expect(unwrap(result(200, { Phone: '8 800', Email: 'a@b.ru' }))).toEqual({ Phone: '8 800', Email: 'a@b.ru' });
  });

  it('throws an ApiError with status, Errors and the x-nonceid header', () => {
    const body = { Errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите, что вы не робот' }] };
    let thrown: unknown;
    try {
      unwrap(result(400, body, { 'x-nonceid': 'n-42' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as ApiError;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(body.Errors);
    expect(error.nonceId).toBe('n-42');
    expect(error.code).toBe('RECAPTCHA_V2_REQUIRED');
    expect(error.hasCode('RECAPTCHA_V2_REQUIRED')).toBe(true);
    expect(error.message).toBe('Подтвердите, что вы не робот');
  });

  it("falls back to 'Ошибка на сервере' when the answer has no message", () => {
    expect(() => unwrap(result(500, 'Internal Server Error'))).toThrow('Ошибка на сервере');
    expect(() => unwrap({ error: undefined, response: new Response(null, { status: 502 }) })).toThrow(ApiError);
  });

  it('carries the Retry-After seconds of a 429, and none otherwise', () => {
    const body = { Errors: [{ ErrorCode: 'RATE_LIMITED', Message: 'Код можно запросить снова через 42 с' }] };
    const caught = (status: number, headers: Record<string, string>) => {
      try {
        unwrap(result(status, body, headers));
      } catch (error) {
        return (error as ApiError).retryAfterSeconds;
      }
      return undefined;
    };
    expect(caught(429, { 'retry-after': '42' })).toBe(42);
    expect(caught(429, {})).toBeNull();
    expect(caught(429, { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' })).toBeNull();
  });
});


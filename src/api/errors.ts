// Turns an openapi-fetch result into its data, or throws an ApiError carrying the contract's
// Errors list and the x-nonceid header (needed for the captcha v2 retry, requirements §4).
export interface ApiErrorItem {
  ErrorCode: string;
  Message: string;
}

/** Shown when an error answer carries no message (requirements §8). */
export const SERVER_ERROR_MESSAGE = 'Ошибка на сервере';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly nonceId: string | null,
    /** Retry-After of a 429, in seconds: how long a limit (a code resend …) still holds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(errors[0]?.Message || SERVER_ERROR_MESSAGE);
  }

  /** The first error code, e.g. RECAPTCHA_V2_REQUIRED. */
  get code(): string | undefined {
    return this.errors[0]?.ErrorCode;
  }

  hasCode(code: string): boolean {
    return this.errors.some((e) => e.ErrorCode === code);
  }
}

function errorItems(body: unknown): ApiErrorItem[] {
  const list = (body as { Errors?: unknown } | null | undefined)?.Errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({ ErrorCode: String(e.ErrorCode ?? ''), Message: String(e.Message ?? '') }));
}

/** Retry-After in seconds (its HTTP-date form is not used by our servers). */
function retryAfterOf(value: string | null): number | null {
  const seconds = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

export function unwrap<D>(result: FetchResult<D>): D {
  if (!result.response.ok || result.error !== undefined) {
    const { headers } = result.response;
    throw new ApiError(result.response.status, errorItems(result.error), headers.get('x-nonceid'), retryAfterOf(headers.get('retry-after')));
  }
  return result.data as D;
}

/**
 * Runs a call; an ApiError (the server answered and refused) passes with the server's own message,
 * anything else (no answer: network down, aborted) becomes an Error with `connectionMessage`.
 */
export async function withServerMessage<T>(call: () => Promise<T>, connectionMessage: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(connectionMessage, { cause: error });
  }
}

// Requests that get no answer become answers the rest of the app already understands: a dropped
// connection, an offline browser or a server silent past the time limit turn into a 503/504 with
// the contract's `Errors` body carrying requirements §8's «Ошибка на сервере» (the only text §8 gives a
// failed call; it shows no other), so every screen shows its usual error and retry instead of a
// browser's "Failed to fetch"; the code tells the kinds apart for logs and tests. A request the app itself cancelled stays cancelled.
import type { Middleware } from 'openapi-fetch';
import { SERVER_ERROR } from '../domain/startup-messages';

/** An answer slower than this is given up (a 10 s stall must not leave a spinner forever). */
export const REQUEST_TIMEOUT_MS = 8_000;
/** Uploads (a passport photo on a slow phone line) get longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const TIMEOUT_ERROR_CODE = 'TIMEOUT';

const failure = (status: number, code: string) =>
  new Response(JSON.stringify({ Errors: [{ ErrorCode: code, Message: SERVER_ERROR }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function createNetworkFailureMiddleware(): Middleware {
  // The timer of each request in flight, and whether it fired (set by timer, read in onError).
  const timers = new WeakMap<Request, { timer: ReturnType<typeof setTimeout>; timedOut: boolean }>();
  const settle = (request: Request) => {
    const entry = timers.get(request);
    if (entry) clearTimeout(entry.timer);
  };
  return {
    onRequest({ request }) {
      const upload = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
      const controller = new AbortController();
      // The caller's own cancel (a query no longer wanted) still cancels.
      if (request.signal.aborted) controller.abort(request.signal.reason);
      else request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
      const timed = new Request(request, { signal: controller.signal });
      const entry = { timedOut: false, timer: setTimeout(() => ((entry.timedOut = true), controller.abort()), upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS) };
      timers.set(timed, entry);
      return timed;
    },
    onResponse({ request }) {
      settle(request);
      return undefined;
    },
    onError({ request, error }) {
      settle(request);
      if (timers.get(request)?.timedOut) return failure(504, TIMEOUT_ERROR_CODE);
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      if (error instanceof TypeError) return failure(503, NETWORK_ERROR_CODE);
      return undefined;
    },
  };
}

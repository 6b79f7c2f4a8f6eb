// The one middleware both API clients share: the headers every request carries (requirements §7) and the
// 401 rule (requirements §8). Header names not given by the spec are recorded in docs/decisions.md.
import type { Middleware } from 'openapi-fetch';

export const HEADER = {
  clientApiKey: 'X-Client-Api-Key',
  source: 'Source',
  forwardLimit: 'X-Forward-Limit',
  appId: 'X-AppId',
  authorization: 'Authorization',
  contentType: 'Content-Type',
} as const;

export const SOURCE_VALUE = 'FrontApp';
export const FORWARD_LIMIT = 240;

export interface ApiMiddlewareOptions {
  clientApiKey: string;
  /** The current bearer token, or nothing before sign-in. */
  getToken: () => string | null | undefined;
  /** The UserHash cookie value (see user-hash.ts). */
  getUserHash: () => string;
  /** Any 401 from either client; the app ends the session. The caller still gets the answer. */
  onUnauthorized: (request: Request) => void;
}

export function createApiMiddleware(options: ApiMiddlewareOptions): Middleware {
  return {
    onRequest({ request }) {
      const headers = request.headers;
      headers.set(HEADER.clientApiKey, options.clientApiKey);
      headers.set(HEADER.source, SOURCE_VALUE);
      headers.set(HEADER.forwardLimit, String(FORWARD_LIMIT));
      headers.set(HEADER.appId, options.getUserHash());
      // A FormData body already has its multipart type with the boundary; JSON for everything else.
      if (!headers.get(HEADER.contentType)?.startsWith('multipart/form-data')) {
        headers.set(HEADER.contentType, 'application/json');
      }
      setBearer(headers, options.getToken());
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401) options.onUnauthorized(request);
      return undefined;
    },
  };
}

function setBearer(headers: Headers, token: string | null | undefined): void {
  if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
  else headers.delete(HEADER.authorization);
}

/**
 * For a call whose request is built later than it is made (the client's library still loading):
 * the bearer of the moment of the call, as the shared middleware would have set it then. A
 * logout's revoke is made just before the session forgets its token.
 */
export function bearerOfTheMoment(getToken: ApiMiddlewareOptions['getToken']): Middleware {
  const token = getToken();
  return {
    onRequest({ request }) {
      setBearer(request.headers, token);
      return request;
    },
  };
}

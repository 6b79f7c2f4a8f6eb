// The two typed clients, /api and /client-api, built on the generated contract types and sharing
// one middleware. Built once by the composition root (src/app) from runtime configuration.
import createClient, { type Client } from 'openapi-fetch';
import type { paths as ApiPaths } from './generated/api';
import type { paths as ClientApiPaths } from './generated/client-api';
import { createApiMiddleware, type ApiMiddlewareOptions } from './middleware';
import { createNetworkFailureMiddleware } from './network-failures';
import { readOrCreateUserHash, type CookieJar } from './user-hash';

export type ApiClient = Client<ApiPaths>;
export type ClientApiClient = Client<ClientApiPaths>;

export interface ApiClients {
  api: ApiClient;
  clientApi: ClientApiClient;
}

export interface ApiClientsConfig {
  /** `{host}` from runtime configuration (RuntimeConfig.apiHost); empty means the page's origin. */
  host: string;
  clientApiKey: string;
  getToken: ApiMiddlewareOptions['getToken'];
  onUnauthorized: ApiMiddlewareOptions['onUnauthorized'];
  cookies: CookieJar;
  /** Replaces the global fetch (tests). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createApiClients(config: ApiClientsConfig): ApiClients & { middleware: ReturnType<typeof createApiMiddleware> } {
  const middleware = createApiMiddleware({
    clientApiKey: config.clientApiKey,
    getToken: config.getToken,
    onUnauthorized: config.onUnauthorized,
    getUserHash: () => readOrCreateUserHash({ cookies: config.cookies }),
  });
  // An empty host means the page's own origin; spelled out so that non-browser fetches work too.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  const baseUrl = (config.host || origin).replace(/\/+$/, '');
  const options = { baseUrl, ...(config.fetch ? { fetch: config.fetch } : {}) };
  const api = createClient<ApiPaths>(options);
  const clientApi = createClient<ClientApiPaths>(options);
  const networkFailures = createNetworkFailureMiddleware();
  api.use(middleware, networkFailures);
  clientApi.use(middleware, networkFailures);
  return { api, clientApi, middleware };
}

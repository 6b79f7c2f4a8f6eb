// The two typed clients, /api and /client-api, built on the generated contract types and sharing
// one middleware. Built once by the session (src/flows/session/SessionProvider.tsx) from runtime configuration.
import type { Client, ClientOptions, Middleware } from 'openapi-fetch';
import type { paths as ApiPaths } from './generated/api';
import type { paths as ClientApiPaths } from './generated/client-api';
import { bearerOfTheMoment, createApiMiddleware, type ApiMiddlewareOptions } from './middleware';
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
  const networkFailures = createNetworkFailureMiddleware();
  const pinBearer = () => bearerOfTheMoment(config.getToken);
  const api = deferredClient<ApiPaths>(options, [middleware, networkFailures], pinBearer);
  const clientApi = deferredClient<ClientApiPaths>(options, [middleware, networkFailures], pinBearer);
  return { api, clientApi, middleware };
}

const CALLS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Init = { middleware?: Middleware[] } | undefined;

/**
 * A client that loads openapi-fetch with its first call (issue 17): the home page's first screen
 * comes with its data and asks for nothing, so the library stays out of the start-up. A call made
 * while it loads is built later: `pinAtCall` keeps what the call must carry from its moment.
 */
function deferredClient<Paths extends object>(options: ClientOptions, middlewares: Middleware[], pinAtCall: () => Middleware): Client<Paths> {
  let client: Client<Paths> | null = null;
  let loading: Promise<Client<Paths>> | null = null;
  const ready = () =>
    (loading ??= import('openapi-fetch').then(
      ({ default: createClient }) => {
        client = createClient<Paths>(options);
        client.use(...middlewares);
        return client;
      },
      (error: unknown) => {
        // A chunk that did not arrive (a dropped connection) is asked for again by the next call.
        loading = null;
        throw error;
      },
    ));
  const deferred = {
    use: (...added: Middleware[]) => {
      middlewares.push(...added);
      client?.use(...added);
    },
    eject: (...removed: Middleware[]) => {
      for (const m of removed) if (middlewares.includes(m)) middlewares.splice(middlewares.indexOf(m), 1);
      client?.eject(...removed);
    },
  } as Record<string, unknown>;
  for (const call of CALLS) {
    deferred[call] = (...args: unknown[]) => {
      if (client) return (client[call] as (...a: unknown[]) => unknown)(...args);
      // The options are the last argument: request(method, path, init), GET(path, init) …
      const at = call === 'request' ? 2 : 1;
      const init = args[at] as Init;
      args[at] = { ...init, middleware: [...(init?.middleware ?? []), pinAtCall()] };
      return ready().then((c) => (c[call] as (...a: unknown[]) => unknown)(...args));
    };
  }
  return deferred as unknown as Client<Paths>;
}

// Every test request carries the client API key, as the SPA's do (requirements §7), unless the test sets
// the header itself — which is how the refusal (403) is tested.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_CLIENT_API_KEY } from '../config';

export const CLIENT_KEY_HEADER = 'x-client-api-key';
export const clientKey = { [CLIENT_KEY_HEADER]: DEFAULT_CLIENT_API_KEY };

export function carryClientKey<T extends FastifyInstance>(app: T): T {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => ReturnType<FastifyInstance['inject']>;
  const withKey = (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    return inject({ ...opts, headers: { ...clientKey, ...(opts.headers ?? {}) } });
  };
  (app as { inject: unknown }).inject = withKey;
  return app;
}

// API routes of both groups (/api and /client-api) come from the contract; modules supply the
// handlers, keyed by "METHOD /path".
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { loadContract } from '../contract/load';
import { registerContract, type Authenticate, type HandlerMap } from '../contract/register';
import { ApiError } from '../errors';
import type { ModuleContext, ServerModule } from '../modules/types';

export const contractFiles = [join(process.cwd(), 'openapi', 'api.yaml'), join(process.cwd(), 'openapi', 'client-api.yaml')];

const denyAll: Authenticate = async () => {
  throw new ApiError(401, 'UNAUTHORIZED', 'Требуется авторизация');
};

/** `serverHandlers`: operations about the node itself rather than a module's data (readiness). */
export async function registerApi(app: FastifyInstance, modules: ServerModule[], ctx: ModuleContext, serverHandlers: HandlerMap = {}): Promise<void> {
  const operations = contractFiles.flatMap((file) => loadContract(file));
  const handlers: HandlerMap = { ...serverHandlers };
  for (const module of modules) {
    for (const [key, handler] of Object.entries(module.handlers?.(ctx) ?? {})) {
      if (handlers[key]) throw new Error(`two modules handle ${key}`);
      handlers[key] = handler;
    }
  }
  const authenticate = modules.find((m) => m.authenticate)?.authenticate?.(ctx) ?? denyAll;
  registerContract(app, { operations, handlers, authenticate, clientApiKey: ctx.config.client.clientApiKey });
  for (const module of modules) await module.routes?.(app, ctx);
}

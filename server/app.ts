// Builds the Fastify instance: API routes, sandbox stand-ins and the SPA. No listening here,
// so tests drive it with app.inject() on an in-memory database.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig, TrustProxy } from './config';
import { openDatabase, type AppDb, type OpenedDatabase } from './db/database';
import { acceptEmptyJsonBodies, registerErrorHandling } from './errors';
import { registerApi } from './api';
import { registerSpa } from './spa';
import { healthHandlers } from './health';
import { registerMetrics } from './metrics';
import { registerLimitIdentity } from './limits';
import { registerWriteLimits } from './write-limits';
import { registerSecurityHeaders } from './security-headers';
import { loggerOptions } from './log-redaction';
import { modules as allModules } from './modules';
import type { ModuleContext, ServerModule } from './modules/types';
import { bindProviders } from './providers';
import { registerSandboxSeal } from './sandbox-seal';

/** A count of proxies as proxy-addr reads it (the hops nearest the server); Fastify's types take no number. */
const fastifyTrustProxy = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

export interface BuiltServer {
  app: FastifyInstance;
  database: OpenedDatabase;
  /** Loads what the first pages need ahead of traffic (the cabinet's render entry). */
  warmUp: () => Promise<void>;
}

export async function buildServer(
  config: ServerConfig,
  /** logger: true logs to stdout; a stream receives the log lines (tests read them). */
  options: { logger?: boolean | { write(line: string): void }; modules?: ServerModule[] } = {},
): Promise<BuiltServer> {
  const modules = options.modules ?? allModules;
  const migrations = Object.assign({}, ...modules.map((m) => m.migrations ?? {}));
  const contextOf = (db: AppDb): ModuleContext => {
    const ctx: ModuleContext = {
      config,
      db,
      settleClient: async (userId) => {
        for (const module of modules) await module.settleClient?.(ctx, userId);
      },
    };
    return ctx;
  };
  // Seeds run under the migrator's start-up lock: nodes started together write them in turn.
  const database = await openDatabase(config.dataDir, migrations, config.databaseUrl, async (db) => {
    const seeding = contextOf(db);
    for (const module of modules) await module.seed?.(seeding);
  });
  const ctx = contextOf(database.db);
  const app = Fastify({
    logger: options.logger === true ? loggerOptions() : options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: 1024 * 1024,
    // Per-IP limits must not trust a client-set X-Forwarded-For: only the hops TRUST_PROXY names (config.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
  });
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  bindProviders(app, config.realProviders);
  registerLimitIdentity(app, config.ipLimitsOnLoopback);
  registerWriteLimits(app, database.db);
  registerMetrics(app, database.db, config);
  if (!config.sandbox) registerSandboxSeal(app);
  // HSTS only where the site is really served over HTTPS: the sandbox runs on plain http.
  registerSecurityHeaders(app, { hsts: !config.sandbox });
  app.addHook('onClose', async () => database.close());
  await app.register(async (api) => registerApi(api, modules, ctx, healthHandlers(database)));
  const { warmUp } = registerSpa(app, config.distDir, config.client);
  return { app, database, warmUp };
}

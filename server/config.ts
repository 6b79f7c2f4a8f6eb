// Everything the server and the SPA need from the environment, read once at start.
import { join } from 'node:path';
import type { RuntimeConfig } from '@/domain/runtime-config';
import type { Tenant } from '@machines/tenant';
import { createRealProviders, type RealProviders } from './providers';

export type { Tenant };

export interface ServerConfig {
  port: number;
  host: string;
  tenant: Tenant;
  /** Folder of the SQLite file; ':memory:' keeps the database in memory (tests). */
  dataDir: string;
  /** postgres://… switches the database to PostgreSQL (SQLite stays the embedded default). */
  databaseUrl: string | undefined;
  /** Sandbox stand-ins for third parties (captcha, payments, ESIA, chat, SMS outbox). */
  sandbox: boolean;
  /** The real third parties (SANDBOX=0); null in the sandbox, where each has a local stand-in. */
  realProviders: RealProviders | null;
  /** Per-IP rate limits also count loopback callers (always outside the sandbox). */
  ipLimitsOnLoopback: boolean;
  /** How long the sandbox scoring takes to answer (SCORING_DELAY_MS); null keeps its 3 s. */
  scoringDelayMs: number | null;
  /** Sandbox-only faults and timings of the payment stand-ins (the journey load test's switches); all off outside the sandbox. */
  sandboxPayments: SandboxPayments;
  /** Folder of the built SPA. */
  distDir: string;
  /** Secret the payment providers' callback secrets derive from; null = a random one kept in the database. */
  paymentGatewaySecret: string | null;
  /** Key of the one-time codes' HMAC (CODE_SECRET); required outside the sandbox, null = a random one kept in the database. */
  codeSecret: string | null;
  /** Operator token for /dev/machine-stats.json outside the sandbox (MACHINE_STATS_TOKEN); null: not served there. */
  machineStatsToken: string | null;
  /** Operator token for /metrics outside the sandbox (METRICS_TOKEN); null: not served there. */
  metricsToken: string | null;
  /** Fastify's trustProxy from TRUST_PROXY: how many proxies, or which addresses, may set X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** What the SPA gets at run time; never baked into the build. */
  client: ClientConfig;
}

export interface SandboxPayments {
  /** SANDBOX_NOTICE_FAULTS=1: the stand-ins lose 10 % of their notices and send 10 % twice, some late and out of order. */
  noticeFaults: boolean;
  /** SANDBOX_PROVIDER_SLOW_MS: the stand-ins' API answers each wait up to this long (0: at once). */
  slowAnswersMs: number;
  /** RECONCILE_PENDING_AFTER_MS / RECONCILE_EVERY_MS: a shorter reconciliation (null keeps 15 min and 1 min). */
  reconcilePendingAfterMs: number | null;
  reconcileEveryMs: number | null;
}

const sandboxMs = (sandbox: boolean, value: string | undefined) => (sandbox && value && /^\d{1,7}$/.test(value) ? Number(value) : null);

/** false: the socket's address is the client's; a number: that many proxies in front; a list: those proxies' addresses or subnets. */
export type TrustProxy = false | number | string[];

/** Runtime configuration handed to the SPA (inlined into every served HTML page): its one definition is shared with the SPA. */
export type ClientConfig = RuntimeConfig;

function parseTenant(value: string | undefined): Tenant {
  if (value === undefined || value === '') return 'sf';
  if (value === 'sf' || value === 'mf') return value;
  throw new Error(`TENANT must be 'sf' or 'mf', got '${value}'`);
}

function codeSecretOf(env: NodeJS.ProcessEnv, sandbox: boolean): string | null {
  const secret = env.CODE_SECRET || null;
  if (!sandbox && (secret === null || secret.length < 32)) throw new ConfigError('CODE_SECRET (at least 32 characters) is required with SANDBOX=0: one-time codes are stored under it');
  return secret;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: '${value}'`);
  return port;
}

/** A setting the server cannot start with; `npm start` prints the message alone (no stack) and exits 78. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The SPA's client API key when CLIENT_API_KEY is not set (public: it ships in every page). */
export const DEFAULT_CLIENT_API_KEY = 'front-app-public-key';

/**
 * TRUST_PROXY as proxy-addr reads it. Trusting every hop ("true") would let a client name any
 * address in X-Forwarded-For and escape the per-address limits, so it is refused: say how many
 * proxies stand in front (1 for one load balancer) or which addresses they have.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (text === 'true') throw new ConfigError('TRUST_PROXY=true would trust any X-Forwarded-For: give the number of proxies in front (e.g. 1) or their addresses');
  const list = text.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of list) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(item)) throw new ConfigError(`TRUST_PROXY: '${item}' is not an address, a subnet or a proxy-addr name`);
  }
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const tenant = parseTenant(env.TENANT);
  const sandbox = env.SANDBOX !== '0';
  const envType = env.ENV_TYPE === 'prod' || env.ENV_TYPE === 'test' ? env.ENV_TYPE : 'dev';
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    tenant,
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    sandbox,
    // Throws ProviderSettingsError naming every missing setting: no silent fake outside the sandbox.
    realProviders: sandbox ? null : createRealProviders(env),
    ipLimitsOnLoopback: !sandbox || env.STRICT_IP_LIMITS === '1',
    scoringDelayMs: env.SCORING_DELAY_MS && /^\d{1,6}$/.test(env.SCORING_DELAY_MS) ? Number(env.SCORING_DELAY_MS) : null,
    sandboxPayments: {
      noticeFaults: sandbox && env.SANDBOX_NOTICE_FAULTS === '1',
      slowAnswersMs: sandboxMs(sandbox, env.SANDBOX_PROVIDER_SLOW_MS) ?? 0,
      reconcilePendingAfterMs: sandboxMs(sandbox, env.RECONCILE_PENDING_AFTER_MS),
      reconcileEveryMs: sandboxMs(sandbox, env.RECONCILE_EVERY_MS),
    },
    distDir: env.DIST_DIR ?? join(root, 'dist'),
    paymentGatewaySecret: env.PAYMENT_GATEWAY_SECRET || null,
    codeSecret: codeSecretOf(env, sandbox),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    machineStatsToken: env.MACHINE_STATS_TOKEN || null,
    metricsToken: env.METRICS_TOKEN || null,
    client: {
      apiHost: env.API_HOST ?? '',
      tenant,
      sandbox,
      clientApiKey: env.CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
      captchaSiteKey: env.CAPTCHA_SITE_KEY ?? 'sandbox-site-key',
      captchaScriptUrl: env.CAPTCHA_SCRIPT_URL ?? (sandbox ? '/sandbox/captcha/api.js' : 'https://www.google.com/recaptcha/api.js'),
      chatScriptUrl: env.CHAT_SCRIPT_URL ?? (sandbox ? '/sandbox/chat/widget.js' : ''),
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL ?? (sandbox ? '/sandbox/analytics/tag.js' : ''),
      analyticsCounterId: Number(env.ANALYTICS_COUNTER_ID ?? 90210001),
      trackerScriptUrl: env.TRACKER_SCRIPT_URL ?? (sandbox ? '/sandbox/tracker/cdp.js' : ''),
      partnerBackUrl: env.PARTNER_BACK_URL ?? (sandbox ? '/sandbox/partner' : ''),
      envType,
      debug: env.DEBUG === '1',
    },
  };
}

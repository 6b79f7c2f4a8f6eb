// The acquirer adapters a server uses. Outside the sandbox: the configured accounts (TINKOFF_*,
// SBC_*) over HTTPS, notices and return pages addressed under PUBLIC_URL. In the sandbox: the
// very same adapters with the sandbox credentials, their requests handed to this server's own
// stand-ins (stand-in.ts) in process, and every link relative to this site.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { AppDb } from '../../db/database';
import { fetchTransport, ProviderError, sbcAcquirer, tinkoffAcquirer, type Acquirer, type Transport } from '../../providers';
import { providerSecret } from './gateway';
import { SANDBOX_MERCHANT_ID, SANDBOX_SBC_API, SANDBOX_TERMINAL_KEY, SANDBOX_TINKOFF_API } from './stand-in';
import type { Provider } from './tables';

export interface Acquiring {
  of(provider: Provider): Acquirer;
  /** Who acquires SBP payments. */
  sbp: Provider;
  /** Prefix of the links given to an acquirer: PUBLIC_URL, or '' in the sandbox (same site). */
  siteUrl: string;
}

/** Each server's own Fastify instance (tests run several in one process). */
const apps = new WeakMap<ServerConfig, FastifyInstance>();
export const bindApp = (config: ServerConfig, app: FastifyInstance) => apps.set(config, app);

/** The sandbox's transport: the request goes to this server's stand-in without a socket. */
function inProcess(config: ServerConfig, provider: string): Transport {
  return async (url, body) => {
    const app = apps.get(config);
    if (!app) throw new ProviderError(provider, null);
    const res = await app.inject({ method: 'POST', url, payload: body });
    if (res.statusCode !== 200) throw new ProviderError(provider, res.statusCode);
    return res.json() as Record<string, unknown>;
  };
}

export function acquiringFor(config: ServerConfig, db: AppDb): Acquiring {
  const real = config.realProviders?.acquiring;
  if (real) {
    const tinkoff = tinkoffAcquirer({ ...real.tinkoff, password: async () => real.tinkoff.password }, fetchTransport('Tinkoff'));
    const sbc = sbcAcquirer({ ...real.sbc, secret: async () => real.sbc.secret }, fetchTransport('SBC'));
    return { of: (p) => (p === 'Tinkoff' ? tinkoff : sbc), sbp: real.sbpAcquirer, siteUrl: real.publicUrl };
  }
  return sandboxAcquiring(db, (provider) => inProcess(config, provider));
}

/** The production adapters with the sandbox credentials, on the given transport (tests pass their own). */
export function sandboxAcquiring(db: AppDb, transport: (provider: Provider) => Transport): Acquiring {
  const tinkoff = tinkoffAcquirer({ apiUrl: SANDBOX_TINKOFF_API, terminalKey: SANDBOX_TERMINAL_KEY, password: () => providerSecret(db, 'Tinkoff') }, transport('Tinkoff'));
  const sbc = sbcAcquirer({ apiUrl: SANDBOX_SBC_API, merchantId: SANDBOX_MERCHANT_ID, secret: () => providerSecret(db, 'SBC') }, transport('SBC'));
  // SBP payments are acquired through SBC in the sandbox (docs/decisions.md).
  return { of: (p) => (p === 'Tinkoff' ? tinkoff : sbc), sbp: 'SBC', siteUrl: '' };
}

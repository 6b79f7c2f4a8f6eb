// Calls anyone may make without signing in that write a row each: the payment providers' notices,
// the browsers' CSP reports and the app's analytics (its beacons carry no key). Each is bounded per address (a minute's budget counted in the
// database, so every node shares it) and in size (a declared length before the body is read, a
// chunked body while it streams), so a script cannot fill the tables or the log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import type { AppDb } from './db/database';
import { ApiError } from './errors';
import { clock } from './clock';
import { CSP_REPORT_PATH } from './security-headers';

interface WriteLimit {
  scope: string;
  perMinute: number;
  maxBytes: number;
}

/** Providers retry a refused notice, and one provider sends from few addresses: a generous budget. */
const PROVIDER_NOTICE: WriteLimit = { scope: 'provider-notice', perMinute: 300, maxBytes: 16 * 1024 };
/** A page sends a handful of reports per violation; more from one address in a minute is noise. */
const CSP_REPORT: WriteLimit = { scope: 'csp-report', perMinute: 30, maxBytes: 16 * 1024 };

/** A tab sends a batch every 15 s and one when hidden; a few tabs behind one address stay far below. */
const ANALYTICS: WriteLimit = { scope: 'analytics', perMinute: 120, maxBytes: 64 * 1024 };

export function writeLimitOf(method: string, url: string): WriteLimit | undefined {
  if (method !== 'POST') return undefined;
  const path = url.split('?')[0]!;
  if (path === CSP_REPORT_PATH) return CSP_REPORT;
  if (path === '/client-api/Analytics/Send') return ANALYTICS;
  if (/^\/api\/PaymentGateway\/[^/]+\/Callback$/.test(path)) return PROVIDER_NOTICE;
  return undefined;
}

/** A declared length over the limit is refused before the body is read. */
function assertDeclaredSize(request: FastifyRequest, limit: WriteLimit): void {
  if (Number(request.headers['content-length'] ?? 0) > limit.maxBytes) throw tooLarge();
}

const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Слишком большой запрос');

/** A body sent without a length (chunked) is cut off at the limit while it streams. */
function capped(payload: NodeJS.ReadableStream, maxBytes: number): Transform {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
  return payload.pipe(cap);
}

/** One more write from this address in this minute; past the budget, 429 until the minute ends. */
async function spend(db: AppDb, limit: WriteLimit, ip: string): Promise<void> {
  const now = clock.now().getTime();
  const minute = new Date(now - (now % 60_000)).toISOString();
  const row = await db
    .insertInto('write_budget')
    .values({ scope: limit.scope, ip, minute, count: 1 })
    .onConflict((oc) => oc.columns(['scope', 'ip', 'minute']).doUpdateSet((eb) => ({ count: eb(eb.ref('write_budget.count'), '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  // The first write of a minute clears the minutes that can no longer count.
  if (row.count === 1) await db.deleteFrom('write_budget').where('minute', '<', new Date(now - 120_000).toISOString()).execute();
  if (row.count > limit.perMinute) {
    const wait = Math.max(1, Math.ceil((60_000 - (now % 60_000)) / 1000));
    throw new ApiError(429, 'RATE_LIMITED', `Слишком много запросов. Попробуйте через ${wait} с`, { 'retry-after': String(wait) });
  }
}

/** After registerLimitIdentity: counts request.limitIp (no per-address count where it is null, loopback in the sandbox). */
export function registerWriteLimits(app: FastifyInstance, db: AppDb): void {
  app.addHook('onRequest', async (request) => {
    const limit = writeLimitOf(request.method, request.url);
    if (!limit) return;
    assertDeclaredSize(request, limit);
    if (request.limitIp !== null) await spend(db, limit, request.limitIp);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = writeLimitOf(request.method, request.url);
    return limit ? capped(payload, limit.maxBytes) : payload;
  });
}

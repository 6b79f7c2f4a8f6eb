// Prometheus metrics (GET /metrics, prom-client). Two kinds, kept apart on purpose:
// - what this node did (requests by route pattern and status with their latency, provider calls
//   that failed, the process's own figures): counted in this process, as Prometheus expects of
//   each scraped node — the operator sums over nodes;
// - what the cluster holds (payments by provider and outcome, the reconciliation's backlog, the
//   scoring queue, the outbox, the acquirers' notices): read from the database at every scrape,
//   so every node reports the same figures and a restart loses none (nothing shared in memory).
// Names are listed in docs/deploy.md «Metrics»; the payment series are compared with the ledger
// by `npm run load:journeys` and server/test/metrics.test.ts.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { ServerConfig } from './config';
import type { AppDb } from './db/database';
import { noticeTotals, paymentTotals, pendingBacklog } from './modules/payments';
import { scoringBacklog } from './modules/scoring';
import { outboxTotals } from './modules/outbox';
import { errorBody } from './errors';
import { operatorAllowed } from './operator-token';
import { ProviderError } from './providers';
import { RequestHistogram } from './request-histogram';

export const METRICS_PATH = '/metrics';

/** The series exist from the first scrape (a rate() over an absent series alerts on nothing). */
const PROVIDERS = ['SBC', 'Tinkoff'];
const OUTCOMES = ['pending', 'succeeded', 'declined', 'failed', 'refunded'];

/** Seconds: a cached answer is well under 5 ms, a scrypt sign-in near 1 s, a provider's timeout 10 s. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// The process's own figures (event-loop delay, heap, GC): one set per process, however many
// servers a test builds in it, so they are collected once and merged into each scrape.
let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'zaimy_process_' });
  }
  return processRegistry;
};

function clusterMetrics(registry: Registry) {
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const counter = (name: string, help: string, labelNames: string[]) => new Counter({ name, help, labelNames, registers: [registry] });
  return {
    payments: counter('zaimy_payments_total', 'Payments by provider and outcome (the payment rows: pending, succeeded, declined, failed; refunded: payments part of which was given back)', ['provider', 'outcome']),
    paymentAmounts: counter('zaimy_payments_amount_kopecks_total', 'Amounts of those payments in kopecks (refunded: the kopecks given back)', ['provider', 'outcome']),
    pending: gauge('zaimy_reconciliation_pending_payments', 'Payments still pending at their acquirer (the reconciliation asks after 15 minutes)'),
    pendingAge: gauge('zaimy_reconciliation_oldest_pending_seconds', 'How long the oldest pending payment has waited'),
    notices: counter('zaimy_provider_notices_total', 'Acquirers\' notices received, by provider and outcome (accepted, duplicate, rejected)', ['provider', 'outcome']),
    scoring: gauge('zaimy_scoring_queue_pending', 'Applications waiting for their scoring answer'),
    scoringAge: gauge('zaimy_scoring_queue_oldest_seconds', 'How long the oldest application has waited for its scoring answer'),
    outbox: counter('zaimy_outbox_messages_total', 'SMS and e-mail held by the sandbox outbox, by channel (none outside the sandbox)', ['channel']),
  };
}

/** Reads the cluster's figures from the database and sets them: called by each scrape. */
async function refreshCluster(db: AppDb, m: ReturnType<typeof clusterMetrics>): Promise<void> {
  const now = new Date();
  const [payments, backlog, notices, scoring, outbox] = await Promise.all([paymentTotals(db), pendingBacklog(db, now), noticeTotals(db), scoringBacklog(db, now), outboxTotals(db)]);
  for (const metric of [m.payments, m.paymentAmounts, m.notices, m.outbox]) metric.reset();
  for (const provider of PROVIDERS) for (const outcome of OUTCOMES) for (const metric of [m.payments, m.paymentAmounts]) metric.inc({ provider, outcome }, 0);
  for (const p of payments) {
    m.payments.inc({ provider: p.provider, outcome: p.outcome }, p.count);
    m.paymentAmounts.inc({ provider: p.provider, outcome: p.outcome }, p.amount);
  }
  m.pending.set(backlog.count);
  m.pendingAge.set(backlog.oldestSeconds);
  for (const n of notices) m.notices.inc({ provider: n.provider, outcome: n.outcome }, n.count);
  m.scoring.set(scoring.count);
  m.scoringAge.set(scoring.oldestSeconds);
  for (const o of outbox) m.outbox.inc({ channel: o.channel }, o.count);
}

/**
 * Counts every answer by route pattern (`/api/Loans/{id}` as Fastify knows it, never the raw URL:
 * ids would make a series per loan) and serves /metrics: in the sandbox to anyone, outside it only
 * with METRICS_TOKEN as a bearer token, and not at all when that is unset.
 */
export function registerMetrics(app: FastifyInstance, db: AppDb, config: Pick<ServerConfig, 'sandbox' | 'metricsToken'>): void {
  const registry = new Registry();
  const requests = new RequestHistogram('zaimy_http_request_duration_seconds', 'Answers of this node by method, route pattern and status, with their latency', LATENCY_BUCKETS);
  registry.registerMetric(requests.asMetric());
  const providerErrors = new Counter({
    name: 'zaimy_provider_errors_total',
    help: 'Calls of this node to a third party that failed (no answer, or an error status) and reached a client as 503',
    labelNames: ['provider'],
    registers: [registry],
  });
  const cluster = clusterMetrics(registry);

  // Synchronous and light (request-histogram.ts): it runs on every answer, the hot path included.
  app.addHook('onResponse', (request, reply, done) => {
    requests.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof ProviderError) providerErrors.inc({ provider: error.provider });
    done();
  });

  const token = config.metricsToken;
  app.get(METRICS_PATH, async (request, reply) => {
    // No token outside the sandbox: not served, as an unknown path (not the SPA's page for it).
    if (!config.sandbox && !token) return reply.code(404).send(errorBody('NOT_FOUND', `Нет такого адреса: ${METRICS_PATH}`));
    if (!config.sandbox && !operatorAllowed(request, reply, token!)) return reply;
    await refreshCluster(db, cluster);
    const merged = Registry.merge([registry, processMetrics()]);
    return reply.header('cache-control', 'no-store').type(merged.contentType).send(await merged.metrics());
  });
}

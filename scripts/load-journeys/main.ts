// `npm run load:journeys -- --clients N --minutes M [--faults kill-node,restart-db,lose-notices,slow-provider|all]`
// (issue 48): N virtual clients on two API nodes sharing one PostgreSQL (scripts/with-postgres.mjs
// starts a private one), each going through whole journeys (journey.ts) back to back until the
// minutes are up, every request to a random node. Then it waits for reconciliation, reads the
// ledger and checks the money invariants (invariants.ts). Prints per-step figures; exits non-zero
// on any 5xx, failed journey or violated invariant, each named. Loopback only, bounded in clients and time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../server/db/postgres';
import { LEASE_MS } from '../../server/modules/payments/reconcile';
import { Http } from './http';
import { faultEnv, parseFaults, runFaultEvents, type FaultEvent } from './faults';
import { checkInvariants, INVARIANTS, type MetricsRecord } from './invariants';
import { journey, type JourneyContext } from './journey';
import { Nodes } from './nodes';
import { parseMetrics, readSnapshot } from './snapshot';
import { printStats, Stats } from './stats';

const LIMITS = { clients: 1000, minutes: 30 } as const;
/** The nodes' reconciliation in this run: a payment waits this long for its notice, then its acquirer is asked. */
const RECONCILE = { pendingAfterMs: 20_000, everyMs: 10_000 } as const;
/**
 * Reconciliation's period: the wait, a node killed while it held the reconciliation lease (it
 * lapses after LEASE_MS), two rounds (jitter, a slow acquirer) and a margin for a busy machine.
 */
const RECONCILE_PERIOD_MS = RECONCILE.pendingAfterMs + LEASE_MS + 2 * RECONCILE.everyMs + 10_000;
/** Journeys in flight when the time is up may finish within this. */
const FINISH_GRACE_MS = 180_000;

const log = (line: string) => console.log(`[journeys] ${line}`);

function options() {
  const { values } = parseArgs({ options: { clients: { type: 'string', default: '20' }, minutes: { type: 'string', default: '1' }, faults: { type: 'string', default: 'none' } } });
  const clients = Number(values.clients);
  const minutes = Number(values.minutes);
  if (!Number.isInteger(clients) || clients < 1 || clients > LIMITS.clients) throw new Error(`--clients: 1 to ${LIMITS.clients}`);
  if (!(minutes > 0 && minutes <= LIMITS.minutes)) throw new Error(`--minutes: above 0, at most ${LIMITS.minutes}`);
  return { clients, minutes, faults: parseFaults(values.faults) };
}

/** The payment series of a node's /metrics; null (said why) when it serves none. */
async function scrapeMetrics(base: string): Promise<MetricsRecord | null> {
  const res = await fetch(`${base}/metrics`).catch(() => null);
  const text = res?.ok ? await res.text() : '';
  if (!res || !res.ok || !text.includes('zaimy_payments_total')) {
    log(`/metrics: ${res ? `answered ${res.status}` : 'no answer'} without the payment counters: they were not compared with the ledger`);
    return null;
  }
  return parseMetrics(text);
}

/** While PostgreSQL restarts, requests in flight fail (5xx) and the clients ask again; any other 5xx is a failure. */
const DB_RESTART_MARGIN_MS = 5_000;

function classifyServerErrors(stats: Stats, events: FaultEvent[], started: number) {
  const windows = events.filter((e) => e.fault === 'restart-db').map((e) => [started + e.at, started + e.at + e.tookMs + DB_RESTART_MARGIN_MS] as const);
  const during = stats.serverErrorLog.filter((e) => windows.some(([from, to]) => e.at >= from && e.at <= to));
  return { during, outside: stats.serverErrorLog.filter((e) => !during.includes(e)) };
}

const describe = (errors: { status: number }[]) => {
  const byStatus = new Map<number, number>();
  for (const e of errors) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
  return [...byStatus].map(([status, n]) => `${n}× ${status}`).join(', ');
};

async function main(): Promise<number> {
  const opts = options();
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is missing: run through `npm run load:journeys` (scripts/with-postgres.mjs)');
  const workDir = mkdtempSync(join(tmpdir(), 'journeys-'));
  const nodes = new Nodes(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(workDir, 'data'),
      SANDBOX: '1',
      // Request logs would cost the nodes CPU the run measures; a crash's trace still reaches the log file.
      LOG_LEVEL: 'silent',
      SCORING_DELAY_MS: '200',
      RECONCILE_PENDING_AFTER_MS: String(RECONCILE.pendingAfterMs),
      RECONCILE_EVERY_MS: String(RECONCILE.everyMs),
      ...faultEnv(opts.faults),
    },
    workDir,
  );
  const stats = new Stats();
  // Interrupted (Ctrl-C): the nodes go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      nodes.stopAll();
      process.exit(130);
    });
  const asked: JourneyContext['asked'] = [];
  const phones: string[] = [];
  let events: FaultEvent[] = [];
  try {
    log(`${opts.clients} clients, ${opts.minutes} min, faults: ${opts.faults.join(', ') || 'none'}; node logs in ${workDir}`);
    await nodes.add('A');
    // One after the other: nodes started together on an empty database may race in their seeds (issue 48, another change).
    await nodes.add('B');
    const runMs = opts.minutes * 60_000;
    const started = Date.now();
    const until = started + runMs;
    const faultsDone = runFaultEvents(opts.faults, nodes, runMs, log);
    let next = 0;
    const client = async () => {
      while (Date.now() < until) {
        const phone = `7950${String(next++).padStart(7, '0')}`;
        phones.push(phone);
        stats.journeysStarted++;
        const http = new Http(nodes.up, stats);
        try {
          await journey({ http, stats, phone, reconcileWithinMs: RECONCILE_PERIOD_MS, asked });
          stats.journeysDone++;
        } catch (error) {
          stats.journeysFailed.push(`${phone}: ${(error as Error).message}`);
          if (stats.journeysFailed.length <= 5) log(`journey failed: ${phone}: ${(error as Error).message}`);
        }
      }
    };
    const clients = Promise.all(Array.from({ length: opts.clients }, client));
    const progress = setInterval(() => log(`${Math.round((Date.now() - started) / 1000)} s: ${stats.journeysDone} journeys done, ${stats.journeysFailed.length} failed, ${stats.serverErrors} 5xx, nodes up: ${nodes.up().length}`), 30_000);
    const finished = await Promise.race([clients.then(() => true), new Promise((r) => setTimeout(r, runMs + FINISH_GRACE_MS)).then(() => false)]);
    clearInterval(progress);
    const elapsed = Date.now() - started;
    if (!finished) stats.journeysFailed.push(`journeys still running ${FINISH_GRACE_MS / 1000} s after the time was up`);
    events = await faultsDone;
    printStats(stats, elapsed);
    for (const e of events) log(`fault ${e.fault} at ${(e.at / 1000).toFixed(0)} s, over in ${(e.tookMs / 1000).toFixed(1)} s`);

    // The backlog: payments finished on the acquirer's page whose notice never came; reconciliation must settle them in its period.
    const pg = await openPostgres(databaseUrl, false);
    try {
      const users = await pg.db.selectFrom('user_account').select(['id', 'phone']).where('phone', 'in', phones.length ? phones : ['-']).execute();
      const userOf = new Map(users.map((u) => [u.phone, u.id]));
      const askedRecords = asked.map((a) => ({ userId: userOf.get(a.phone) ?? -1, paymentId: a.paymentId, amount: a.amount }));
      const drainStarted = Date.now();
      let snapshot = await readSnapshot(pg.db, [...userOf.values()], askedRecords, null);
      log(`backlog at the end: ${snapshot.pendingAfterDrain.length} payments paid on the page but still pending`);
      while (snapshot.pendingAfterDrain.length > 0 && Date.now() - drainStarted < RECONCILE_PERIOD_MS) {
        await new Promise((r) => setTimeout(r, 2_000));
        snapshot = await readSnapshot(pg.db, [...userOf.values()], askedRecords, null);
      }
      log(`reconciliation drained it in ${((Date.now() - drainStarted) / 1000).toFixed(1)} s (period ${RECONCILE_PERIOD_MS / 1000} s)`);
      const metrics = await scrapeMetrics(nodes.all[0]!.base);
      snapshot = await readSnapshot(pg.db, [...userOf.values()], askedRecords, metrics);
      const violations = checkInvariants(snapshot);
      log(`ledger: ${snapshot.payments.length} payments, ${snapshot.acquirer.filter((a) => a.confirmed).length} confirmed by the acquirers, ${snapshot.credits.length} credits, ${snapshot.loans.length} loans`);
      for (const [name, text] of Object.entries(INVARIANTS)) {
        const broken = violations.filter((v) => v.invariant === name);
        const skipped = name === 'metrics' && !metrics;
        log(`invariant ${name} (${text}): ${skipped ? 'not checked' : broken.length === 0 ? 'holds' : `VIOLATED ${broken.length}×`}`);
        for (const v of broken.slice(0, 5)) log(`  ${v.detail}`);
      }
      for (const crash of nodes.crashes) log(crash);
      const { during, outside } = classifyServerErrors(stats, events, started);
      log(`5xx: ${outside.length} outside a fault${during.length > 0 ? `; ${during.length} while PostgreSQL restarted (${describe(during)}), each asked again and answered` : ''}`);
      for (const e of outside.slice(0, 10)) log(`  ${e.status} at ${e.step}, ${((e.at - started) / 1000).toFixed(0)} s`);
      const ok = violations.length === 0 && outside.length === 0 && stats.journeysFailed.length === 0 && nodes.crashes.length === 0;
      log(`${ok ? 'PASS' : 'FAIL'}: ${outside.length} 5xx outside a fault, ${stats.journeysFailed.length} failed journeys, ${nodes.crashes.length} nodes crashed, ${violations.length} invariant violations`);
      return ok ? 0 : 1;
    } finally {
      await pg.close();
    }
  } finally {
    nodes.stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[journeys] ${(error as Error).stack ?? String(error)}`);
    process.exit(2);
  },
);

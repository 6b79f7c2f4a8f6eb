// The fault switches of the journey load test. Two are the nodes' sandbox settings (notices lost,
// doubled and late; slow acquirer answers), set before the nodes start; two are events at fixed
// points of the run: one node killed with SIGKILL and started again, PostgreSQL restarted.
import { spawn } from 'node:child_process';
import type { Nodes } from './nodes';

export const FAULTS = ['kill-node', 'restart-db', 'lose-notices', 'slow-provider'] as const;
export type Fault = (typeof FAULTS)[number];

/** The slowest acquirer answer with slow-provider on (below the SPA's 8 s time limit: slow, not dead). */
export const SLOW_PROVIDER_MS = 2_500;
/** When each event happens, as a share of the run. */
const AT = { 'kill-node': 0.35, 'restart-db': 0.6 } as const;
const KILLED_FOR_MS = 3_000;

export function parseFaults(value: string | undefined): Fault[] {
  if (!value || value === 'none') return [];
  if (value === 'all') return [...FAULTS];
  const names = value.split(',');
  const unknown = names.filter((n) => !(FAULTS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`unknown fault ${unknown.join(', ')}: one or more of ${FAULTS.join(', ')}, or all`);
  return names as Fault[];
}

/** The nodes' environment for the switched-on faults. */
export function faultEnv(faults: Fault[]): Record<string, string> {
  return {
    ...(faults.includes('lose-notices') ? { SANDBOX_NOTICE_FAULTS: '1' } : {}),
    ...(faults.includes('slow-provider') ? { SANDBOX_PROVIDER_SLOW_MS: String(SLOW_PROVIDER_MS) } : {}),
  };
}

interface PgControl {
  pgCtl: string;
  data: string;
  log: string;
  runAs: string | null;
}

// Asynchronous: the virtual clients keep running while PostgreSQL is down.
async function restartPostgres(): Promise<void> {
  const raw = process.env.WITH_POSTGRES_CTL;
  if (!raw) throw new Error('restart-db needs the cluster of scripts/with-postgres.mjs (WITH_POSTGRES_CTL)');
  const ctl = JSON.parse(raw) as PgControl;
  // The server's output goes to the cluster's log: one inheriting our pipes would keep pg_ctl's caller waiting.
  const args = ['-D', ctl.data, '-l', ctl.log, '-m', 'fast', '-w', 'restart'];
  const child = ctl.runAs ? spawn('runuser', ['-u', ctl.runAs, '--', ctl.pgCtl, ...args], { stdio: 'ignore' }) : spawn(ctl.pgCtl, args, { stdio: 'ignore' });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
}

export interface FaultEvent {
  fault: Fault;
  at: number;
  tookMs: number;
}

/** Schedules the events of the run; resolves with what happened once every one is over. */
export async function runFaultEvents(faults: Fault[], nodes: Nodes, runMs: number, log: (line: string) => void): Promise<FaultEvent[]> {
  const events: Promise<FaultEvent>[] = [];
  const started = Date.now();
  const later = (share: number) => new Promise((r) => setTimeout(r, runMs * share));
  if (faults.includes('kill-node')) {
    events.push(
      later(AT['kill-node']).then(async () => {
        const node = nodes.all[1]!;
        const at = Date.now();
        log(`kill -9 node ${node.name} (pid ${node.child?.pid})`);
        nodes.kill(node);
        await new Promise((r) => setTimeout(r, KILLED_FOR_MS));
        await nodes.start(node);
        log(`node ${node.name} serves again after ${((Date.now() - at) / 1000).toFixed(1)} s`);
        return { fault: 'kill-node' as const, at: at - started, tookMs: Date.now() - at };
      }),
    );
  }
  if (faults.includes('restart-db')) {
    events.push(
      later(AT['restart-db']).then(async () => {
        const at = Date.now();
        log('PostgreSQL restart (pg_ctl restart -m fast)');
        await restartPostgres();
        log(`PostgreSQL up again after ${((Date.now() - at) / 1000).toFixed(1)} s`);
        return { fault: 'restart-db' as const, at: at - started, tookMs: Date.now() - at };
      }),
    );
  }
  return Promise.all(events);
}

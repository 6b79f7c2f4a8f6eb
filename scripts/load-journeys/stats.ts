// Per-step figures of the journey load test: each request's time, answers by class, retries.
export interface StepStats {
  latencies: number[];
  ok: number;
  /** 4xx the journey did not expect. */
  clientErrors: number;
  serverErrors: number;
  /** No answer: connection refused or reset, or past the client's time limit. */
  networkErrors: number;
  retries: number;
}

export class Stats {
  readonly steps = new Map<string, StepStats>();
  journeysStarted = 0;
  journeysDone = 0;
  journeysFailed: string[] = [];
  /** Journeys whose payment waited for reconciliation (its notice lost or late). */
  awaitedReconciliation = 0;
  /** Each 5xx answer: when (ms since the epoch), its status and step. */
  readonly serverErrorLog: { at: number; status: number; step: string }[] = [];

  step(name: string): StepStats {
    let s = this.steps.get(name);
    if (!s) this.steps.set(name, (s = { latencies: [], ok: 0, clientErrors: 0, serverErrors: 0, networkErrors: 0, retries: 0 }));
    return s;
  }

  get serverErrors() {
    return [...this.steps.values()].reduce((n, s) => n + s.serverErrors, 0);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printStats(stats: Stats, elapsedMs: number): void {
  const minutes = elapsedMs / 60_000;
  console.log('\n[journeys] step                     reqs   req/s  p50 ms  p99 ms   4xx   5xx  no-answer  retries');
  for (const [name, s] of stats.steps) {
    const n = s.latencies.length;
    console.log(
      `[journeys] ${name.padEnd(22)} ${String(n).padStart(6)} ${(n / (elapsedMs / 1000)).toFixed(1).padStart(7)} ${String(Math.round(percentile(s.latencies, 50))).padStart(7)} ${String(Math.round(percentile(s.latencies, 99))).padStart(7)} ${String(s.clientErrors).padStart(5)} ${String(s.serverErrors).padStart(5)} ${String(s.networkErrors).padStart(10)} ${String(s.retries).padStart(8)}`,
    );
  }
  console.log(
    `[journeys] journeys: ${stats.journeysDone} done of ${stats.journeysStarted} started in ${minutes.toFixed(1)} min = ${(stats.journeysDone / minutes).toFixed(1)} a minute; ${stats.awaitedReconciliation} waited for reconciliation; ${stats.journeysFailed.length} failed`,
  );
  for (const reason of stats.journeysFailed.slice(0, 10)) console.log(`[journeys]   failed: ${reason}`);
}

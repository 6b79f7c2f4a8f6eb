// Every timed run of `npm run bench` starts on a quiet machine (design-notes §7): its budgets
// compare two pages measured in the same run, and a build, an install or another job still
// using the shared cores while one of them is measured decides the comparison instead of the
// pages. Before each timed run the bench waits until the machine's cores have been mostly idle
// for a moment, for half a minute at most (a machine that never quiets is measured as it is, and
// the wait is printed with the rows).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** What the cores did since boot, from /proc/stat's first line (jiffies). */
export interface CpuTimes {
  idle: number;
  total: number;
}

export function parseCpuTimes(procStat: string): CpuTimes | null {
  const fields = /^cpu\s+(.+)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal …: idle and iowait are the cores' free time.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((sum, n) => sum + n, 0) };
}

/** The share of the cores' time spent working between two readings, 0–1. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 0 : Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

const readCpuTimes = (): CpuTimes | null => {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
};

export interface QuietOptions {
  /** Busy share of all cores below which the machine counts as quiet. */
  maxBusy?: number;
  windowMs?: number;
  timeoutMs?: number;
}

/** Resolves with how long it waited once the cores were quiet for one window (or the timeout passed). */
export async function untilQuiet({ maxBusy = 0.15, windowMs = 1000, timeoutMs = 30_000 }: QuietOptions = {}): Promise<number> {
  const started = Date.now();
  for (;;) {
    const before = readCpuTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = readCpuTimes();
    if (!before || !after || busyShare(before, after) <= maxBusy || Date.now() - started >= timeoutMs) return Date.now() - started;
  }
}

/** Why the machine is too busy to measure (load average over half the cores, another Chromium running), or null. */
export function busyReason(loadAverage = loadavg()[0] ?? 0, cores = availableParallelism(), chromiums = otherChromiums()): string | null {
  const limit = cores * 0.5;
  if (loadAverage > limit) return `load average ${loadAverage.toFixed(2)} over ${limit.toFixed(1)} (half of ${cores} cores)`;
  if (chromiums.length > 0) return `another Chromium is running (pid ${chromiums.slice(0, 5).join(', ')})`;
  return null;
}

/** Chromium processes on the machine: before the bench starts its own, any is another job's. */
function otherChromiums(): number[] {
  try {
    return execFileSync('ps', ['-eo', 'pid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'chromium' || comm === 'chrome' || comm === 'headless_shell')
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}

/**
 * Before a comparing run: waits up to `maxWaitMs` for the machine to be quiet, then refuses —
 * a comparison measured beside other work prints noise, not a verdict (design-notes §7).
 */
export async function refuseWhileBusy(maxWaitMs = 120_000): Promise<void> {
  const started = Date.now();
  for (let reason = busyReason(); reason; reason = busyReason()) {
    if (Date.now() - started >= maxWaitMs) {
      console.error(`[bench] refusing to measure: the machine is busy — ${reason}. Stop the other work (tests, builds, helpers) and run it again.`);
      process.exit(3);
    }
    console.warn(`[bench] waiting for a quiet machine: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

// One Lighthouse run (mobile, performance only) against Debian's Chromium, as a child process so
// a crashed Chrome never takes the bench with it. `node --import tsx scripts/lighthouse.ts <url>
// [devtools]` prints the four numbers the budgets use (design-notes §7).
import { execFile } from 'node:child_process';
import { join } from 'node:path';

export type Throttling = 'simulate' | 'devtools';

export interface LighthouseResult {
  /** Performance category score, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const LIGHTHOUSE_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking';

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

export function parseReport(json: string): LighthouseResult {
  const report = JSON.parse(json) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const audit = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`lighthouse report has no ${id}`);
    return value;
  };
  const score = report.categories.performance.score;
  if (score === null) throw new Error('lighthouse gave no performance score');
  return {
    score: Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
}

export function runLighthouse(url: string, throttling: Throttling = 'simulate'): Promise<LighthouseResult> {
  const bin = join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    bin,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    `--throttling-method=${throttling}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024, timeout: LIGHTHOUSE_TIMEOUT_MS }, (error, stdout, stderr) => {
      // A run killed at the time limit says so: its message is otherwise only the command line.
      const timedOut = error?.killed ? ` (no report in ${LIGHTHOUSE_TIMEOUT_MS / 1000} s)` : '';
      if (error) return reject(new Error(`lighthouse failed on ${url}${timedOut}: ${error.message}\n${stderr.slice(-2000)}`));
      try {
        resolve(parseReport(stdout));
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    });
  });
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, method] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx scripts/lighthouse.ts <url> [simulate|devtools]');
    process.exit(2);
  }
  console.log(await runLighthouse(url, method === 'devtools' ? 'devtools' : 'simulate'));
}

// `npm run bench -- --against <git ref>`: this work tree's build and another commit's (by default
// the last release, bench/last-release) built side by side and measured interleaved in one run —
// `/`'s initial JS as the browser fetches it, Lighthouse on `/` (score, TBT, LCP), the longest
// start-up task at 4× CPU, the cabinet's phone loads and INP, Info/Settings p99 — each build served
// by its own server code. A figure worse than the other build's beyond its noise band fails; the
// band is the spread of each build's own runs (the same build measured again), never less than the
// figure's floor (1 KB of JS: a size is measured exactly, and a few bytes are no regression).
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cabinetSamples } from './cabinet-bench';
import { median, runLighthouse } from './lighthouse';
import { settingsP99 } from './load';
import { measurePageJs } from './page-js';
import { refuseWhileBusy, untilQuiet } from './quiet-machine';
import { traceStartup } from './startup-trace';

export interface Figure {
  what: string;
  better: 'lower' | 'higher';
  /** The least noise band: a difference within it is never a regression. */
  minBand: number;
  current: number[];
  against: number[];
}

export interface Compared {
  what: string;
  against: number;
  current: number;
  band: number;
  verdict: 'ok' | 'better' | 'WORSE';
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** Medians of both builds; worse beyond max(spread of either build's runs, minBand) is WORSE. */
export function compareFigures(figures: Figure[]): Compared[] {
  return figures.map(({ what, better, minBand, current, against }) => {
    const [now, then] = [median(current), median(against)];
    const band = Math.max(spread(current), spread(against), minBand);
    const worse = better === 'lower' ? now - then : then - now;
    return { what, against: then, current: now, band, verdict: worse > band ? 'WORSE' : worse < -band ? 'better' : 'ok' };
  });
}

/** The ref compared against when none is named: the commit in bench/last-release. */
export const lastRelease = (root: string): string => readFileSync(join(root, 'bench', 'last-release'), 'utf8').trim();

/** The other commit checked out and built beside this tree (kept under the temp folder, reused per commit). */
function buildOther(root: string, ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `bench-against-${sha.slice(0, 12)}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dir, 'node_modules'))) {
    // The same lockfile needs no install of its own.
    const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    else execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
  }
  const env = { ...process.env };
  delete env.DIST_DIR;
  if (!existsSync(join(dir, 'dist', 'prerendered'))) execSync('npm run build', { cwd: dir, stdio: 'inherit', env });
  console.log(`[bench] against ${ref} (${sha.slice(0, 12)}), built in ${dir}`);
  return dir;
}

function serve(cwd: string, port: number, distDir?: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', TENANT: 'sf', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', SANDBOX: '1' };
  if (distDir) env.DIST_DIR = distDir;
  else delete env.DIST_DIR;
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd, stdio: 'ignore', env });
}

async function up(base: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (await fetch(`${base}/api/ApiHealth/Ping`).then((r) => r.ok, () => false)) return;
  }
  throw new Error(`[bench] ${base} did not start`);
}

/** Measures both builds interleaved; returns false when a figure is worse beyond its band. */
export async function benchAgainst(root: string, dist: string, ref: string, port: number, runs: number): Promise<boolean> {
  const other = buildOther(root, ref);
  await refuseWhileBusy();
  const [againstBase, currentBase] = [`http://127.0.0.1:${port + 10}`, `http://127.0.0.1:${port + 11}`];
  const servers = [serve(other, port + 10), serve(root, port + 11, dist)];
  const figures = new Map<string, Figure>();
  const record = (what: string, better: Figure['better'], minBand: number, build: 0 | 1, value: number) => {
    if (!figures.has(what)) figures.set(what, { what, better, minBand, current: [], against: [] });
    figures.get(what)![build === 1 ? 'current' : 'against'].push(value);
  };
  try {
    await Promise.all([up(againstBase), up(currentBase)]);
    for (let round = 0; round < runs; round++) {
      for (const [build, base] of [againstBase, currentBase].entries() as Iterable<[0 | 1, string]>) {
        await untilQuiet();
        record("/ initial JS, as the browser fetches it (gzip B)", 'lower', 1024, build, (await measurePageJs(`${base}/`)).bytes);
        await untilQuiet();
        const lighthouse = await runLighthouse(`${base}/`, 'simulate');
        record('/ Lighthouse mobile', 'higher', 0, build, lighthouse.score);
        record('/ TBT (ms)', 'lower', 0, build, lighthouse.tbtMs);
        record('/ LCP, simulated (ms)', 'lower', 0, build, lighthouse.lcpMs);
        await untilQuiet();
        record('/ longest start-up task at 4× CPU (ms)', 'lower', 0, build, (await traceStartup(`${base}/`)).longestTaskMs);
      }
    }
    for (const [what, [against, current]] of await cabinetSamples([againstBase, currentBase], Math.min(runs, 3))) {
      figures.set(what, { what, better: 'lower', minBand: 0, against: against!, current: current! });
    }
    for (let round = 0; round < 3; round++) {
      for (const [build, base] of [againstBase, currentBase].entries() as Iterable<[0 | 1, string]>) {
        await untilQuiet();
        record('Info/Settings p99, 50 connections (ms)', 'lower', 1, build, await settingsP99(base, 5));
      }
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
  const compared = compareFigures([...figures.values()]);
  const width = Math.max(...compared.map((c) => c.what.length));
  console.log(`\n${'figure'.padEnd(width)}  ${ref.padStart(10)}  ${'this tree'.padStart(10)}  ${'band'.padStart(8)}  verdict`);
  for (const c of compared) {
    console.log(`${c.what.padEnd(width)}  ${String(Math.round(c.against)).padStart(10)}  ${String(Math.round(c.current)).padStart(10)}  ${('±' + Math.round(c.band)).padStart(8)}  ${c.verdict}`);
  }
  const worse = compared.filter((c) => c.verdict === 'WORSE');
  if (worse.length > 0) console.error(`worse than ${ref}: ${worse.map((c) => c.what).join('; ')}`);
  return worse.length === 0;
}

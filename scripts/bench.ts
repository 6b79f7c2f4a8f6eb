// `npm run bench`: builds, then measures what DESIGN.md §7 budgets: bundle sizes, the home HTML
// with its critical CSS, and Lighthouse (mobile) against the built server. Anything over budget
// exits non-zero. Flags: --no-build (measure the existing DIST_DIR), --no-lighthouse (sizes only),
// --no-load (skip the API load test of scripts/load.ts).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, runLighthouse, type LighthouseResult } from './lighthouse';
import { measureLoad, printLoad } from './load';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const budgets = {
  homeInitialJsGzip: 90 * 1024,
  routeChunkGzip: 35 * 1024,
  homeHtmlGzip: 14 * 1024,
  performanceScore: 100,
  homeLcpMs: 800,
  cls: 0,
  tbtMs: 50,
};

/** Public routes Lighthouse scores; `/` also gets the devtools-throttled LCP run. */
export const lighthousePaths = ['/', '/HowGet', '/Faq'];

const root = process.cwd();
// DIST_DIR lets parallel work trees bench their own build (vite.config.ts and the server read it).
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const runs = Number(process.env.LH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 47391);

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Source of the home route's lazy view: its chunk is on the home page's critical path too. */
export const HOME_VIEW = 'src/views/home/HomePage.tsx';

/**
 * The entry chunk plus every chunk it imports statically, and the same for `extraSources` (the
 * home view): what `/` must load before it is interactive.
 */
export function initialChunks(manifest: Manifest, extraSources: string[] = []): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  for (const source of extraSources) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
    visit(source);
  }
  return [...seen].map((key) => manifest[key]!.file);
}

type Row = [what: string, value: string, budget: string, verdict: 'ok' | 'OVER'];

function startServer(tenant: 'sf' | 'mf', serverPort: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', TENANT: tenant, DATA_DIR: ':memory:', DIST_DIR: dist, LOG_LEVEL: 'silent' },
  });
}

async function waitUp(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/ApiHealth/Ping`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${base} did not start (is the port taken? set BENCH_PORT)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function sizeRows(manifest: Manifest, rows: Row[]): void {
  const initial = initialChunks(manifest, [HOME_VIEW]);
  const initialSize = initial.reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push(['home initial JS incl. home view (gzip)', kb(initialSize), kb(budgets.homeInitialJsGzip), initialSize <= budgets.homeInitialJsGzip ? 'ok' : 'OVER']);
  const initialSet = new Set(initial);
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || initialSet.has(chunk.file)) continue;
    const size = gzipSize(chunk.file);
    rows.push([`route chunk ${chunk.src ?? chunk.file}`, kb(size), kb(budgets.routeChunkGzip), size <= budgets.routeChunkGzip ? 'ok' : 'OVER']);
  }
}

async function htmlRow(tenant: string, base: string): Promise<Row> {
  const html = await (await fetch(`${base}/`)).text();
  const prerendered = html.includes('<style id="stitches">');
  const size = gzipSync(html, { level: 9 }).length;
  const ok = prerendered && size <= budgets.homeHtmlGzip;
  return [`home HTML + critical CSS, ${tenant} (gzip)${prerendered ? '' : ' — NOT prerendered'}`, kb(size), kb(budgets.homeHtmlGzip), ok ? 'ok' : 'OVER'];
}

async function lighthouseRows(base: string, rows: Row[]): Promise<void> {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const verdict = (ok: boolean): Row[3] => (ok ? 'ok' : 'OVER');
  for (const path of lighthousePaths) {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(base + path, 'simulate'));
    const score = median(results.map((r) => r.score));
    const cls = Math.max(...results.map((r) => r.cls));
    const tbt = median(results.map((r) => r.tbtMs));
    const scores = results.map((r) => r.score).join('/');
    rows.push([`lighthouse ${path} performance (median of ${scores})`, String(score), String(budgets.performanceScore), verdict(score >= budgets.performanceScore)]);
    rows.push([`lighthouse ${path} CLS (worst run)`, cls.toFixed(3), String(budgets.cls), verdict(cls < 0.0005)]);
    rows.push([`lighthouse ${path} TBT (median)`, ms(tbt), ms(budgets.tbtMs), verdict(tbt <= budgets.tbtMs)]);
  }
  const devtools: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) devtools.push(await runLighthouse(`${base}/`, 'devtools'));
  const lcp = median(devtools.map((r) => r.lcpMs));
  rows.push([`lighthouse / LCP, devtools throttling (median)`, ms(lcp), ms(budgets.homeLcpMs), verdict(lcp <= budgets.homeLcpMs)]);
}

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`${'what'.padEnd(width)}  ${'value'.padStart(9)}  ${'budget'.padStart(9)}  verdict`);
  for (const [what, value, budget, verdict] of rows) {
    console.log(`${what.padEnd(width)}  ${value.padStart(9)}  ${budget.padStart(9)}  ${verdict}`);
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const rows: Row[] = [];
  sizeRows(manifest, rows);

  const servers = [startServer('sf', port), startServer('mf', port + 1)];
  try {
    const sf = `http://127.0.0.1:${port}`;
    const mf = `http://127.0.0.1:${port + 1}`;
    await Promise.all([waitUp(sf), waitUp(mf)]);
    rows.push(await htmlRow('sf', sf), await htmlRow('mf', mf));
    if (!process.argv.includes('--no-lighthouse')) await lighthouseRows(sf, rows);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }

  printTable(rows);
  // The API under load, after the page servers are gone, so they do not share the two cores.
  if (!process.argv.includes('--no-load') && !printLoad(await measureLoad())) rows.push(['reference API under load', '', '', 'OVER']);
  const over = rows.filter((r) => r[3] === 'OVER').map((r) => r[0]);
  if (over.length > 0) {
    console.error(`over budget: ${over.join('; ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

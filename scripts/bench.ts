// `npm run bench`: builds, then measures what design-notes §7 and issue 17 budget: bundle sizes, the
// home HTML with its critical CSS, and for `/`, `/HowGet`, `/Faq` the start-up's main-thread tasks
// (a trace at 4× CPU), Lighthouse (mobile) score, TBT, LCP and CLS — each beside a bare React 19
// "hello" page (bench/hello) built by the same Vite and served by the same server in the same run,
// so that a slow machine is slow for both and the budgets are ratios to it; and, as the floor under
// `/`'s initial JS, the design's libraries alone (bench/libraries). Beside them, as the floors
// under `/`'s Lighthouse figures, those two pages prerendered and loaded both ways a prerendered
// page can be (scripts/bench-floors.ts). Anything over budget exits non-zero. Then the cabinet on
// a throttled phone and the interactions' INP as ratios to the home page in the same run (issue
// 32, scripts/cabinet-bench.ts). Flags: --no-build (measure the
// existing DIST_DIR), --no-lighthouse (sizes only), --no-cabinet (skip the cabinet and INP rows),
// --no-load (skip the API load test of scripts/load.ts), --against [ref] (this build against another
// commit's, by default bench/last-release, interleaved: scripts/bench-against.ts). LH_RUNS sets the
// runs per figure (5). Timed runs wait for a quiet machine and refuse a busy one (exit 3).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, runLighthouse, type LighthouseResult } from './lighthouse';
import { measureLoad, printLoad } from './load';
import { cabinetRows } from './cabinet-bench';
import { initialChunks, type Manifest } from './build-manifest';
import { traceStartup, type StartupTrace } from './startup-trace';
import { refuseWhileBusy, untilQuiet } from './quiet-machine';
import { benchAgainst, lastRelease } from './bench-against';
import { measurePageJs } from './page-js';
import { FLOOR_PAGES, assertHydratesCleanly, floorVariants, writeAfterPaintVariant, type FloorVariant } from './bench-floors';

export const budgets = {
  /** `/`'s initial JS (as the browser fetches it) over the bare React page's, gzip (design-notes §7). */
  homeOverHelloGzip: 72 * 1024,
  routeChunkGzip: 35 * 1024,
  homeHtmlGzip: 14 * 1024,
  /** Lighthouse mobile, wherever the hello page scores it in the same run. */
  performanceScore: 100,
  /** The longest start-up task on `/`, as a multiple of the hello page's. */
  longestTaskRatio: 1.5,
  /** TBT on `/` over the hello page's. */
  tbtOverHelloMs: 50,
  /** LCP on `/` over the hello page's (devtools throttling). */
  lcpRatio: 1.1,
  cls: 0,
};

/** Public routes Lighthouse scores; `/` also gets the devtools-throttled LCP run. */
export const lighthousePaths = ['/', '/HowGet', '/Faq'];

const root = process.cwd();
// DIST_DIR lets parallel work trees bench their own build (vite.config.ts and the server read it).
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const runs = Number(process.env.LH_RUNS ?? 5);
const helloDist = `${dist}-hello`;
const librariesDist = `${dist}-libraries`;
const port = Number(process.env.BENCH_PORT ?? 47391);

const gzipSize = (file: string, from: string = dist) => gzipSync(readFileSync(join(from, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Source of the home route's lazy view: its chunk is on the home page's critical path too. */
export const HOME_VIEW = 'src/views/home/HomePage.tsx';

type Row = [what: string, value: string, budget: string, verdict: 'ok' | 'OVER'];

function startServer(tenant: 'sf' | 'mf', serverPort: number, distDir: string = dist): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', TENANT: tenant, DATA_DIR: ':memory:', DIST_DIR: distDir, LOG_LEVEL: 'silent' },
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

/** `/`'s initial JS budget: the bare React page's, fetched the same way in the same run, plus 72 KB. */
export const homeInitialJsBudget = (helloGzip: number): number => helloGzip + budgets.homeOverHelloGzip;

/** The initial JS of a bench page (bench/hello, bench/libraries) built into `from`. */
function bundleSize(from: string): number {
  const pageManifest = JSON.parse(readFileSync(join(from, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return initialChunks(pageManifest).reduce((sum, file) => sum + gzipSize(file, from), 0);
}

function sizeRows(manifest: Manifest, rows: Row[]): void {
  const initial = initialChunks(manifest, [HOME_VIEW]);
  const initialSize = initial.reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push(['hello page JS in its build (gzip)', kb(bundleSize(helloDist)), '', 'ok']);
  rows.push(["the design's libraries alone, one file (gzip)", kb(bundleSize(librariesDist)), '', 'ok']);
  rows.push(['home JS the build names for the start incl. home view (gzip)', kb(initialSize), '', 'ok']);
  const initialSet = new Set(initial);
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || initialSet.has(chunk.file)) continue;
    const size = gzipSize(chunk.file);
    rows.push([`route chunk ${chunk.src ?? chunk.file}`, kb(size), kb(budgets.routeChunkGzip), size <= budgets.routeChunkGzip ? 'ok' : 'OVER']);
  }
}

/** `/`'s and the bare page's initial JS as the browser fetches it (scripts/page-js.ts), and the budget. */
async function initialJsRows(base: string, helloBase: string): Promise<Row[]> {
  const [home, hello] = [await measurePageJs(`${base}/`), await measurePageJs(`${helloBase}/`)];
  const budget = homeInitialJsBudget(hello.bytes);
  return [
    ['hello page initial JS, fetched (gzip)', kb(hello.bytes), '', 'ok'],
    ['/ initial JS, fetched before the third parties (gzip; hello + 72 KB)', kb(home.bytes), kb(budget), home.bytes <= budget ? 'ok' : 'OVER'],
  ];
}

async function htmlRow(tenant: string, base: string): Promise<Row> {
  const html = await (await fetch(`${base}/`)).text();
  const prerendered = html.includes('<style id="stitches">');
  const size = gzipSync(html, { level: 9 }).length;
  const ok = prerendered && size <= budgets.homeHtmlGzip;
  return [`home HTML + critical CSS, ${tenant} (gzip)${prerendered ? '' : ' — NOT prerendered'}`, kb(size), kb(budgets.homeHtmlGzip), ok ? 'ok' : 'OVER'];
}

interface PageFigures {
  score: number;
  scores: string;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  longestTaskMs: number;
  longTasks: number;
}

/** One Lighthouse run; a run Chrome spoils (NO_NAVSTART and the like) is made again, twice at most. */
async function lighthouse(url: string, throttling: 'simulate' | 'devtools'): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, throttling);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`lighthouse run ${attempt} on ${url} failed, again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
}

/** Median figures of `runs` Lighthouse runs (simulated mobile) and start-up traces of each page. */
async function measurePages(urls: string[]): Promise<{ pages: PageFigures[]; quietWaitMs: number }> {
  const results = urls.map((): LighthouseResult[] => []);
  const traces = urls.map((): StartupTrace[] => []);
  let quietWaitMs = 0;
  // Round by round, every page once per round: a busy spell on the shared machine falls on the
  // pages a budget compares alike, not on one page's five runs (the hello page is the reference).
  for (let i = 0; i < runs; i++) {
    for (const [page, url] of urls.entries()) {
      quietWaitMs += await untilQuiet();
      results[page]!.push(await lighthouse(url, 'simulate'));
      quietWaitMs += await untilQuiet();
      traces[page]!.push(await traceStartup(url));
    }
  }
  const pages = urls.map((_, page) => {
    const [pageResults, pageTraces] = [results[page]!, traces[page]!];
    return {
      score: median(pageResults.map((r) => r.score)),
      scores: pageResults.map((r) => r.score).join('/'),
      tbtMs: median(pageResults.map((r) => r.tbtMs)),
      lcpMs: median(pageResults.map((r) => r.lcpMs)),
      cls: Math.max(...pageResults.map((r) => r.cls)),
      longestTaskMs: median(pageTraces.map((t) => t.longestTaskMs)),
      longTasks: median(pageTraces.map((t) => t.longTasks)),
    };
  });
  return { pages, quietWaitMs };
}

/** LCP as a phone shows it, devtools throttling (median of `runs`). */
async function devtoolsLcps(urls: string[]): Promise<number[]> {
  const lcps = urls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [page, url] of urls.entries()) {
      await untilQuiet();
      lcps[page]!.push((await lighthouse(url, 'devtools')).lcpMs);
    }
  }
  return lcps.map(median);
}

interface Floor extends FloorVariant {
  base: string;
}

async function lighthouseRows(base: string, helloBase: string, floors: Floor[], rows: Row[]): Promise<void> {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const verdict = (ok: boolean): Row[3] => (ok ? 'ok' : 'OVER');
  for (const floor of floors) await assertHydratesCleanly(`${floor.base}/`);
  const measured = await measurePages([`${helloBase}/`, ...floors.map((floor) => `${floor.base}/`), ...lighthousePaths.map((path) => base + path)]);
  const [hello, ...rest] = measured.pages as [PageFigures, ...PageFigures[]];
  const floorFigures = rest.slice(0, floors.length);
  const pages = rest.slice(floors.length);
  const info = (what: string, value: string): Row => [what, value, '', 'ok'];
  rows.push(
    info(`hello page: Lighthouse (median of ${hello.scores})`, String(hello.score)),
    info('hello page: TBT (median)', ms(hello.tbtMs)),
    info('hello page: longest start-up task at 4× CPU (median)', ms(hello.longestTaskMs)),
    info('hello page: start-up tasks over 50 ms (median)', String(hello.longTasks)),
  );
  // What `/`'s budgets stand on in this run: a floor over them shows a budget no app code can meet.
  for (const [index, floor] of floors.entries()) {
    const figures = floorFigures[index]!;
    rows.push(info(`${floor.what}: Lighthouse (median of ${figures.scores})`, String(figures.score)), info(`${floor.what}: TBT (median)`, ms(figures.tbtMs)));
  }
  for (const [index, path] of lighthousePaths.entries()) {
    const page = pages[index]!;
    // A score is owed only where the yardstick itself scores it on this machine, in this run.
    const scoreOwed = hello.score >= budgets.performanceScore;
    rows.push([`${path} Lighthouse mobile (median of ${page.scores})`, String(page.score), scoreOwed ? String(budgets.performanceScore) : '(hello <100)', verdict(!scoreOwed || page.score >= budgets.performanceScore)]);
    rows.push([`${path} CLS (worst run)`, page.cls.toFixed(3), String(budgets.cls), verdict(page.cls < 0.0005)]);
    // The issue budgets TBT and the longest task on `/`; the other pages show theirs beside it.
    const home = path === '/';
    rows.push([`${path} TBT (median)`, ms(page.tbtMs), home ? ms(hello.tbtMs + budgets.tbtOverHelloMs) : '', verdict(!home || page.tbtMs <= hello.tbtMs + budgets.tbtOverHelloMs)]);
    rows.push([`${path} longest start-up task at 4× CPU (median)`, ms(page.longestTaskMs), home ? ms(hello.longestTaskMs * budgets.longestTaskRatio) : '', verdict(!home || page.longestTaskMs <= hello.longestTaskMs * budgets.longestTaskRatio)]);
    rows.push(info(`${path} start-up tasks over 50 ms (median)`, String(page.longTasks)));
    rows.push(info(`${path} LCP, simulated (median)`, ms(page.lcpMs)));
  }
  const [homeLcp, helloLcp] = (await devtoolsLcps([`${base}/`, `${helloBase}/`])) as [number, number];
  rows.push(info('waited for a quiet machine before the Lighthouse runs and traces', `${(measured.quietWaitMs / 1000).toFixed(0)} s`));
  rows.push(info('hello page: LCP, devtools throttling (median)', ms(helloLcp)));
  rows.push(['/ LCP, devtools throttling (median)', ms(homeLcp), ms(helloLcp * budgets.lcpRatio), verdict(homeLcp <= helloLcp * budgets.lcpRatio)]);
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
    const floorPages = FLOOR_PAGES.map(({ page }): [string, string] => [page, `${dist}-${page}`]);
    for (const [page, into] of [['hello', helloDist], ['libraries', librariesDist], ...floorPages]) {
      execSync('npx vite build --config bench/vite.config.ts', { stdio: 'inherit', env: { ...process.env, BENCH_PAGE: page, BENCH_DIST_DIR: into } });
    }
    for (const [, into] of floorPages) writeAfterPaintVariant(into);
  }
  const againstAt = process.argv.indexOf('--against');
  if (againstAt >= 0) {
    const named = process.argv[againstAt + 1];
    const ref = named && !named.startsWith('--') ? named : lastRelease(root);
    process.exit((await benchAgainst(root, dist, ref, port, runs)) ? 0 : 1);
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const rows: Row[] = [];
  sizeRows(manifest, rows);

  const floors: Floor[] = floorVariants(dist).map((variant, index) => ({ ...variant, base: `http://127.0.0.1:${port + 3 + index}` }));
  const servers = [startServer('sf', port), startServer('mf', port + 1), startServer('sf', port + 2, helloDist), ...floors.map((floor, index) => startServer('sf', port + 3 + index, floor.dir))];
  try {
    const sf = `http://127.0.0.1:${port}`;
    const mf = `http://127.0.0.1:${port + 1}`;
    const hello = `http://127.0.0.1:${port + 2}`;
    await Promise.all([waitUp(sf), waitUp(mf), waitUp(hello), ...floors.map((floor) => waitUp(floor.base))]);
    rows.push(await htmlRow('sf', sf), await htmlRow('mf', mf));
    rows.push(...(await initialJsRows(sf, hello)));
    if (!process.argv.includes('--no-lighthouse') || !process.argv.includes('--no-cabinet')) await refuseWhileBusy();
    if (!process.argv.includes('--no-lighthouse')) await lighthouseRows(sf, hello, floors, rows);
    if (!process.argv.includes('--no-cabinet')) rows.push(...(await cabinetRows(sf)));
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

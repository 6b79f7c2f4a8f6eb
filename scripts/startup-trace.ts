// The start-up of a page as its main thread lived it (issue 17): a devtools performance trace of
// one load at 4× CPU slowdown on a phone-sized viewport, read for the tasks the renderer's main
// thread ran from the navigation until two seconds after the load event (the third parties wait
// three seconds, so they are not part of the start-up). `node --import tsx scripts/startup-trace.ts
// <url>` prints one run's figures.
import { chromium, type Browser } from '@playwright/test';

export interface StartupTrace {
  /** The longest main-thread task, ms. */
  longestTaskMs: number;
  /** Tasks over 50 ms (the ones that block input, as TBT counts them). */
  longTasks: number;
  /** What those tasks add up to, ms (issue 32 budgets a cabinet page's against the home page's). */
  longTaskTotalMs: number;
}

export const CPU_SLOWDOWN = 4;
export const AFTER_LOAD_MS = 2000;
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frame?: string; isMainFrame?: boolean; isOutermostMainFrame?: boolean } };
}

/** The main thread of the renderer that loaded the page: it has the load event and the most work. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const loaded = new Set(events.filter((e) => e.name === 'loadEventEnd' || e.name === 'MarkLoad').map((e) => e.pid));
  const work = (m: TraceEvent) => events.reduce((sum, e) => (e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' ? sum + (e.dur ?? 0) : sum), 0);
  const candidates = mains.filter((m) => loaded.has(m.pid));
  const main = (candidates.length ? candidates : mains).sort((a, b) => work(b) - work(a))[0];
  if (!main) throw new Error('startup-trace: no renderer main thread in the trace');
  return { pid: main.pid, tid: main.tid };
}

/** `untilMs` (after the navigation) stretches the window for a page whose first screen comes after its load event. */
export function readStartup(events: TraceEvent[], untilMs = 0): StartupTrace {
  const { pid, tid } = pageMainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const start = Math.min(...onMain.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const load = Math.max(...onMain.filter((e) => e.name === 'loadEventEnd' || e.name === 'MarkLoad').map((e) => e.ts), start);
  const end = Math.max(load + AFTER_LOAD_MS * 1000, start + untilMs * 1000);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= (Number.isFinite(start) ? start : 0) && e.ts <= end).map((e) => (e.dur ?? 0) / 1000);
  const long = tasks.filter((ms) => ms > 50);
  return { longestTaskMs: Math.round(Math.max(0, ...tasks)), longTasks: long.length, longTaskTotalMs: Math.round(long.reduce((sum, ms) => sum + ms, 0)) };
}

/** A phone-sized page (Moto G Power, as Lighthouse's mobile runs). */
export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export async function traceStartup(url: string, browser?: Browser): Promise<StartupTrace> {
  const own = browser ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS }));
  try {
    const context = await own.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await own.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const buffer = await own.stopTracing();
    await context.close();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return readStartup(trace.traceEvents);
  } finally {
    if (!browser) await own.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node --import tsx scripts/startup-trace.ts <url>');
    process.exit(2);
  }
  console.log(JSON.stringify(await traceStartup(url)));
}

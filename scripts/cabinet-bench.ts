// `npm run bench`'s cabinet and interaction rows (issue 32, design-notes §7). On a throttled phone (4×
// CPU, 150 ms round trip, 1.6 Mbit/s, empty cache) the home page's «Получить деньги», the
// dashboard's amount to pay and the loan page's schedule are timed from the navigation to the
// frame that shows them, with the main thread's long tasks of the same load (a trace); median of
// three, home and cabinet interleaved in the same run, so the budgets are ratios within it. Then
// INP at 4× CPU (the Event Timing API's worst interaction) for typing a phone number, moving the
// calculator's slider and opening the payment form. `node --import tsx scripts/cabinet-bench.ts
// <base url>` prints the rows against a running server with the demo clients.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median } from './lighthouse';
import { untilQuiet } from './quiet-machine';
import { CHROME_ARGS, CPU_SLOWDOWN, PHONE_CONTEXT, readStartup, TRACE_CATEGORIES, type TraceEvent } from './startup-trace';

export const cabinetBudgets = {
  /** The dashboard's amount to pay, as a multiple of the time `/` shows «Получить деньги». */
  amountVisibleRatio: 1.5,
  /** Each cabinet page's long tasks added up, over the home page's. */
  longTasksOverHomeMs: 50,
  inpMs: 200,
};

/** The phone of design-notes §7: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Demo client 01: an active loan with an amount to pay (server/modules/demo/clients.ts). */
const CLIENT = { Phone: '79000000001', Password: 'Demo-2026' };
const API_KEY = { 'X-Client-Api-Key': 'front-app-public-key' };
const RUNS = 3;
const AFTER_VISIBLE_MS = 2000;

export type CabinetRow = [what: string, value: string, budget: string, verdict: 'ok' | 'OVER'];

interface Target {
  name: string;
  path: (loanId: number) => string;
  /** What the page is waited for: an element matching `selector` whose text has `text`. */
  selector: string;
  text: string;
  signedIn: boolean;
}

const HOME: Target = { name: '/ «Получить деньги»', path: () => '/', selector: 'a, button', text: 'Получить деньги', signedIn: false };
const DASHBOARD: Target = { name: '/lk/Dashboard amount to pay', path: () => '/lk/Dashboard', selector: '[data-testid="amount-to-pay"]', text: '₽', signedIn: true };
const LOAN: Target = { name: '/lk/loans/:id schedule', path: (id) => `/lk/loans/${id}`, selector: '[data-testid="loan-schedule"] table', text: '', signedIn: true };

interface LoadFigures {
  visibleMs: number;
  longTaskTotalMs: number;
  longestTaskMs: number;
}

/**
 * In the page before any of its scripts: the time of the first frame that shows the target,
 * checked once per frame just before it paints. A string, not a function: tsx would wrap the
 * function's inner functions in a helper the page does not have.
 */
const watchFor = ({ selector, text }: { selector: string; text: string }) => `(function () {
  var selector = ${JSON.stringify(selector)}, text = ${JSON.stringify(text)};
  function shown() {
    return Array.prototype.some.call(document.querySelectorAll(selector), function (el) {
      return (el.textContent || '').indexOf(text) >= 0 && el.getClientRects().length > 0;
    });
  }
  function frame(at) {
    if (shown()) window.__visibleAt = at;
    else requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})();`;

async function signIn(context: BrowserContext, base: string): Promise<{ loanId: number }> {
  const answer = await context.request.post(`${base}/api/Account/Login`, { headers: API_KEY, data: CLIENT });
  if (!answer.ok()) throw new Error(`cabinet bench: demo sign-in failed (${answer.status()})`);
  const { Token } = (await answer.json()) as { Token: string };
  await context.addCookies([{ name: 'auth_token', value: Token, domain: new URL(base).hostname, path: '/', secure: true }]);
  const loans = (await (await context.request.get(`${base}/api/Loans?inActualState=false&v=1`, { headers: { ...API_KEY, Authorization: `Bearer ${Token}` } })).json()) as { Id: number }[];
  return { loanId: loans[0]?.Id ?? 1 };
}

async function throttled(context: BrowserContext, page: Page, network: boolean): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
}

/** One cold load of `target` on the throttled phone: when it showed, and the long tasks until two seconds after. */
async function loadOnce(browser: Browser, base: string, target: Target): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const { loanId } = target.signedIn ? await signIn(context, base) : { loanId: 0 };
    const page = await context.newPage();
    await page.addInitScript(watchFor(target));
    await throttled(context, page, true);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(base + target.path(loanId), { waitUntil: 'load', timeout: 60_000 });
    const visibleMs = await page.waitForFunction(() => (window as { __visibleAt?: number }).__visibleAt, undefined, { timeout: 60_000, polling: 250 }).then((h) => h.jsonValue() as Promise<number>);
    await page.waitForTimeout(AFTER_VISIBLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = readStartup(trace.traceEvents, visibleMs + AFTER_VISIBLE_MS);
    return { visibleMs, longTaskTotalMs: tasks.longTaskTotalMs, longestTaskMs: tasks.longestTaskMs };
  } finally {
    await context.close();
  }
}

/** In the page: the longest Event Timing entry of each real interaction (a string, as watchFor). */
const RECORD_INTERACTIONS = `(function () {
  var worst = (window.__interactions = {});
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.interactionId) worst[entry.interactionId] = Math.max(worst[entry.interactionId] || 0, entry.duration);
    });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface Interaction {
  name: string;
  path: string;
  signedIn: boolean;
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'typing a phone number (/login)',
    path: '/login',
    signedIn: false,
    act: async (page) => {
      const phone = page.locator('#login-phone');
      await phone.click();
      await phone.pressSequentially('9001234567', { delay: 120 });
    },
  },
  {
    name: "moving the calculator's slider (/)",
    path: '/',
    signedIn: false,
    act: async (page) => {
      const slider = page.locator('input[type="range"]:not([disabled])').first();
      await slider.waitFor();
      const box = await slider.boundingBox();
      if (!box) throw new Error('cabinet bench: the slider has no box');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.3, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width * (0.3 + step * 0.05), y, { steps: 2 });
      await page.mouse.up();
      for (let key = 0; key < 4; key++) {
        await slider.press('ArrowRight');
        await page.waitForTimeout(120);
      }
    },
  },
  {
    name: 'opening the payment form (/lk/Dashboard «Оплатить»)',
    path: '/lk/Dashboard',
    signedIn: true,
    act: async (page) => {
      await page.getByRole('link', { name: 'Оплатить' }).click();
      await page.getByTestId('page-payment').waitFor();
    },
  },
];

/** The worst interaction of one run of `interaction` at 4× CPU (INP, as Chrome would report it for so few). */
async function inpOnce(browser: Browser, base: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    if (interaction.signedIn) await signIn(context, base);
    const page = await context.newPage();
    await page.addInitScript(RECORD_INTERACTIONS);
    await page.goto(base + interaction.path, { waitUntil: 'networkidle', timeout: 60_000 });
    await throttled(context, page, false);
    await interaction.act(page);
    await page.waitForTimeout(1000);
    const worst = await page.evaluate(() => Object.values((window as { __interactions?: Record<number, number> }).__interactions ?? {}));
    if (worst.length === 0) throw new Error(`cabinet bench: no interaction recorded for ${interaction.name}`);
    return Math.max(...worst);
  } finally {
    await context.close();
  }
}

const ms = (v: number) => `${Math.round(v)} ms`;
const verdict = (ok: boolean): CabinetRow[3] => (ok ? 'ok' : 'OVER');

export async function cabinetRows(base: string): Promise<CabinetRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  try {
    const runs = new Map<Target, LoadFigures[]>([[HOME, []], [DASHBOARD, []], [LOAN, []]]);
    // One load of each page first, not measured: the server's first render of a cabinet page and the
    // browser's first renderer pay once-only costs that a client meets once per server start.
    for (const target of runs.keys()) await loadOnce(browser, base, target);
    let quietWaitMs = 0;
    // Interleaved, so a burst of load on the shared machine falls on every page alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [target, figures] of runs) {
        quietWaitMs += await untilQuiet();
        figures.push(await loadOnce(browser, base, target));
      }
    }
    const med = (target: Target, pick: (f: LoadFigures) => number) => median(runs.get(target)!.map(pick));
    const homeVisible = med(HOME, (f) => f.visibleMs);
    const homeLong = med(HOME, (f) => f.longTaskTotalMs);
    const rows: CabinetRow[] = [];
    const info = (what: string, value: string): CabinetRow => [what, value, '', 'ok'];
    rows.push(info(`${HOME.name} visible, phone (median of ${RUNS})`, ms(homeVisible)), info('/ long tasks added up, phone (median)', ms(homeLong)));
    for (const target of [DASHBOARD, LOAN]) {
      const visible = med(target, (f) => f.visibleMs);
      const ratio = visible / homeVisible;
      const budgeted = target === DASHBOARD;
      rows.push([
        `${target.name} visible, phone (median; × the home's)`,
        `${ms(visible)} ${ratio.toFixed(2)}×`,
        budgeted ? `${cabinetBudgets.amountVisibleRatio}×` : '',
        verdict(!budgeted || ratio <= cabinetBudgets.amountVisibleRatio),
      ]);
      const long = med(target, (f) => f.longTaskTotalMs);
      const limit = homeLong + cabinetBudgets.longTasksOverHomeMs;
      rows.push([`${target.name.split(' ')[0]} long tasks added up, phone (median)`, ms(long), ms(limit), verdict(long <= limit)]);
      rows.push(info(`${target.name.split(' ')[0]} longest task, phone (median)`, ms(med(target, (f) => f.longestTaskMs))));
    }
    for (const interaction of INTERACTIONS) {
      const worst: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        quietWaitMs += await untilQuiet();
        worst.push(await inpOnce(browser, base, interaction));
      }
      const inp = median(worst);
      rows.push([`INP at 4× CPU: ${interaction.name} (median of ${worst.map(Math.round).join('/')})`, ms(inp), ms(cabinetBudgets.inpMs), verdict(inp <= cabinetBudgets.inpMs)]);
    }
    rows.push(info('waited for a quiet machine before the phone loads and interactions', `${(quietWaitMs / 1000).toFixed(0)} s`));
    return rows;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node --import tsx scripts/cabinet-bench.ts <base url>');
    process.exit(2);
  }
  for (const row of await cabinetRows(base)) console.log(row.join('  |  '));
}

/**
 * The same figures as numbers, for `npm run bench -- --against`: each of `bases` (one server per
 * build) measured `rounds` times, the builds interleaved within every round so a busy spell on the
 * machine falls on both alike. Keyed by figure, then one array per base.
 */
export async function cabinetSamples(bases: string[], rounds: number): Promise<Map<string, number[][]>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  const samples = new Map<string, number[][]>();
  const add = (figure: string, base: number, value: number) => {
    if (!samples.has(figure)) samples.set(figure, bases.map(() => []));
    samples.get(figure)![base]!.push(value);
  };
  try {
    for (const base of bases) for (const target of [HOME, DASHBOARD, LOAN]) await loadOnce(browser, base, target);
    for (let round = 0; round < rounds; round++) {
      for (const [index, base] of bases.entries()) {
        for (const target of [HOME, DASHBOARD, LOAN]) {
          await untilQuiet();
          const figures = await loadOnce(browser, base, target);
          add(`${target.name} visible, phone (ms)`, index, figures.visibleMs);
          add(`${target.name.split(' ')[0]} long tasks added up, phone (ms)`, index, figures.longTaskTotalMs);
        }
        for (const interaction of INTERACTIONS) {
          await untilQuiet();
          add(`INP at 4× CPU: ${interaction.name} (ms)`, index, await inpOnce(browser, base, interaction));
        }
      }
    }
    return samples;
  } finally {
    await browser.close();
  }
}

// The floors under `/`'s Lighthouse figures (issue 32): the bare React page and the design's
// libraries without app code, each prerendered (its markup in the HTML, hydrated), and each loaded
// both ways a prerendered page can be — its module in the head, or after the first paint through
// `/`'s own loader (scripts/module-loader.ts). What these score in a run is what no app code on
// `/` can better in that run.
import { chromium } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferModules } from './module-loader';
import { CHROME_ARGS } from './startup-trace';

export interface FloorPage {
  /** The bench page (bench/<page>), built into `${dist}-<page>`. */
  page: string;
  what: string;
}

export const FLOOR_PAGES: readonly FloorPage[] = [
  { page: 'hello-prerendered', what: 'bare React page, prerendered' },
  { page: 'libraries-prerendered', what: "the design's libraries, prerendered" },
];

export interface FloorVariant {
  what: string;
  dir: string;
}

/** Each floor page's two variants: as built (module in the head) and through `/`'s loader. */
export function floorVariants(dist: string): FloorVariant[] {
  return FLOOR_PAGES.flatMap(({ page, what }) => [
    { what: `${what}, module in the head`, dir: `${dist}-${page}` },
    { what: `${what}, loaded after the first paint as /`, dir: `${dist}-${page}-after-paint` },
  ]);
}

/** Writes the after-paint variant of a built floor page beside it. */
export function writeAfterPaintVariant(builtDir: string): void {
  const into = `${builtDir}-after-paint`;
  rmSync(into, { recursive: true, force: true });
  cpSync(builtDir, into, { recursive: true });
  const index = join(into, 'index.html');
  writeFileSync(index, deferModules(readFileSync(index, 'utf8')));
}

/**
 * A floor whose markup React does not find as it renders would measure a client render, not a
 * hydration: the bench stops instead (React reports the difference as an uncaught error).
 */
export async function assertHydratesCleanly(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    if (errors.length > 0) throw new Error(`${url} did not hydrate cleanly: ${errors.join(' | ').slice(0, 500)}`);
  } finally {
    await browser.close();
  }
}

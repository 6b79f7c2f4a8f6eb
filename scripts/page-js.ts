// A page's initial JS as a visitor's browser fetches it (design-notes §7): every script of the
// page's own origin that the page asks for before its third parties' moment (3 s after the start,
// requirements §9), with no input, gzip-sized (level 9) as the budget counts it. Measured in the
// browser rather than read off the build manifest, so chunks a page fetches at idle count too.
// `node --import tsx scripts/page-js.ts <url>` prints the files.
import { chromium, type Browser, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { THIRD_PARTY_DELAY_MS } from '../src/flows/third-party/schedule';
import { CHROME_ARGS } from './startup-trace';

export interface PageJs {
  /** gzip bytes of every counted script */
  bytes: number;
  files: { name: string; bytes: number; startedMs: number }[];
}

/** Scripts requested within `windowMs` of the navigation (the third parties' moment by default). */
export async function measurePageJs(url: string, browser?: Browser, windowMs = THIRD_PARTY_DELAY_MS): Promise<PageJs> {
  const own = browser ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS }));
  const page = await own.newPage();
  const origin = new URL(url).origin;
  const pending: Promise<PageJs['files'][number] | null>[] = [];
  let navigationStarted = 0;
  const asked = new Map<Request, number>();
  page.on('request', (request) => asked.set(request, Date.now() - navigationStarted));
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || new URL(request.url()).origin !== origin) return;
    const startedMs = asked.get(request) ?? Date.now() - navigationStarted;
    pending.push(
      response.body().then(
        (body) => (startedMs < windowMs ? { name: new URL(request.url()).pathname, bytes: gzipSync(body, { level: 9 }).length, startedMs } : null),
        () => null,
      ),
    );
  });
  try {
    navigationStarted = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    // Past the window: whatever the page asks for later is no part of its initial JS.
    await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - navigationStarted)) + 250);
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await page.close();
    if (!browser) await own.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node --import tsx scripts/page-js.ts <url>');
    process.exit(2);
  }
  const { bytes, files } = await measurePageJs(url);
  for (const file of files) console.log(`${String(file.bytes).padStart(7)} B  ${String(file.startedMs).padStart(5)} ms  ${file.name}`);
  console.log(`${bytes} B (${(bytes / 1024).toFixed(1)} KB) gzip`);
}

import { defineConfig, devices } from '@playwright/test';

// Playwright never downloads a browser here: Debian's Chromium (scripts/ensure-chromium.mjs).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

// One reference server per tenant, on unusual fixed ports (other processes may hold common ones).
// PW_PORT_BASE lets two checkouts on one machine run e2e side by side.
const portBase = Number(process.env.PW_PORT_BASE ?? 47311);
export const tenantPorts = { sf: portBase, mf: portBase + 1 } as const;

const server = (tenant: 'sf' | 'mf') => ({
  command: 'node --import tsx server/index.ts',
  url: `http://127.0.0.1:${tenantPorts[tenant]}/api/ApiHealth/Ping`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(tenantPorts[tenant]),
    HOST: '127.0.0.1',
    TENANT: tenant,
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    SANDBOX: '1',
    // The sandbox scoring answers after 1 s instead of 3 s: the journeys wait less, nothing else changes.
    SCORING_DELAY_MS: '1000',
    // `node scripts/with-postgres.mjs npm run e2e` runs the journeys on PostgreSQL.
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  },
});

const brandSpecs = /\/(a11y-[^/]*|pages-[^/]*|prerender-[^/]*|shell-[^/]*|home|[^/]*\.brands)\.spec\.ts$/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args: chromiumArgs } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // A 2-core CI machine under a full suite is slower than a desk: assertions get room to settle.
  expect: { timeout: 10_000 },
  // The server refuses requests without the client API key (403). The SPA sends it itself;
  // this default is for the tests' own API calls (api-headers.spec.ts turns it off to check the SPA).
  use: { trace: 'off', locale: 'ru-RU', timezoneId: 'Europe/Moscow', extraHTTPHeaders: { 'X-Client-Api-Key': 'front-app-public-key' } },
  webServer: [server('sf'), server('mf')],
  globalTeardown: './tests/e2e/csp-teardown.ts',
  projects: [
    { name: 'sf', use: { ...desktop, baseURL: `http://127.0.0.1:${tenantPorts.sf}` }, metadata: { tenant: 'sf' } },
    // The second brand differs in looks, texts and settings, not in flows: it runs the specs that
    // check what a brand changes (pages, shell, accessibility, `*.brands.spec.ts`); journeys run once.
    { name: 'mf', testMatch: brandSpecs, use: { ...desktop, baseURL: `http://127.0.0.1:${tenantPorts.mf}` }, metadata: { tenant: 'mf' } },
  ],
});

// `npm run load` (and part of `npm run bench`): the reference API under 50 connections on
// loopback, bounded in time: Info/Settings (public, cached by nobody), Login (scrypt per call)
// and Loans (authenticated, database reads). Prints p50/p99, throughput, errors and non-2xx
// answers; exits non-zero when Info/Settings is over design-notes §7 (p99 ≤ 10 ms, 0 errors).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
export const loadBudget = { settingsP99Ms: 10, errors: 0 };

const headers = { 'content-type': 'application/json', 'x-client-api-key': 'front-app-public-key', source: 'FrontApp', 'x-forward-limit': '240' };

export interface LoadRow {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

async function startServer(port: number): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', SANDBOX: '1' },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ApiHealth/Ping`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('[load] the server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return () => child.kill('SIGTERM');
}

/** Info/Settings under 50 connections for `seconds` against a running server: its p99 in ms. */
export async function settingsP99(base: string, seconds: number): Promise<number> {
  return (await run('GET /api/Info/Settings', { url: `${base}/api/Info/Settings`, headers, duration: seconds })).p99;
}

async function run(name: string, options: autocannon.Options): Promise<LoadRow> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { name, p50: result.latency.p50, p99: result.latency.p99, requestsPerSecond: Math.round(result.requests.average), errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export async function measureLoad(port = Number(process.env.LOAD_PORT ?? 47395)): Promise<LoadRow[]> {
  const stop = await startServer(port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const credentials = JSON.stringify({ Phone: '79000000001', Password: 'Demo-2026' });
    const login = await fetch(`${base}/api/Account/Login`, { method: 'POST', headers, body: credentials });
    const { Token } = (await login.json()) as { Token: string };
    return [
      await run('GET /api/Info/Settings', { url: `${base}/api/Info/Settings`, headers }),
      await run('POST /api/Account/Login', { url: `${base}/api/Account/Login`, method: 'POST', headers, body: credentials }),
      await run('GET /api/Loans', { url: `${base}/api/Loans?inActualState=false&v=1`, headers: { ...headers, authorization: `Bearer ${Token}` } }),
    ];
  } finally {
    stop();
  }
}

export function printLoad(rows: LoadRow[]): boolean {
  console.log(`\n[load] ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
  console.log('[load] call                         p50 ms  p99 ms   req/s  errors  non-2xx');
  for (const r of rows) {
    console.log(`[load] ${r.name.padEnd(28)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(7)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`);
  }
  const settings = rows.find((r) => r.name.includes('Settings'));
  const overall = rows.every((r) => r.errors === loadBudget.errors && r.non2xx === 0);
  const ok = Boolean(settings && settings.p99 <= loadBudget.settingsP99Ms) && overall;
  console.log(`[load] budget: Info/Settings p99 ≤ ${loadBudget.settingsP99Ms} ms, no error or non-2xx anywhere → ${ok ? 'within' : 'OVER'}`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = printLoad(await measureLoad());
  process.exit(ok ? 0 : 1);
}

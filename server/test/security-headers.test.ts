import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import { redactUrl } from '../log-redaction';
import { cspSources } from '../security-headers';
import { DEMO, DEMO_PASSWORD, bearer } from './accounts-helpers';
import { realProviderEnv, testServerEnv } from './real-providers';
import { carryClientKey } from './client-key';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.app.close();
  built = undefined;
});

const RECORDER = "(function(w){w.__EARLY__=1})(window);";

async function serve(env: Record<string, string> = {}, logLines?: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'spa-csp-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html data-tenant="sf"><head><!--app-config--><script>${RECORDER}</script></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>`);
  const logger = logLines ? { write: (line: string) => void logLines.push(line) } : undefined;
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: dist, ...testServerEnv(env) }), { logger });
  carryClientKey(built.app);
  return built.app;
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('pages carry a CSP that allows exactly their own inline scripts, no inline script else', async () => {
  const app = await serve();
  const res = await app.inject({ url: '/HowGet' });
  const csp = String(res.headers['content-security-policy']);
  const config = /<script>(window\.__APP_CONFIG__=[^<]*)<\/script>/.exec(res.body)?.[1];
  expect(config).toBeTruthy();
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc).toContain(sha(RECORDER));
  expect(scriptSrc).toContain(sha(config ?? ''));
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", 'report-uri /csp-report']) expect(csp).toContain(directive);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  // The sandbox runs on plain http: no HSTS there.
  expect(res.headers['strict-transport-security']).toBeUndefined();
});

test('third-party origins are allowed only in the directives that use them', () => {
  const config = loadConfig({ ...realProviderEnv(), SANDBOX: '0', CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js', CHAT_SCRIPT_URL: 'https://chat.example/w.js', ANALYTICS_SCRIPT_URL: 'https://mc.example/tag.js', TRACKER_SCRIPT_URL: '', API_HOST: 'https://api.example' }).client;
  const sources = cspSources(config);
  expect(sources.script).toEqual(['https://www.google.com', 'https://www.gstatic.com', 'https://chat.example', 'https://mc.example']);
  expect(sources.frame).toEqual(['https://www.google.com', 'https://chat.example']);
  expect(sources.connect).toContain('https://api.example');
  expect(sources.script).not.toContain('https://api.example');
  // The sandbox's stand-ins are same-origin paths: nothing beyond 'self'.
  expect(cspSources(loadConfig({}).client)).toEqual({ script: [], connect: [], frame: [], img: [] });
});

test('HSTS outside the sandbox', async () => {
  const app = await serve({ SANDBOX: '0' });
  const res = await app.inject({ url: '/api/ApiHealth/Ping' });
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('API answers are never stored by a cache: authenticated ones and token-bearing ones', async () => {
  const app = await serve();
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Phone: DEMO.active, Password: DEMO_PASSWORD } });
  expect(login.statusCode).toBe(200);
  expect(login.headers['cache-control']).toBe('private, no-store');
  const profile = await app.inject({ url: '/api/Account/UserProfile', headers: bearer(login.json().Token) });
  expect(profile.headers['cache-control']).toBe('private, no-store');
  expect(profile.headers['x-content-type-options']).toBe('nosniff');
});

test('a CSP violation report is accepted, logged and listed for testers', async () => {
  const lines: string[] = [];
  const app = await serve({}, lines);
  const report = { 'csp-report': { 'document-uri': 'http://127.0.0.1/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };
  const res = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
  expect(res.statusCode).toBe(204);
  expect((await app.inject({ url: '/dev/csp-reports.json' })).json()).toEqual([
    expect.objectContaining({ directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js' }),
  ]);
  expect(lines.join('')).toContain('content security policy violation');
  const garbage = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{oops' });
  expect(garbage.statusCode).toBe(204);
});

test('the request log never holds a token, code, password or phone from the query or body', async () => {
  const lines: string[] = [];
  const app = await serve({}, lines);
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Phone: DEMO.active, Password: DEMO_PASSWORD } });
  const token = login.json().Token as string;
  await app.inject({ url: `/api/Account/RefreshToken?token=${token}`, headers: bearer(token) });
  await app.inject({ url: `/api/Account/ForgotPasswordSendSmsAgain?phone=${DEMO.active}&code=123456` });
  const log = lines.join('');
  expect(log).toContain('RefreshToken?token=[redacted]');
  for (const secret of [token, DEMO_PASSWORD, DEMO.active, '123456']) expect(log).not.toContain(secret);
});

test('redactUrl keeps harmless parameters and hides secret ones', () => {
  expect(redactUrl('/api/Loans?inActualState=false&v=1')).toBe('/api/Loans?inActualState=false&v=1');
  expect(redactUrl('/api/Account/RefreshToken?token=abc')).toBe('/api/Account/RefreshToken?token=[redacted]');
  expect(redactUrl('/x?Phone=79000000001&Code=1')).toBe('/x?Phone=[redacted]&Code=[redacted]');
  expect(redactUrl('/plain')).toBe('/plain');
});

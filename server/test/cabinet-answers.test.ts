// Issue 32: a cabinet page's HTML brings the signed-in client's first answers — that client's
// only (must show 3), private to the request, none for a token the API refuses — and every
// answer lands under the key of the query the app would have sent; and its first screen rendered
// from them on the server (the amount to pay in the markup), for that client only too.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { readCabinetAnswers } from '@/flows/cabinet-answers';
import { formatRub } from '@/domain/money';
import { answersElement, type CabinetAnswers } from '../cabinet-answers';
import { inlineScriptHashes } from '../security-headers';
import { SSR_ENTRY } from '../ssr-entry';
import type { BuiltServer } from '../app';
import { bearer, call, DEMO, freshUser, login, signIn } from './accounts-helpers';
import { startServer } from './inject-checked';

const dist = mkdtempSync(join(tmpdir(), 'cabinet-answers-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html data-tenant="sf"><head><title>Займы</title><!--app-config--><script type="module" crossorigin src="/assets/index-e.js"></script></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-e.js', isEntry: true, dynamicImports: ['_boot.js'] },
    '_boot.js': { file: 'assets/boot-b.js' },
    '_shared.js': { file: 'assets/shared-s.js' },
    'node_modules/openapi-fetch/dist/index.mjs': { file: 'assets/dist-o.js', isDynamicEntry: true },
    'src/api/account-calls.ts': { file: 'assets/account-calls-a.js', isDynamicEntry: true, imports: ['_boot.js'] },
    'src/views/cabinet/dashboard/CabinetMenu.tsx': { file: 'assets/CabinetMenu-m.js', isDynamicEntry: true, imports: ['_boot.js'] },
    'src/views/cabinet/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-d.js', isDynamicEntry: true, imports: ['_boot.js', '_shared.js'] },
    'src/views/loan/LoanPage.tsx': { file: 'assets/LoanPage-l.js', isDynamicEntry: true, imports: ['_boot.js'] },
  }),
);
// The build's server entry (scripts/prerender.ts) stands for the source one here (the runner compiles it).
mkdirSync(join(dist, '.ssr'));
writeFileSync(join(dist, SSR_ENTRY), `export * from ${JSON.stringify(resolve('src/entry-server.tsx'))};\n`);
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });
let built: BuiltServer | undefined;
beforeAll(async () => {
  built = await startServer({ DIST_DIR: dist });
});
afterAll(async () => built?.app.close());
const server = () => built as BuiltServer;
/** Client 10 has an active loan of its own, so both pages carry an amount to pay. */
const SECOND_ACTIVE = '79000000010';

const page = (url: string, token?: string) =>
  server().app.inject({ url, headers: token ? { cookie: `other=1; auth_token=${encodeURIComponent(token)}` } : {} });

function inlined(html: string): CabinetAnswers | null {
  const match = /<script type="application\/json" id="cabinet-answers">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] as string) as CabinetAnswers) : null;
}

/** What the API itself answers `token` for the figures a page shows. */
async function figures(token: string) {
  const get = async (url: string) => (await call(server().app, { url, headers: bearer(token) })).json() as Record<string, unknown>;
  const profile = await get('/api/Account/UserProfile');
  const loans = (await get('/api/Loans?inActualState=false&v=1')) as unknown as { Id: number }[];
  const loanId = loans[0]?.Id as number;
  const next = await get(`/api/Loans/${loanId}/NextPayment`);
  return { phone: profile.Phone as string, name: (profile.UserInfo as { FirstName: string }).FirstName, loanId, amount: next.PaymentAmount as number, next };
}

/** The markup the server rendered into #root ('' for the bare shell). */
const rootOf = (html: string): string => /<div id="root">([\s\S]*)<\/div>(?:<script>[^<]*<\/script>)?<\/body>/.exec(html)?.[1] ?? '';

test('one client signed in, then another client on the same server: each page has only its own client’s figures', async () => {
  const first = await login(server().app, DEMO.active);
  const second = await login(server().app, SECOND_ACTIVE);
  const [a, b] = [await figures(first), await figures(second)];
  expect(a.amount).not.toBe(b.amount);
  expect(a.loanId).not.toBe(b.loanId);

  const firstPage = (await page('/lk/Dashboard', first)).payload;
  expect(inlined(firstPage)?.answers[`/api/Loans/${a.loanId}/NextPayment`]).toEqual(a.next);

  const secondPage = await page('/lk/Dashboard', second);
  const answers = inlined(secondPage.payload);
  expect(answers?.answers[`/api/Loans/${b.loanId}/NextPayment`]).toEqual(b.next);
  expect(answers?.answers['/api/Account/UserProfile']).toMatchObject({ Phone: b.phone });
  for (const theirs of [a.phone, a.name, `/api/Loans/${a.loanId}/`, `"PaymentAmount":${a.amount}`]) expect(secondPage.payload).not.toContain(theirs);
  expect(secondPage.payload).toContain(b.name);
});

test('a cabinet page is never stored by a cache and varies with the cookie; a public page keeps its cache rule', async () => {
  const token = await login(server().app, DEMO.active);
  for (const res of [await page('/lk/Dashboard', token), await page('/lk/Dashboard')]) {
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
  }
  expect((await page('/Faq', token)).headers['cache-control']).toBe('no-cache');
});

test('no token, a malformed cookie, a stale or a revoked token: the page has no answers (the app meets the 401 as before)', async () => {
  const token = await login(server().app, DEMO.active);
  expect(inlined((await page('/lk/Dashboard')).payload)).toBeNull();
  expect(inlined((await page('/lk/Dashboard', 'not-a-session')).payload)).toBeNull();
  const malformed = await server().app.inject({ url: '/lk/Dashboard', headers: { cookie: 'auth_token=%E0%A4%A' } });
  expect(malformed.statusCode).toBe(200);
  expect(inlined(malformed.payload)).toBeNull();
  expect(inlined((await page('/lk/Dashboard', token)).payload)).not.toBeNull();
  expect((await call(server().app, { method: 'POST', url: '/api/Account/Logout', headers: bearer(token) })).statusCode).toBe(204);
  expect(inlined((await page('/lk/Dashboard', token)).payload)).toBeNull();
  // Public pages never ask the API for a client, token or not.
  expect(inlined((await page('/', await login(server().app, DEMO.active))).payload)).toBeNull();
});

test('the loan page brings the loan and its schedule; a loan of another client brings nothing of it', async () => {
  const mine = await login(server().app, DEMO.active);
  const { loanId } = await figures(mine);
  const answers = inlined((await page(`/lk/loans/${loanId}`, mine)).payload)?.answers ?? {};
  expect(Object.keys(answers)).toEqual(expect.arrayContaining([`/api/Loans/${loanId}`, `/api/Loans/${loanId}/GetLoanSchedule`]));
  const theirs = await login(server().app, SECOND_ACTIVE);
  const foreign = inlined((await page(`/lk/loans/${loanId}`, theirs)).payload)?.answers ?? {};
  expect(Object.keys(foreign).filter((path) => path.includes(`/Loans/${loanId}`) || path.includes(`loanId=${loanId}`))).toEqual([]);
});

test('every inlined answer goes under a query key of the app, only for the token it was made with', async () => {
  const token = await login(server().app, DEMO.active);
  const { loanId } = await figures(token);
  for (const url of ['/lk/Dashboard', `/lk/loans/${loanId}`]) {
    const data = inlined((await page(url, token)).payload);
    const paths = Object.keys(data?.answers ?? {});
    expect(paths.length).toBeGreaterThan(3);
    expect(readCabinetAnswers(JSON.stringify(data), token)).toHaveLength(paths.length);
    expect(readCabinetAnswers(JSON.stringify(data), `${token}x`)).toEqual([]);
  }
});

test('the cabinet page preloads the start-up stages and its view with what the view imports, once each', async () => {
  const dashboard = (await page('/lk/Dashboard')).payload;
  const preloads = [...dashboard.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(preloads.sort()).toEqual(['/assets/CabinetMenu-m.js', '/assets/DashboardPage-d.js', '/assets/account-calls-a.js', '/assets/boot-b.js', '/assets/dist-o.js', '/assets/shared-s.js']);
  expect((await page('/lk/loans/7')).payload).toContain('/assets/LoanPage-l.js');
  expect((await page('/lk/cards')).payload).not.toContain('DashboardPage');
  expect((await page('/Faq')).payload).not.toContain('modulepreload');
});

test('answers are inlined as inert JSON that no text in them can break out of', () => {
  const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & >';
  const element = answersElement({ for: 'x', answers: { '/api/Account/UserProfile': { Name: hostile } } });
  const body = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
  expect(body).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(body)).toEqual({ for: 'x', answers: { '/api/Account/UserProfile': { Name: hostile } } });
  expect(element.startsWith('<script type="application/json" id="cabinet-answers">')).toBe(true);
});

test('client 01’s cookie, then client 10’s on the same server: each dashboard’s markup shows only its own client’s amount and name', async () => {
  const first = await login(server().app, DEMO.active);
  const second = await login(server().app, SECOND_ACTIVE);
  const [a, b] = [await figures(first), await figures(second)];

  const firstRoot = rootOf((await page('/lk/Dashboard', first)).payload);
  expect(firstRoot).toContain('data-testid="amount-to-pay"');
  expect(firstRoot).toContain(formatRub(a.amount));
  expect(firstRoot).toContain(a.name);

  const secondPage = (await page('/lk/Dashboard', second)).payload;
  const secondRoot = rootOf(secondPage);
  expect(secondRoot).toContain(formatRub(b.amount));
  expect(secondRoot).toContain(b.name);
  for (const theirs of [formatRub(a.amount), a.name, a.phone, `/lk/loans/${a.loanId}"`]) expect(secondPage).not.toContain(theirs);
});

test('the rendered page’s CSP allows its inline scripts (the config, the module loader) by hash and nothing else; it carries its CSS and title, and stays private', async () => {
  const token = await login(server().app, DEMO.active);
  const res = await page('/lk/Dashboard', token);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(rootOf(res.payload)).not.toMatch(/<script/i);
  const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inlineScriptHashes(res.payload).sort());
  expect(inlineScriptHashes(res.payload)).toHaveLength(2);
  // The modules load after the first paint, from the loader: the entry and the dashboard's preloads.
  expect(res.payload).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  for (const file of ['/assets/index-e.js', '/assets/DashboardPage-d.js', '/assets/CabinetMenu-m.js']) expect(res.payload).toContain(`"${file}"`);
  expect(res.payload).toMatch(/<style id="stitches">[^<]+<\/style>/);
  expect(res.payload).toContain('<title>Личный кабинет');
});

test('no token, a stale or a revoked token: no markup either (the app goes to the login page as before)', async () => {
  const token = await login(server().app, DEMO.active);
  expect(rootOf((await page('/lk/Dashboard')).payload)).toBe('');
  expect(rootOf((await page('/lk/Dashboard', 'not-a-session')).payload)).toBe('');
  expect((await call(server().app, { method: 'POST', url: '/api/Account/Logout', headers: bearer(token) })).statusCode).toBe(204);
  expect(rootOf((await page('/lk/Dashboard', token)).payload)).toBe('');
});

test('the loan page’s markup has its schedule', async () => {
  const token = await login(server().app, DEMO.active);
  const { loanId } = await figures(token);
  expect(rootOf((await page(`/lk/loans/${loanId}`, token)).payload)).toContain('data-testid="loan-schedule"');
});

test('the loan page brings its documents and individual terms: the server draws them, so they never arrive under a drawn page', async () => {
  const token = await login(server().app, DEMO.active);
  const { loanId } = await figures(token);
  const html = (await page(`/lk/loans/${loanId}`, token)).payload;
  const answers = inlined(html)?.answers ?? {};
  expect(answers[`/api/Loans/${loanId}/Agreement`]).toMatchObject({ Content: expect.any(String) });
  expect(Array.isArray(answers[`/api/Loans/AgreementList?loanId=${loanId}`])).toBe(true);
  expect(rootOf(html)).toContain('<summary>Индивидуальные условия</summary>');
});

test('the dashboard’s news come with it: the server draws them, so they never arrive under a drawn page', async () => {
  const token = await login(server().app, DEMO.active);
  const html = (await page('/lk/Dashboard', token)).payload;
  const news = inlined(html)?.answers['/api/Info/news?page=1&pageSize=3'] as { Items: { Title: string }[] } | undefined;
  expect(news?.Items.length).toBeGreaterThan(0);
  const root = rootOf(html);
  expect(root).toContain('data-testid="cabinet-news"');
  expect(root).toContain(news!.Items[0]!.Title);
});

test('the cabinet menu’s badges come with the page, so the server draws what the hydration draws: a new client’s waiting documents and unread count', async () => {
  const phone = '79001230077';
  await freshUser(server().app, phone);
  const token = await signIn(server().app, phone);
  const html = (await page('/lk/Dashboard', token)).payload;
  const answers = inlined(html)?.answers ?? {};
  const waiting = (answers['/api/Agreement/List'] as { IsSigned: boolean }[]).filter((a) => !a.IsSigned);
  expect(waiting.length).toBeGreaterThan(0);
  expect(answers['/api/Info/messages?page=1&pageSize=50']).toMatchObject({ Unread: expect.any(Number) });
  // The menu outside the page's own part asks for these first; drawn without them on the server,
  // the page's part met them in the hydration and React threw its markup away.
  const root = rootOf(html);
  expect(root).toContain('data-testid="agreements-waiting-notice"');
  expect(root).toContain(`aria-label="ждут подписи: ${waiting.length}"`);
});

test('the footer comes with a cabinet page: the server draws it whole, and it does not grow under the page after the start', async () => {
  const phone = '79001230078';
  await freshUser(server().app, phone);
  const token = await signIn(server().app, phone);
  const html = (await page('/lk/Dashboard', token)).payload;
  const answers = inlined(html)?.answers ?? {};
  expect(answers['/api/Info/Contacts']).toMatchObject({ Phone: expect.any(String) });
  const footer = answers['/api/Info/GetFooter'] as { LinkList: { Url: string }[] };
  expect(footer.LinkList.length).toBeGreaterThan(0);
  const root = rootOf(html);
  expect(root).toContain('data-testid="footer-phone"');
  expect(root).toContain(`href="${footer.LinkList[0]!.Url}"`);
});

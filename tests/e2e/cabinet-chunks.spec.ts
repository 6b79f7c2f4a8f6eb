// Issue 32: a cabinet page asks for its code in few files (each request's start costs a phone's
// main thread; the bundler's own cut made the dashboard ask for 38), and the chunks made for the
// signed-in pages alone (vite.config.ts, `cabinetChunks`: `cabinet…`) never load on a public page.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { useToken } from './account-helpers';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

/** The script files the page asks for, by name. */
function scriptFiles(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/assets\/[^/]+\.js$/.test(pathname)) files.add(pathname.slice('/assets/'.length));
  });
  return files;
}

/** Signs client 01 in; the id of its first loan. */
async function signIn(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<number> {
  const token = (await (await request.post('/api/Account/Login', { headers: API_HEADERS, data: { Phone: '79000000001', Password: DEMO_PASSWORD } })).json()) as { Token: string; Expires: string };
  await useToken(context, baseURL, token);
  const loans = (await (await request.get('/api/Loans?inActualState=false&v=1', { headers: { ...API_HEADERS, Authorization: `Bearer ${token.Token}` } })).json()) as { Id: number }[];
  return loans[0]!.Id;
}

/** The script files a page names for its start (its loader's preloads and the entry). */
async function startFiles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.goto(path))!.text();
  return [...new Set(html.match(/\/assets\/[^"/]+\.js/g) ?? [])];
}

test('the dashboard starts with at most 24 script files, the loan page with at most 16 (38 and 21 before)', async ({ page, context, request, baseURL }) => {
  const loanId = await signIn(request, context, baseURL!);
  const dashboard = await startFiles(page, '/lk/Dashboard');
  await expect(page.getByTestId('amount-to-pay')).toBeVisible();
  expect(dashboard.some((file) => file.includes('/DashboardPage-')), dashboard.join(' ')).toBe(true);
  expect(dashboard.length, dashboard.join(' ')).toBeLessThanOrEqual(24);
  const loan = await startFiles(page, `/lk/loans/${loanId}`);
  await expect(page.getByTestId('loan-schedule').locator('table')).toBeVisible();
  expect(loan.some((file) => file.includes('/LoanPage-')), loan.join(' ')).toBe(true);
  expect(loan.length, loan.join(' ')).toBeLessThanOrEqual(16);
});

test('public pages and the call-back form load none of the signed-in pages’ chunks', async ({ page }) => {
  const files = scriptFiles(page);
  for (const path of ['/', '/HowGet', '/Faq', '/ombudsmen']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Заказать обратный звонок' }).getByLabel('Мобильный телефон')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...files].filter((file) => file.startsWith('shared-')).length, [...files].join(' ')).toBeGreaterThan(0);
  expect([...files].filter((file) => file.startsWith('cabinet'))).toEqual([]);
});

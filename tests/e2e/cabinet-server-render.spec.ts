// Issue 32: the dashboard's first screen comes rendered from the server for the signed-in client,
// so a phone shows the amount to pay before any JavaScript has run; the app then hydrates that
// very markup — the amount's element stays the same node — with no hydration error in the console.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRub } from '../../src/domain/money';
import { useToken } from './account-helpers';
import { newSignedInClient } from './payment-helpers';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

/** Demo client 10: an active loan with an amount to pay (01 is the one other specs pay most). */
const CLIENT = '79000000010';
/** Demo client 05: frozen, so the dashboard shows the blocked notice instead of a new application. */
const BLOCKED = '79000000005';

async function login(request: APIRequestContext, phone: string) {
  const res = await request.post('/api/Account/Login', { headers: API_HEADERS, data: { Phone: phone, Password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { Token: string; Expires: string };
}

/** Console errors and warnings, and uncaught errors (React reports a hydration mismatch as one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

async function signedIn(request: APIRequestContext) {
  const res = await request.post('/api/Account/Login', { headers: API_HEADERS, data: { Phone: CLIENT, Password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const token = (await res.json()) as { Token: string; Expires: string };
  const get = async <T>(path: string): Promise<T> => (await (await request.get(path, { headers: { Authorization: `Bearer ${token.Token}` } })).json()) as T;
  const loans = await get<{ Id: number; StatusLoan?: { State: number } }[]>('/api/Loans?inActualState=false&v=1');
  const active = loans.find((l) => l.StatusLoan?.State === 4);
  if (!active) throw new Error(`demo client ${CLIENT} has no active loan`);
  const amount = async () => formatRub((await get<{ PaymentAmount: number }>(`/api/Loans/${active.Id}/NextPayment`)).PaymentAmount);
  return { token, loanId: active.Id, amount };
}

test('with JavaScript off, the dashboard already shows the client’s amount to pay and the loan page its schedule', async ({ browser, request, baseURL }) => {
  const client = await signedIn(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  try {
    await useToken(context, baseURL!, client.token);
    const page = await context.newPage();
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('amount-to-pay')).toHaveText(await client.amount());
    await expect(page.getByTestId('cabinet-menu')).toBeVisible();
    await page.goto(`/lk/loans/${client.loanId}`);
    await expect(page.getByTestId('loan-schedule').locator('table')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app hydrates the server’s markup: the same amount element, no hydration error, and the page works', async ({ page, context, request, baseURL }) => {
  const client = await signedIn(request);
  await useToken(context, baseURL!, client.token);
  const problems = problemsOf(page);
  // The amount's element as the HTML parser made it, before any of the app's scripts ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { serverAmount?: Element | null }).serverAmount = document.querySelector('[data-testid="amount-to-pay"]');
    });
  });
  await page.goto('/lk/Dashboard');
  expect(await page.evaluate(() => (window as { serverAmount?: Element | null }).serverAmount?.textContent)).toBe(await client.amount());
  // Hydrated: a link of the cabinet menu navigates inside the app.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { serverAmount?: Element | null }).serverAmount === document.querySelector('[data-testid="amount-to-pay"]'))).toBe(true);
  expect(problems).toEqual([]);
  await page.getByTestId('cabinet-menu').getByRole('link', { name: 'Карты' }).click();
  await expect(page).toHaveURL(/\/lk\/cards$/);
  // The app's own navigation, not a new document (which would have no `serverAmount`).
  expect(await page.evaluate(() => (window as { serverAmount?: unknown }).serverAmount !== undefined)).toBe(true);
  expect(problems).toEqual([]);
});

test('on a phone, a blocked client’s dashboard hydrates without a mismatch: the notice the markup shows is the one the first client render shows', async ({ browser, request, baseURL }) => {
  const token = await login(request, BLOCKED);
  // A phone hydrates the page's parts later than the session's own load of the client ends.
  const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    await useToken(context, baseURL!, token);
    const page = await context.newPage();
    const problems = problemsOf(page);
    const html = await (await page.goto('/lk/Dashboard'))!.text();
    expect(html).toContain('data-testid="application-blocked"');
    await expect(page.getByTestId('application-blocked')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a slow phone, a new client’s dashboard hydrates without a mismatch, and a tap before the app runs still opens the new loan', async ({ page, context, baseURL }) => {
  // A new client has documents waiting for a signature: the menu asks for them before the page's
  // own part hydrates, and the dashboard's notice of them is in that part.
  await newSignedInClient(context, baseURL!);
  const problems = problemsOf(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/lk/Dashboard', { waitUntil: 'commit' });
  // Tapped as soon as the server's markup shows it: held by index.html's recorder, replayed later.
  await page.getByRole('link', { name: 'Получить новый заём' }).click();
  await expect(page).toHaveURL(/\/lk\/new-loan$/);
  await expect(page.getByTestId('choice-amount')).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 32: the dashboard starts from the answers its HTML brought — the amount to pay shows with
// no request for the profile, the loans or the next payment — and a browser that held one
// client's cookie and then another's gets only the second client's figures (must show 3).
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { formatRub } from '../../src/domain/money';
import { useToken } from './account-helpers';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

/** Demo clients 01 and 10: each has an active loan with an amount to pay. */
const FIRST = '79000000001';
const SECOND = '79000000010';

async function signedIn(request: APIRequestContext, phone: string) {
  const res = await request.post('/api/Account/Login', { headers: API_HEADERS, data: { Phone: phone, Password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const token = (await res.json()) as { Token: string; Expires: string };
  const get = async <T>(path: string): Promise<T> => (await (await request.get(path, { headers: { Authorization: `Bearer ${token.Token}` } })).json()) as T;
  const name = (await get<{ UserInfo: { FirstName: string } }>('/api/Account/UserProfile')).UserInfo.FirstName;
  const loans = await get<{ Id: number; StatusLoan?: { State: number } }[]>('/api/Loans?inActualState=false&v=1');
  const active = loans.find((l) => l.StatusLoan?.State === 4);
  if (!active) throw new Error(`demo client ${phone} has no active loan`);
  const amount = async () => formatRub((await get<{ PaymentAmount: number }>(`/api/Loans/${active.Id}/NextPayment`)).PaymentAmount);
  return { token, name, loanId: active.Id, amount };
}

/** The API reads the page's own script sends (not the test's), by path. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') reads.push(url.pathname + url.search);
  });
  return reads;
}

async function openDashboard(page: Page, context: BrowserContext, baseURL: string, client: Awaited<ReturnType<typeof signedIn>>) {
  await context.clearCookies();
  await useToken(context, baseURL, client.token);
  let html = '';
  // Other specs may pay or prolong this shared demo loan meanwhile: the page shows the figure of
  // the moment it was loaded, so it is loaded again until it and the server agree.
  await expect(async () => {
    html = await (await page.goto('/lk/Dashboard'))!.text();
    await expect(page.getByTestId('client-name')).toHaveText(`Здравствуйте, ${client.name}!`);
    await expect(page.getByTestId('amount-to-pay')).toHaveText(await client.amount(), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return html;
}

test('the dashboard shows the amount to pay from its HTML, without asking for the profile, loans or next payment', async ({ page, context, request, baseURL }) => {
  const client = await signedIn(request, FIRST);
  const reads = apiReads(page);
  await openDashboard(page, context, baseURL!, client);
  const firstAnswers = ['/api/Account/UserProfile', '/api/Loans?inActualState=false&v=1', `/api/Loans/${client.loanId}/NextPayment`, `/api/Loans/${client.loanId}/ExpensesToPay`];
  expect(reads.filter((path) => firstAnswers.includes(path))).toEqual([]);
});

test('one client’s cookie, then another’s in the same browser: the page has only the second client’s figures', async ({ page, context, request, baseURL }) => {
  const first = await signedIn(request, FIRST);
  const second = await signedIn(request, SECOND);
  expect(first.loanId).not.toBe(second.loanId);
  await openDashboard(page, context, baseURL!, first);
  const html = await openDashboard(page, context, baseURL!, second);
  for (const theirs of [first.name, FIRST, `/api/Loans/${first.loanId}/`]) expect(html).not.toContain(theirs);
  await expect(page.getByText(first.name)).toHaveCount(0);
  await expect(page.getByTestId('active-loan')).toHaveAttribute('aria-label', `Заём № ${second.loanId}`);
});

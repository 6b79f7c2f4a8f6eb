// Issue 13, a loan's life from the cabinet: demo client 03 takes a loan at /lk/new-loan through the
// scoring, signs it with the SMS code from /dev/outbox.json and sees it active; the sandbox clock
// moves it past its due date and the dashboard shows it expired. Another client declines the offer.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { newSignedInClient } from './payment-helpers';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

async function applyForDefault(page: Page) {
  await page.goto('/lk/new-loan');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('offer-terms')).toBeVisible({ timeout: 20_000 });
}

async function signingCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string; code: string }[];
    code = messages.filter((m) => m.to === phone && m.text.includes('подписание договора займа')).at(-1)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  return code;
}

test.describe('demo client 03 on a server of its own', () => {
  // Client 03 is shared by other specs on the suite's servers: its loan is taken only here.
  let node: SpawnedNode;
  test.beforeAll(async () => {
    node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf', SCORING_DELAY_MS: '1000' });
  });
  test.afterAll(() => killAllNodes());

  test('takes a loan through scoring, signs it with the SMS code, sees it active, then expired after the sandbox clock', async ({ browser, playwright }) => {
    const context = await browser.newContext({ baseURL: node.base });
    const page = await context.newPage();
    const own = await playwright.request.newContext({ baseURL: node.base, extraHTTPHeaders: API_HEADERS });
    const login = await own.post('/api/Account/Login', { data: { Phone: '79000000003', Password: DEMO_PASSWORD } });
    const { Token, Expires } = (await login.json()) as { Token: string; Expires: string };
    await context.addCookies([{ name: 'auth_token', value: Token, domain: new URL(node.base).hostname, path: '/', expires: Math.floor(Date.parse(Expires) / 1000) }]);

    await applyForDefault(page);
    await page.getByTestId('offer-consent').check();
    await page.getByTestId('offer-request-code').click();
    await page.getByTestId('offer-code').fill(await signingCode(own, '79000000003'));
    await page.getByTestId('offer-sign').click();
    await expect(page.getByTestId('loan-issued')).toHaveText('Договор подписан. Деньги отправлены на вашу карту.');

    await page.getByRole('link', { name: 'В личный кабинет' }).click();
    await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('active-loan')).toBeVisible();

    expect((await (await own.post('/sandbox/clock', { data: { Phone: '79000000003', Days: 40 } })).json()).Loans).toBe(1);
    await page.reload();
    await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'expired');
    await context.close();
  });
});

test('a client declines the approved offer and sees it declined', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await applyForDefault(page);
  await page.getByTestId('offer-decline').click();
  await expect(page.getByTestId('loan-declined')).toBeVisible();
});

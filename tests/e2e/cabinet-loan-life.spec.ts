// Issue 13, a loan's life from the cabinet: demo client 03 takes a loan at /lk/new-loan through the
// scoring, signs it with the SMS code from /dev/outbox.json and sees it active; the sandbox clock
// moves it past its due date and the dashboard shows it expired. Another client declines the offer;
// client 08 signs the offer waiting on the dashboard; client 06 answers the dashboard's banner.
import { expect, test, type Page } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { newSignedInClient } from './payment-helpers';
import { signingCode } from './outbox-helpers';
import { API_HEADERS, signIn } from './shell-helpers';

async function applyForDefault(page: Page) {
  await page.goto('/lk/new-loan');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('offer-terms')).toBeVisible({ timeout: 20_000 });
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
    await signIn(context, node.base);

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

  test('client 08 signs the offer waiting on the dashboard with the SMS code and sees the loan active there', async ({ browser, playwright }) => {
    const context = await browser.newContext({ baseURL: node.base });
    const page = await context.newPage();
    const own = await playwright.request.newContext({ baseURL: node.base, extraHTTPHeaders: API_HEADERS });
    await signIn(context, node.base, '79000000008');
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'offered');
    await expect(page.getByTestId('loan-status-title')).toHaveText('Заявка одобрена, подпишите договор');
    await page.getByTestId('offer-consent').check();
    await page.getByTestId('offer-request-code').click();
    await page.getByTestId('offer-code').fill(await signingCode(own, '79000000008'));
    await page.getByTestId('offer-sign').click();
    await expect(page.getByTestId('loan-issued')).toBeVisible();
    // Announced in the corner as well (requirements §9 notifications).
    await expect(page.getByTestId('notification-success')).toContainText('Договор подписан. Деньги отправлены на вашу карту.');
    // The statechart moves along the loan's life on the same page: offered → active.
    await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('active-loan')).toBeVisible();
    await context.close();
  });

  test('client 06 answers the LK banner (counted shown, then gone) and sees the request waiting for a document', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: node.base });
    const page = await context.newPage();
    await signIn(context, node.base, '79000000006');
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/ServiceBanners/ShowCountIncrement') && r.status() === 204);
    await page.goto('/lk/Dashboard');
    await counted;
    const banner = page.getByRole('region', { name: 'Как вы узнали о нас?' });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('under-request')).toContainText('Загрузите фотографию страницы паспорта с регистрацией');
    await expect(page.getByTestId('under-request').getByRole('link', { name: 'Загрузить документы' })).toHaveAttribute('href', '/lk/profile-edit#document-group-2');
    await banner.getByRole('button', { name: 'Из рекламы в интернете' }).click();
    await expect(banner.getByTestId('banner-answered')).toHaveText('Спасибо за ответ!');
    await page.reload();
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('service-banner')).toHaveCount(0);
    await context.close();
  });
});

test('a client declines the approved offer and sees it declined', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await applyForDefault(page);
  await page.getByTestId('offer-decline').click();
  await expect(page.getByTestId('loan-declined')).toBeVisible();
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('loan-status-title')).toHaveText('Заявка отменена');
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'closed');
});

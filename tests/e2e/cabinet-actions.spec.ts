// Issue 28, items 4 and 6: a document waiting for the signature is announced; «Продлить заём» is offered where the loan's prolongation settings say it is
// available (client 10, five days into its term), and not on an overdue loan (client 07), where it
// only led to «Этот заём сейчас нельзя продлить…».
import { expect, test } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { MONEY_PHONE, outboxCode } from './money-helpers';
import { signIn } from './shell-helpers';

for (const [phone, offered] of [
  ['79000000010', true],
  ['79000000007', false],
] as const) {
  test(`client ${phone.slice(-2)}: «Продлить заём» ${offered ? 'is' : 'is not'} offered on the dashboard and on the loan's page`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, phone);
    await page.goto('/lk/Dashboard');
    const actions = page.getByTestId('loan-status').getByTestId('loan-actions');
    await expect(actions.getByRole('link', { name: 'Оплатить' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(actions.getByRole('link', { name: 'Продлить заём' })).toHaveCount(offered ? 1 : 0);
    await page.getByTestId('loans').getByRole('link').last().click();
    await expect(page.getByTestId('loan-actions').getByRole('link', { name: 'Оплатить' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('loan-actions').getByRole('link', { name: 'Продлить заём' })).toHaveCount(offered ? 1 : 0);
  });
}

test.describe('demo client 10 on a server of its own', () => {
  // Client 10 is shared: its document is signed only here.
  let node: SpawnedNode;
  test.beforeAll(async () => {
    node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf' });
  });
  test.afterAll(() => killAllNodes());

  test('the document waiting for the signature is announced in the menu, on the dashboard and before a prolongation, until it is signed', async ({ browser, playwright }) => {
    const context = await browser.newContext({ baseURL: node.base });
    const page = await context.newPage();
    const own = await playwright.request.newContext({ baseURL: node.base });
    await signIn(context, node.base, MONEY_PHONE);
    await page.goto('/lk/Dashboard');
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(menu.getByTestId('agreements-waiting')).toHaveText('1');
    const notice = page.getByTestId('agreements-waiting-notice');
    await expect(notice).toContainText('Ждёт вашей подписи: Общие условия');
    // The prolongation, which the new edition governs, says so before the term is chosen.
    await page.getByTestId('loan-actions').getByRole('link', { name: 'Продлить заём' }).click();
    await expect(page.getByTestId('agreements-waiting-notice')).toContainText('Общие условия');
    await page.getByTestId('agreements-waiting-notice').getByRole('link').click();
    await expect(page).toHaveURL(/\/lk\/agreements\/\d+$/);
    const before = new Date().toISOString();
    await page.getByTestId('agreement-request-code').click();
    // Signing's steps take the focus under the document, where the client is (StepRegion).
    await expect(page.getByRole('heading', { name: 'Подпишите документ' })).toBeFocused();
    await page.getByLabel('Код из SMS').fill(await outboxCode(own, MONEY_PHONE, 'подписание документов', before));
    await page.getByTestId('agreement-sign').click();
    await expect(page.getByTestId('agreement-signed')).toHaveText('Документ подписан.');
    await expect(page.getByTestId('agreement-signed')).toBeFocused();
    await expect(menu.getByTestId('agreements-waiting')).toHaveCount(0);
    await menu.getByRole('link', { name: 'Главная' }).click();
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('agreements-waiting-notice')).toHaveCount(0);
    await context.close();
  });
});

test('the cards page asks for a card’s photo only when there is one (no 404 for every card)', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000001');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cards/images/')) asked.push(request.url());
  });
  await page.goto('/lk/cards');
  await expect(page.getByText('4242').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

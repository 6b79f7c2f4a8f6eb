// Issue 28, Must show 2: client 06's request for a document belongs to its application under
// review, its own link lands on the document group it asks for, and the upload there clears it
// from the dashboard (also after a reload). On a server of its own: client 06 is shared.
import { expect, test } from '@playwright/test';
import { killAllNodes, startNode, type SpawnedNode } from '../../server/test/spawn-node';
import { PNG } from './account-helpers';
import { signIn } from './shell-helpers';

const REQUEST = 'Загрузите фотографию страницы паспорта с регистрацией';

test.describe('demo client 06 on a server of its own', () => {
  let node: SpawnedNode;
  test.beforeAll(async () => {
    node = await startNode({ DATA_DIR: ':memory:', TENANT: 'sf' });
  });
  test.afterAll(() => killAllNodes());

  test('the request names the application under review, lands on its group, and clears once the page is uploaded', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: node.base, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(context, node.base, '79000000006');
    await page.goto('/lk/Dashboard');
    const request = page.getByTestId('under-request');
    await expect(request).toContainText(`${REQUEST} — заявка на 15 000 ₽`);
    // The application it names is there: under review, in the loans list; not «Займов пока нет».
    await expect(page.getByTestId('loan-status-title')).toHaveText('Заявка на рассмотрении');
    await expect(page.getByTestId('loans')).toContainText('15 000 ₽');
    await expect(page.getByText('Займов пока нет.')).toHaveCount(0);

    await request.getByRole('link', { name: 'Загрузить документы' }).click();
    await expect(page).toHaveURL(/\/lk\/profile-edit#document-group-2$/);
    const group = page.getByRole('region', { name: 'Паспорт: страница с регистрацией' });
    await expect(group).toBeInViewport();
    await group.locator('input[type="file"]').setInputFiles({ name: 'registration.png', mimeType: 'image/png', buffer: PNG });
    await expect(group.getByTestId('document-uploaded')).toHaveText('Файл «registration.png» загружен.');

    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Главная' }).click();
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('under-request')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('under-request')).toHaveCount(0);
    await context.close();
  });
});

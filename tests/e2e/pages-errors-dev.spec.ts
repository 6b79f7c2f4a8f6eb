// Error pages (and bots), and the developer pages.
import { expect, test } from '@playwright/test';
import { DESKTOP } from './shell-helpers';

test.use(DESKTOP);

test('the guideline error pages show 400, 403, 404 and 500', async ({ page }) => {
  for (const code of ['400', '403', '404', '500']) {
    await page.goto(`/guidelines/${code}`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', code);
    await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');
  }
});

test('a path no route matches answers HTTP 404 with the SPA showing its 404 page; cabinet paths get the app', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  for (const path of ['/', '/Faq', '/News', '/guidelines/404', '/lk/Dashboard', '/lk/no-such-page']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test.describe('for a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' });

  test('no error page is rendered', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });
});

test('/test/icons and /guidelines/icons show the icon set', async ({ page }) => {
  for (const path of ['/test/icons', '/guidelines/icons']) {
    await page.goto(path);
    await expect(page.locator('[data-icon] svg').first()).toBeVisible();
    expect(await page.locator('[data-icon]').count()).toBeGreaterThan(15);
  }
});

test('/test/modal stacks modals; Escape closes the last; scroll lock follows', async ({ page }) => {
  await page.goto('/test/modal');
  await page.getByRole('button', { name: 'Открыть первое окно' }).click();
  await page.getByRole('dialog', { name: 'Первое окно' }).getByRole('button', { name: 'Открыть второе окно' }).click();
  await expect(page.getByTestId('modal-stack')).toHaveText('Открыты: demo-first, demo-second');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('modal-stack')).toHaveText('Открыты: demo-first');
  await page.getByRole('dialog', { name: 'Первое окно' }).getByRole('button', { name: 'Закрыть последнее' }).click();
  await expect(page.getByTestId('modal-stack')).toHaveText('Открыты: нет');
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('/test/dadata suggests addresses from the sandbox', async ({ page }) => {
  await page.goto('/test/dadata');
  await page.getByLabel('Адрес').fill('Тверская');
  const first = page.getByTestId('suggestions').getByRole('button').first();
  await expect(first).toContainText('Тверская');
  await first.click();
  await expect(page.getByLabel('Адрес')).toHaveValue(/Тверская/);
});

test('/test/prod shows the tenant and the environment', async ({ page }, info) => {
  await page.goto('/test/prod');
  await expect(page.getByRole('row', { name: /Тенант/ })).toContainText(info.project.metadata.tenant as string);
});

// requirements §9: debug mode is on with the URL parameter Debug=1; its cookie lives one day.
test('Debug=1 turns debug mode on for a day: the cookie, the machines in the console, /test/prod says so', async ({ page, context }) => {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'debug' && m.text().startsWith('[machine]')) lines.push(m.text());
  });
  await page.goto('/test/prod');
  await expect(page.getByRole('row', { name: /Отладка/ })).toContainText('выключена');
  expect((await context.cookies()).find((c) => c.name === 'Debug')).toBeUndefined();
  const before = Date.now() / 1000;
  await page.goto('/Faq?Debug=1');
  await expect(page.locator('html')).toHaveAttribute('data-debug', 'on');
  const cookie = (await context.cookies()).find((c) => c.name === 'Debug');
  expect(cookie?.value).toBe('1');
  expect(cookie!.expires - before).toBeGreaterThan(86_400 - 120);
  expect(cookie!.expires - before).toBeLessThan(86_400 + 120);
  await page.getByTestId('header').getByRole('button', { name: 'Заказать звонок' }).click();
  await expect.poll(() => lines.some((l) => l.startsWith('[machine] '))).toBe(true);
  // The cookie keeps it on without the parameter; Debug=0 ends it.
  await page.goto('/test/prod');
  await expect(page.getByRole('row', { name: /Отладка/ })).toContainText('включена');
  await page.goto('/test/prod?Debug=0');
  await expect(page.getByRole('row', { name: /Отладка/ })).toContainText('выключена');
  expect((await context.cookies()).find((c) => c.name === 'Debug')).toBeUndefined();
});

test('/guidelines shows both brands and masks every masked input', async ({ page }) => {
  await page.goto('/guidelines');
  await expect(page.getByRole('region', { name: 'Бренд sf (зелёный)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Бренд mf (розовый)' })).toBeVisible();
  const cases: [string, string, string][] = [
    ['Телефон', '9001234567', '+7 (900) 123-45-67'],
    ['Серия и номер паспорта', '4510123456', '4510 123456'],
    ['Дата', '12041988', '12.04.1988'],
    ['Код подразделения', '770001', '770-001'],
    ['Код из СМС', '123456', '123 456'],
  ];
  for (const [label, typed, shown] of cases) {
    const input = page.getByLabel(label);
    await input.pressSequentially(typed);
    await expect(input).toHaveValue(shown);
  }
  const inn = page.getByLabel('ИНН');
  await inn.pressSequentially('1234');
  await inn.blur();
  await expect(page.getByText('Заполните поле полностью')).toBeVisible();
});

test('/test/upload needs a file before it uploads', async ({ page }) => {
  await page.goto('/test/upload');
  await expect(page.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
  await page.getByLabel('Файл').setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
});

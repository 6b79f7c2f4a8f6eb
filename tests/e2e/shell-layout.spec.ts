// Layout of the shell and the home page (issue 11, minor items): the phone header in one row, the
// calculator's «Получить деньги» on a phone's first screen, the hero on the header's grid, «₽»
// never alone on a line, «заём» spelt one way, the sidebar gone when a call is ordered from it.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, signIn } from './shell-helpers';

/** «₽» signs that start a line of their own: their box is lower than the character before them. */
function orphanRoubles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = text.indexOf('₽'); i > 0; i = text.indexOf('₽', i + 1)) {
        let before = i - 1;
        while (before > 0 && /\s/.test(text[before] ?? '')) before--;
        const box = (from: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, from + 1);
          return range.getBoundingClientRect();
        };
        const sign = box(i);
        if (sign.height > 0 && sign.top > box(before).bottom - 2) out.push(text.slice(Math.max(0, i - 20), i + 1));
      }
    }
    return out;
  });
}

test.describe('on a 375 px phone', () => {
  test.use(MOBILE);

  test('the header is one row: logo, login button and burger side by side', async ({ page }) => {
    for (const path of ['/', '/Faq']) {
      await page.goto(path);
      const header = await page.getByTestId('header').boundingBox();
      const login = await page.getByTestId('header').getByTestId('login-button').boundingBox();
      const burger = await page.getByTestId('burger').boundingBox();
      expect(header!.height, path).toBeLessThanOrEqual(80);
      expect(Math.abs(burger!.y + burger!.height / 2 - (login!.y + login!.height / 2)), path).toBeLessThan(8);
      expect(burger!.x + burger!.width, path).toBeLessThanOrEqual(375);
    }
  });

  test("the calculator's «Получить деньги» is on the first screen (740 px)", async ({ page }) => {
    await page.goto('/');
    const cta = page.getByTestId('cta');
    await expect(cta).toBeVisible();
    const box = await cta.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  });

  test('«₽» never wraps alone to a line', async ({ page }) => {
    for (const path of ['/HowGet', '/', '/Faq']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await orphanRoubles(page), path).toEqual([]);
    }
  });

  // requirements §4: the mobile profile menu shows only for a client who is not new and has finished registration.
  test('the cabinet menu shows on a phone for a registered client with loans, not for a new client', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, '79000000009');
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('cabinet-menu')).toBeVisible();
    await context.clearCookies();
    await signIn(context, baseURL!, '79000000003');
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('page')).toHaveAttribute('data-area', 'cabinet');
    await expect(page.getByTestId('loan-status')).toBeVisible();
    await expect(page.getByTestId('cabinet-menu')).toBeHidden();
  });

  test('ordering a call from the sidebar closes the sidebar', async ({ page }) => {
    await page.goto('/Faq');
    await page.getByTestId('burger').tap();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-visible', 'true');
    await sidebar.getByRole('button', { name: 'Заказать звонок' }).tap();
    await expect(page.getByRole('dialog', { name: 'Заказать обратный звонок' })).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveCount(0);
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test("the hero starts on the header's and the footer's content line", async ({ page }) => {
    await page.goto('/');
    const logo = await page.getByTestId('header').getByTestId('brand').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.round(title!.x)).toBe(Math.round(logo!.x));
  });
});

test('«заём» is spelt one way: no «Займ» on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Заём');
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/(^|[^а-яё])займ([^а-яё]|$)/i);
});

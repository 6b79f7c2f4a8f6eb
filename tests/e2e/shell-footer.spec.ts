// requirements §2.6 footer variants, links, buttons, texts and the failed-load message.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, tenantOf } from './shell-helpers';

const FOOTER_LINKS: [string, string][] = [
  ['Как получить заём', '/HowGet'],
  ['Реквизиты', '/o-kompanii?scrollTo=requisites'],
  ['Города', '/city'],
  ['О компании', '/o-kompanii'],
  ['Как погасить заём', '/HowReturn'],
  ['Документы', '/documents'],
  ['Услуги', '/Services'],
  ['Карта сайта', '/SiteMap'],
  ['Вопросы и ответы', '/Faq'],
  ['Контакты', '/contacts'],
  ['Новости', '/News'],
];
const LEGAL = { sf: 'ООО МКК «Семафор Финанс»', mf: 'ООО МКК «Малина Финанс»' } as const;

for (const [name, use] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
  test.describe(`${name} footer`, () => {
    test.use(use);

    test('navigation footer: links, buttons, free call, copyright, tenant names and apps', async ({ page }, info) => {
      const tenant = tenantOf(info);
      await page.goto('/Faq');
      const footer = page.getByTestId('footer');
      await expect(footer).toHaveAttribute('data-variant', 'navigation');
      for (const [label, href] of FOOTER_LINKS) await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(footer.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/login');
      await expect(footer.getByRole('link', { name: 'Получить деньги' })).toHaveAttribute('href', '/registration');
      await expect(footer.getByText('звонок бесплатный')).toBeVisible();
      await expect(footer.getByTestId('footer-phone')).toHaveAttribute('href', /^tel:/);
      await expect(footer.getByTestId('copyright')).toHaveText(`© 2019–${new Date().getFullYear()} ${LEGAL[tenant]}`);
      await expect(footer.getByTestId('app-buttons')).toHaveCount(tenant === 'sf' ? 1 : 0);
      if (tenant === 'sf') {
        await expect(footer.getByRole('link', { name: 'Приложение для iPhone' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Приложение для Android' })).toBeVisible();
      }
    });

    test("footer buttons lead to login and registration", async ({ page }) => {
      await page.goto('/Faq');
      await page.getByTestId('footer').getByRole('link', { name: 'Получить деньги' }).click();
      await expect(page).toHaveURL(/\/registration\?step=REGISTRATION$/);
      await page.goto('/Faq');
      await page.getByTestId('footer').getByRole('link', { name: 'Личный кабинет' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}

test.describe('footer variants', () => {
  test.use(DESKTOP);

  for (const path of ['/', '/zaem-besplatno-i-vigodno', '/promo-zaem']) {
    test(`landing navigation footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByTestId('footer');
      await expect(footer).toHaveAttribute('data-variant', 'landing');
      await expect(footer.getByRole('link', { name: 'Карта сайта' })).toBeVisible();
      await expect(footer.getByText('звонок бесплатный')).toBeVisible();
    });
  }

  for (const path of ['/registration', '/creation']) {
    test(`general-conditions footer on ${path}: documents open in a new tab`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByTestId('footer');
      await expect(footer).toHaveAttribute('data-variant', 'conditions');
      const docs = footer.getByRole('navigation', { name: 'Общие условия и документы' }).getByRole('link');
      await expect(docs.first()).toBeVisible();
      const count = await docs.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await expect(docs.nth(i)).toHaveAttribute('target', '_blank');
        await expect(docs.nth(i)).toHaveAttribute('rel', /noopener/);
      }
      await expect(footer.getByText('звонок бесплатный')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Получить деньги' })).toHaveCount(0);
    });
  }

  test('a failed footer load shows the administrator message', async ({ page }) => {
    await page.route('**/api/Info/GetFooter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"Errors":[{"ErrorCode":"X","Message":"x"}]}' }),
    );
    await page.goto('/Faq');
    await expect(page.getByTestId('footer').getByRole('alert')).toHaveText('Пожалуйста сообщите об ошибке администратору');
  });
});

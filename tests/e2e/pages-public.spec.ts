// Public pages with their API content, in both tenants.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, watchErrors } from './shell-helpers';

test.use(DESKTOP);

const PAGES: [string, RegExp | string][] = [
  ['/HowGet', /./],
  ['/HowReturn', /./],
  ['/Faq', 'Вопросы и ответы'],
  ['/News', 'Акции и новости'],
  ['/Services', /./],
  ['/Services/zaim-do-zarplaty', 'Заём до зарплаты'],
  ['/Services/zaim-na-kreditnuyu-kartu', /./],
  ['/city', /./],
  ['/city/moskva', 'Займы онлайн в Москве'],
  ['/documents', /./],
  ['/normativnye-dokumenty', /./],
  ['/o-kompanii', 'О компании'],
  ['/contacts', 'Контакты'],
  ['/kontakty', 'Контакты'],
  ['/career', /./],
  ['/ombudsmen', /./],
  ['/mobile-app', /./],
  ['/privacy_policy_mobile_app', /./],
  ['/SiteMap', 'Карта сайта'],
  ['/promo-zaem', /./],
  ['/zaem-besplatno-i-vigodno', /./],
  ['/paid-flff', /./],
];

test('every public page shows its title and content without errors', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  for (const [path, title] of PAGES) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toHaveText(title);
    await expect(page.getByTestId('error-page'), path).toHaveCount(0);
    await expect(page.locator('main'), path).not.toHaveText(/Загрузка…$/);
  }
  expect(errors).toEqual([]);
});

test('home calculator: ПСК before the rate, within the caps; the choice goes to registration', async ({ page }) => {
  await page.goto('/');
  const calc = page.getByTestId('calculator');
  await expect(calc).toBeVisible();
  const labels = await calc.locator('dt').allTextContents();
  // ПСК carries its hint («Полная стоимость кредита») inside its label.
  expect(labels.findIndex((l) => l.startsWith('ПСК'))).toBeGreaterThanOrEqual(0);
  expect(labels.findIndex((l) => l.startsWith('ПСК'))).toBeLessThan(labels.indexOf('Ставка'));
  await expect(calc.getByRole('tooltip', { includeHidden: true })).toHaveText('Полная стоимость кредита');
  const psk = await calc.getByTestId('calc-psk').textContent();
  const pskValue = Number(psk!.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(pskValue).toBeLessThanOrEqual(292);
  const amount = calc.getByRole('slider', { name: 'Сумма займа' });
  const term = calc.getByRole('slider', { name: 'Срок' });
  const repayBefore = await calc.getByTestId('calc-repay').textContent();
  await amount.fill('20000');
  await term.fill('10');
  await expect(calc.getByTestId('calc-amount')).toHaveText('20 000 ₽');
  await expect(calc.getByTestId('calc-term')).toHaveText('10 дней');
  await expect(calc.getByTestId('calc-repay')).not.toHaveText(repayBefore!);
  await calc.getByRole('link', { name: 'Получить деньги' }).click();
  await expect(page).toHaveURL(/\/registration\?amount=20000&term=10(&step=REGISTRATION)?$/);
});

test('news list leads to the 0 % first-loan promotion', async ({ page }) => {
  await page.goto('/News');
  const promo = page.getByRole('link', { name: /0\s?%/ }).first();
  await expect(promo).toBeVisible();
  await promo.click();
  await expect(page).toHaveURL(/\/News\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/0\s?%/);
  await expect(page.getByTestId('page-news-item')).toContainText('Все акции и новости');
});

test('about the company has the requisites block', async ({ page }) => {
  await page.goto('/o-kompanii');
  const requisites = page.locator('#requisites');
  await expect(requisites.getByRole('heading', { name: 'Реквизиты' })).toBeVisible();
  await expect(requisites.getByRole('row').first()).toBeVisible();
  await expect(requisites.getByRole('rowheader', { name: 'ИНН' })).toBeVisible();
});

test('contacts show the phone and e-mail on both paths', async ({ page }) => {
  for (const path of ['/contacts', '/kontakty']) {
    await page.goto(path);
    await expect(page.getByTestId('page-contacts').getByRole('link', { name: /^8 800/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('page-contacts').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  }
});

test('career has the grey background; other pages do not', async ({ page }) => {
  await page.goto('/career');
  await expect(page.getByTestId('page')).toHaveAttribute('data-grey', 'true');
  await expect(page.getByTestId('page')).toHaveCSS('background-color', 'rgb(243, 245, 247)');
  await page.goto('/HowGet');
  await expect(page.getByTestId('page')).toHaveAttribute('data-grey', 'false');
});

test('layouts: documents, landing (ombudsmen) and empty (/widgets/edna)', async ({ page }) => {
  await page.goto('/documents');
  await expect(page.getByTestId('page')).toHaveAttribute('data-layout', 'document');
  await page.goto('/ombudsmen');
  await expect(page.getByTestId('page')).toHaveAttribute('data-layout', 'landing');
  await expect(page.getByTestId('header')).toHaveCount(0);
  await page.goto('/widgets/edna');
  await expect(page.getByTestId('page-widgets-edna')).toBeAttached();
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('footer')).toHaveCount(0);
});

test('ombudsmen form: field errors, then a sent appeal', async ({ page }) => {
  await page.goto('/ombudsmen');
  const form = page.getByRole('form', { name: 'Обращение к финансовому уполномоченному' });
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(form.getByText('Укажите мобильный телефон')).toBeVisible();
  await form.getByLabel('Ваше имя').fill('Анна');
  await form.getByLabel('Мобильный телефон').pressSequentially('9001234567');
  await expect(form.getByLabel('Мобильный телефон')).toHaveValue('+7 (900) 123-45-67');
  await form.getByLabel('Текст обращения').fill('Прошу разъяснить начисления по договору.');
  // The server's refusal shows beside its field and keeps what was typed.
  await form.getByLabel('Электронная почта (необязательно)').fill('anna@');
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(form.locator('#omb-email-error')).toHaveText('Проверьте адрес электронной почты');
  await expect(form.getByLabel('Текст обращения')).toHaveValue('Прошу разъяснить начисления по договору.');
  await form.getByLabel('Электронная почта (необязательно)').fill('anna@example.ru');
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(page.getByTestId('ombudsmen-success')).toHaveText('Обращение отправлено. Мы ответим вам в течение 15 рабочих дней.');
});

test('the site map lists the public routes', async ({ page }) => {
  await page.goto('/SiteMap');
  const map = page.getByRole('navigation', { name: 'Карта сайта' });
  for (const href of ['/', '/HowGet', '/HowReturn', '/Faq', '/News', '/o-kompanii', '/contacts', '/documents', '/city', '/Services']) {
    await expect(map.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(map.locator('a[href^="/lk"]')).toHaveCount(0);
  await expect(map.locator('a[href^="/test"]')).toHaveCount(0);
});

test('Christmas lights appear only when the setting is on', async ({ page }) => {
  await page.goto('/Faq');
  await expect(page.getByTestId('page-faq')).toBeVisible();
  await expect(page.getByTestId('christmas-lights')).toHaveCount(0);
  await page.route('**/api/Info/Settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, EnableChristmasLights: true } });
  });
  await page.reload();
  await expect(page.getByTestId('christmas-lights')).toBeAttached();
});

test.describe('on a phone', () => {
  test.use(MOBILE);

  test('home calculator and a content page render', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('calculator')).toBeVisible();
    await page.goto('/HowReturn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

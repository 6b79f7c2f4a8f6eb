// requirements §2.6 header, in both tenants, at 1280 px and at 375 px with a mobile user agent.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, signIn, watchErrors } from './shell-helpers';

const LINKS: [string, string][] = [
  ['Как получить заём', '/HowGet'],
  ['Как погасить заём', '/HowReturn'],
  ['Вопросы и ответы', '/Faq'],
  ['Акции и новости', '/News'],
  ['О компании', '/o-kompanii'],
  ['Контакты', '/contacts'],
];

test.describe('desktop header', () => {
  test.use(DESKTOP);

  test('has the six links, the phone link and the login button', async ({ page }) => {
    await page.goto('/Faq');
    const header = page.getByTestId('header');
    await expect(header).toHaveAttribute('data-mode', 'default');
    const nav = header.getByRole('navigation', { name: 'Основное меню' });
    for (const [label, href] of LINKS) await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await expect(header.getByTestId('header-phone')).toHaveAttribute('href', /^tel:\d{11}$/);
    const login = header.getByTestId('login-button');
    await expect(login).toHaveAccessibleName('Личный кабинет');
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a header link navigates without reloading the page', async ({ page }) => {
    await page.goto('/Faq');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('header').getByRole('link', { name: 'Как получить заём' }).click();
    await expect(page).toHaveURL(/\/HowGet$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('order-call opens CallBackModal; Escape closes it', async ({ page }) => {
    await page.goto('/Faq');
    await page.getByTestId('header').getByRole('button', { name: 'Заказать звонок' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The form has loaded and taken the focus, as a user would see it.
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the burger opens the sidebar after 200 ms and closes it with a 300 ms animation', async ({ page }) => {
    await page.goto('/Faq');
    const sidebar = page.getByTestId('sidebar');
    // Timed in the page so that test-runner latency cannot shorten the measured delays.
    const openedAfter = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          document.querySelector<HTMLButtonElement>('[data-testid=burger]')!.click();
          const tick = () => {
            if (document.querySelector('[data-testid=sidebar][data-visible=true]')) resolve(performance.now() - t0);
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    expect(openedAfter).toBeGreaterThanOrEqual(190);
    await expect(page.getByTestId('burger')).toHaveAttribute('aria-expanded', 'true');
    const closedAfter = await page.evaluate(
      () =>
        new Promise<[number, string | null]>((resolve) => {
          const t0 = performance.now();
          document.querySelector<HTMLButtonElement>('[data-testid=sidebar] button[aria-label="Закрыть меню"]')!.click();
          let during: string | null = null;
          const tick = () => {
            const el = document.querySelector('[data-testid=sidebar]');
            if (el) during = el.getAttribute('data-visible');
            if (!el) resolve([performance.now() - t0, during]);
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    expect(closedAfter[0]).toBeGreaterThanOrEqual(290);
    expect(closedAfter[1]).toBe('false');
    await expect(sidebar).toHaveCount(0);
  });

  test('a sidebar link navigates and closes the sidebar', async ({ page }) => {
    await page.goto('/Faq');
    await page.getByTestId('burger').click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Карта сайта' }).click();
    await expect(page).toHaveURL(/\/SiteMap$/);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test('sticky only past 58 px of scroll and above 1070 px of width', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    const header = page.getByTestId('header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 58));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.setViewportSize({ width: 1070, height: 800 });
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('modes and the logout control follow the path and the session', async ({ page, context, baseURL }) => {
    await page.goto('/registration');
    await expect(page.getByTestId('header')).toHaveAttribute('data-mode', 'default');
    await expect(page.getByTestId('logout')).toHaveCount(0);
    await signIn(context, baseURL!);
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('header')).toHaveAttribute('data-mode', 'profile');
    await expect(page.getByTestId('logout')).toBeVisible();
    await page.goto('/creation');
    await expect(page.getByTestId('header')).toHaveAttribute('data-mode', 'auth');
    await expect(page.getByTestId('logout')).toBeVisible();
    await page.goto('/Faq');
    await expect(page.getByTestId('header')).toHaveAttribute('data-mode', 'default');
    await expect(page.getByTestId('logout')).toHaveCount(0);
  });

  test("for a logged-in client «Личный кабинет» leads to the cabinet, not to /login", async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await signIn(context, baseURL!);
    await page.goto('/Faq');
    const login = page.getByTestId('header').getByTestId('login-button');
    await expect(login).toHaveAttribute('href', '/lk/Dashboard');
    await expect(login).toHaveAccessibleName('Личный кабинет');
    await login.click();
    await expect(page).toHaveURL(/\/lk\/Dashboard$/);
    await expect(page.getByText('Вы уже вошли')).toHaveCount(0);
    // The prerendered page was anonymous: switching the link after hydration raised no mismatch.
    expect(errors).toEqual([]);
  });

  test('logout ends the session and goes to the root', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    // Pressed as soon as the server-drawn page shows it, while the app is still starting.
    await page.goto('/lk/Dashboard', { waitUntil: 'commit' });
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
    await page.goto('/lk/Dashboard');
    await expect(page).toHaveURL(/\/login\?from=%2Flk%2FDashboard$/);
  });
});

test.describe('mobile header', () => {
  test.use(MOBILE);

  test("the login button says 'Войти' and leads to /login", async ({ page }) => {
    await page.goto('/Faq');
    const login = page.getByTestId('header').getByTestId('login-button');
    await expect(login).toHaveAccessibleName('Войти');
    await login.tap();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("for a logged-in client the button says 'Кабинет' and leads to the cabinet, as the sidebar's does", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    await page.goto('/Faq');
    const login = page.getByTestId('header').getByTestId('login-button');
    await expect(login).toHaveAccessibleName('Кабинет');
    await expect(login).toHaveAttribute('href', '/lk/Dashboard');
    await page.getByTestId('burger').tap();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/lk/Dashboard');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await login.tap();
    await expect(page).toHaveURL(/\/lk\/Dashboard$/);
  });

  test('links live in the burger sidebar; order-call is there too', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
    await page.getByTestId('burger').tap();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-visible', 'true');
    for (const [label, href] of LINKS) await expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await sidebar.getByRole('button', { name: 'Заказать звонок' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('never sticky on a narrow screen', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(100);
    await expect(page.getByTestId('header')).toHaveAttribute('data-sticky', 'false');
  });
});

test.describe('tablet with a mobile user agent', () => {
  test.use({ ...MOBILE, viewport: { width: 1024, height: 768 } });

  test('counts as mobile: the login button says Войти', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByTestId('header')).toHaveAttribute('data-device', 'Mobile');
    await expect(page.getByTestId('header').getByTestId('login-button')).toHaveAccessibleName('Войти');
  });
});

// The spec's figures as the browser has them (requirements §9): the auth cookie's path, Secure flag
// and the server's expiry, the UserHash cookie's six months, the old-site cookie's name for this
// environment type, the modal layer's z-index 2000 and the logo's 92 × 42. Both brands.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DESKTOP } from './shell-helpers';

test.use(DESKTOP);

test('auth cookie: path /, Secure, and the expiry the server answered', async ({ page, context }) => {
  await page.goto('/login');
  const answer = page.waitForResponse((r) => /\/api\/Account\/Login(Complete)?$/.test(new URL(r.url()).pathname) && r.ok());
  await page.locator('#login-phone').pressSequentially('9000000003');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
  const { Token, Expires } = (await (await answer).json()) as { Token: string; Expires: string };
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'auth_token')).toBe(true);
  const auth = (await context.cookies()).find((c) => c.name === 'auth_token')!;
  expect(decodeURIComponent(auth.value)).toBe(Token);
  expect(auth.path).toBe('/');
  expect(auth.secure).toBe(true);
  // A cookie's expiry is kept to the second.
  expect(auth.expires).toBe(Math.floor(Date.parse(Expires) / 1000));
});

test('UserHash cookie: a UUID on path / that lives 6 months', async ({ page, context }) => {
  const before = new Date();
  await page.goto('/Faq');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'UserHash')).toBe(true);
  const hash = (await context.cookies()).find((c) => c.name === 'UserHash')!;
  expect(hash.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(hash.path).toBe('/');
  const sixMonths = new Date(before);
  sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
  // Set between `before` and now: within a minute of six calendar months on.
  expect(Math.abs(hash.expires * 1000 - sixMonths.getTime())).toBeLessThan(60_000);
});

test('the old-site cookie is read by its name for this environment type (dev: .ASPXAUTH_dev), not by the prod name', async ({ page, context, request, baseURL }) => {
  const login = await request.post('/api/Account/Login', { data: { Phone: '79000000001', Password: DEMO_PASSWORD } });
  const { Token } = (await login.json()) as { Token: string };
  // The reference server runs with ENV_TYPE dev: the prod name is another environment's session.
  await context.addCookies([{ name: '.ASPXAUTH', value: Token, url: baseURL! }]);
  await page.goto('/lk/Dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await context.clearCookies();
  await context.addCookies([{ name: '.ASPXAUTH_dev', value: Token, url: baseURL! }]);
  await page.goto('/lk/Dashboard');
  await expect(page).toHaveURL(/\/lk\/Dashboard$/);
  await expect(page.getByTestId('client-name')).toBeVisible();
});

test('the modal layer sits at z-index 2000', async ({ page }) => {
  await page.goto('/Faq');
  await page.getByTestId('header').getByRole('button', { name: 'Заказать звонок' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const overlay = page.getByTestId('CallBackModal-overlay');
  await expect(overlay).toHaveCSS('z-index', '2000');
  await expect(overlay).toHaveCSS('position', 'fixed');
});

test('the logo is 92 × 42 by default', async ({ page }) => {
  await page.goto('/Faq');
  const box = (await page.getByTestId('header').getByTestId('brand').boundingBox())!;
  expect({ width: Math.round(box.width), height: Math.round(box.height) }).toEqual({ width: 92, height: 42 });
});

test('back restores the saved position at 800 ms on the page clock, not at 799', async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.clock.install();
  await page.goto('/Faq');
  await expect(page.getByTestId('page-faq')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(scrollY).toBe(600);
  await page.getByTestId('footer').getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect.poll(scrollY).toBe(0);
  // The page clock stands still from here: only runFor moves the app's timers.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.goBack();
  await expect(page.getByTestId('page-faq')).toBeVisible();
  await page.clock.runFor(799);
  // Real time passes too: a restore already under way would show by now.
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(scrollY).toBe(600);
});

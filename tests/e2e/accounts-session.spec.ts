// Session rules seen in the browser (issue 11, defects 9 and 10 and the double cabinet loads):
// any 401 ends at /login?sessionExpired=true even for an anonymous visitor (requirements §2.4, §8); any
// path under /lk without a token goes to /login (requirements §2.4); the auth cookie is Secure (requirements §9);
// a cabinet load asks for the client's data once.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DESKTOP, signIn } from './shell-helpers';

test.use(DESKTOP);

test('a 401 on a public page while anonymous goes to /login?sessionExpired=true', async ({ page }) => {
  // The contacts call is one every public page makes; the server is made to refuse it once.
  let refused = false;
  await page.route('**/api/Info/Contacts', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Требуется вход' }] }),
    });
  });
  await page.goto('/HowGet');
  await expect(page).toHaveURL(/\/login\?sessionExpired=true$/);
  await expect(page.getByTestId('session-expired')).toHaveText('Сессия истекла. Войдите снова.');
});

test('anonymous public pages make no call that answers 401', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(r.url());
  });
  for (const path of ['/', '/HowGet', '/Faq', '/News', '/contacts', '/registration', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Still there: not sent to /login (the registration adds its step to the address).
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path === '/' ? '/' : path}(\\?step=REGISTRATION)?$`));
  }
  expect(refused).toEqual([]);
});

test('an unknown path under /lk without a token goes to /login, not to the 404 page', async ({ page }) => {
  await page.goto('/lk/xyz');
  // The path asked for goes along (`from`): the post-login routing reads it (requirements §2.5 rules 4, 5).
  await expect(page).toHaveURL(/\/login\?from=%2Flk%2Fxyz$/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('an unknown path under /lk for a signed-in client is still the 404 page', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/lk/xyz');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page).toHaveURL(/\/lk\/xyz$/);
});

test('the auth cookie set by a login over http://127.0.0.1 is Secure and kept', async ({ page, context }) => {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially('9000000003');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
  await expect(page).toHaveURL(/\/registration/);
  const auth = (await context.cookies()).find((c) => c.name === 'auth_token');
  expect(auth, 'Chromium keeps the Secure cookie on http://127.0.0.1').toBeDefined();
  expect(auth!.secure).toBe(true);
  // The page itself still reads it (the session survives a reload).
  await page.goto('/login');
  await expect(page.getByTestId('already-signed-in')).toBeVisible();
});

/** Counts the API calls of one page load by path. */
function countCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

// Once each before issue 32; now the page's HTML brings them (server/cabinet-answers.ts) and the
// session's first load takes them from there: none is asked for again.
test('a cabinet load asks for Settings, UserProfile and Loans not even once: its HTML brought them', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  const counts = countCalls(page);
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('client-name')).toContainText('Алексей');
  await expect(page.getByText('Займов пока нет.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect({
    settings: counts.get('/api/Info/Settings') ?? 0,
    profile: counts.get('/api/Account/UserProfile') ?? 0,
    loans: counts.get('/api/Loans') ?? 0,
  }).toEqual({ settings: 0, profile: 0, loans: 0 });
});

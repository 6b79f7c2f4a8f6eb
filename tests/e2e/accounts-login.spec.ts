// Each demo client signs in and lands where SPEC §2.5 says; a 401 mid-session ends at
// /login?sessionExpired=true; logout goes to / and the old token is then refused (401).
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers';

const DEMO_PASSWORD = 'Demo-2026';

// One server per project: the recovery test changes a demo password (and ends its sessions),
// so this file's tests run one after another.
test.describe.configure({ mode: 'default' });

async function signIn(page: Page, national: string) {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially(national);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
}

// server/modules/demo/clients.ts describes the clients; the rule that decides is named.
const landings: Array<[national: string, rule: string, url: RegExp, check?: (page: Page) => Promise<void>]> = [
  ['9000000001', 'rule 4: last loan active (State 4) → on-site auth link', /\/lk\/Dashboard\?fromAuthOnSite=1&purpose=0$/],
  ['9000000002', 'rule 5: last loan refused (State 2), failure page not yet seen', /\/lk\/scoring-failure$/],
  [
    '9000000003',
    'rule 3: a new client (no loans) → the bank card step',
    /\/registration\?step=BANK_CARD_REGISTRATION$/,
    async (page) => expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toBeVisible(),
  ],
  [
    '9000000004',
    'rule 1: registration not finished → registration, resumed at the server step',
    /\/registration\?step=ADDRESS_REGISTRATION$/,
    async (page) => expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible(),
  ],
  [
    '9000000005',
    'rule 3: a frozen new client (no loans) → registration, which says the account is blocked instead of a step',
    /\/registration\?step=BANK_CARD_REGISTRATION$/,
    async (page) => {
      await expect(page.getByTestId('application-blocked')).toBeVisible();
      await expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toHaveCount(0);
    },
  ],
];

for (const [national, rule, url, check] of landings) {
  test(`demo client 7${national} lands by ${rule}`, async ({ page }) => {
    await signIn(page, national);
    await expect(page).toHaveURL(url);
    if (check) await check(page);
  });
}

test('the refused client sees the decision with its reasons; once seen, the next sign-in goes to the cabinet (rule 5)', async ({ page }) => {
  await signIn(page, '9000000002');
  await expect(page).toHaveURL(/\/lk\/scoring-failure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Решение по заявке');
  await expect(page.getByTestId('scoring-refusal')).toHaveText('К сожалению, по вашей заявке принято отрицательное решение.');
  await expect(page.getByTestId('refusal-reasons')).toContainText('По последней заявке получен отказ. Новую заявку можно подать позже');
  await expect(page.getByTestId('reapply-date')).toHaveText(/^Новую заявку можно подать с \d{1,2} [а-я]+ \d{4}\.$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
  }
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, '9000000002');
  await expect(page).toHaveURL(/\/lk\/Dashboard$/);
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-state', 'refused');
  await page.getByRole('link', { name: 'Причины — на странице решения по заявке' }).click();
  await expect(page).toHaveURL(/\/lk\/scoring-failure$/);
});

test('a wrong password shows the server message beside the password', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially('9000000001');
  await page.locator('#login-password').fill('wrong-password');
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('login-password-error')).toHaveText('Неверный номер телефона или пароль');
});

test('a 401 mid-session ends at the login page with the notice', async ({ page, context }) => {
  await signIn(page, '9000000002');
  await expect(page).toHaveURL(/\/lk\/scoring-failure$/);
  const cookies = await context.cookies();
  const auth = cookies.find((c) => c.name === 'auth_token');
  expect(auth).toBeDefined();
  await context.addCookies([{ ...auth!, value: 'not-a-valid-token' }]);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?sessionExpired=true$/);
  await expect(page.getByTestId('session-expired')).toHaveText('Сессия истекла. Войдите снова.');
  expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false);
});

test('logout goes home and the old token gets 401', async ({ page, context, request }) => {
  await signIn(page, '9000000002');
  await expect(page).toHaveURL(/\/lk\/scoring-failure$/);
  const token = (await context.cookies()).find((c) => c.name === 'auth_token')?.value;
  expect(token).toBeTruthy();
  const profile = () =>
    request.get('/api/Account/UserProfile', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token!)}`, 'X-Client-Api-Key': 'front-app-public-key' },
    });
  expect((await profile()).status()).toBe(200);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeVisible();
  await expect.poll(async () => (await profile()).status()).toBe(401);
});

test('password recovery by SMS sets a new password and signs in', async ({ page, request }) => {
  await page.goto('/password_recovery');
  await expect(page.getByTestId('screen-recovery')).toBeVisible();
  await page.locator('#recovery-phone').pressSequentially('9000000003');
  await page.locator('#recovery-birth-day').pressSequentially('25011979');
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryMethod')).toBeVisible();
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryCode')).toBeVisible();
  let code = '';
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as Array<{ to: string; code: string; text: string }>;
    code = messages.find((m) => m.to === '79000000003' && m.text.includes('восстановление'))?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  await page.locator('#recovery-code').pressSequentially(code);
  await page.getByTestId('screen-submit').click();
  // The same password again, so the demo client still signs in with it.
  await page.locator('#new-password').fill(DEMO_PASSWORD);
  await page.locator('#new-password-repeat').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
  await expect(page).toHaveURL(/\/registration\?step=BANK_CARD_REGISTRATION$/);
});

test('an old-site cookie alone is exchanged for a session at start (cross-auth)', async ({ page, context, request, baseURL }) => {
  // In the sandbox the old site is this app: any live token of it stands for an old-site token.
  const login = await request.post('/api/Account/Login', {
    headers: { 'X-Client-Api-Key': 'front-app-public-key' },
    data: { Phone: '79000000001', Password: DEMO_PASSWORD },
  });
  const { Token } = (await login.json()) as { Token: string };
  // The reference server runs with envType 'dev': the old-site cookie is .ASPXAUTH_dev (src/app/session/cookies.ts).
  await context.addCookies([{ name: '.ASPXAUTH_dev', value: Token, url: baseURL! }]);
  await page.goto('/lk/Dashboard');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'auth_token')?.value ?? '').not.toBe('');
  const fresh = (await context.cookies()).find((c) => c.name === 'auth_token')!.value;
  expect(decodeURIComponent(fresh)).not.toBe(Token);
  await expect(page).toHaveURL(/\/lk\/Dashboard$/);
});

// Each demo client signs in and lands where SPEC §2.5 says — as the post-login machine's generated
// path for the client's facts says (model paths run against the reference server); a 401 mid-session ends at
// /login?sessionExpired=true; logout goes to / and the old token is then refused (401).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getSimplePaths } from 'xstate/graph';
import { attachStatusLoan, NEW_CLIENT_LOAN } from '../../machines/loan-status';
import { postLoginRoutingMachine, routeFlagsOf, type PostLoginInput, type RouteDecision } from '../../machines/post-login-routing.machine';
import type { Loan, StatusLoan, UserData } from '../../machines/types';
import { DECISION_PATHS } from '../../src/flows/session/post-login';
import { seriousViolations } from './axe-helpers';
import { CLIENT_BIRTH_DATE, codeFor, freshNational, registerClient } from './account-helpers';
import { API_HEADERS } from './shell-helpers';

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

// Where each demo client lands is the end of the one path xstate/graph generates through the
// post-login routing machine for that client's facts and the reference server's answers, read
// from the server just before the client signs in on the login screen; that end is checked
// against SPEC §2.5 (the rule named, the address written here) and the browser must land there.
const AUTH_ON_SITE = /\/lk\/Dashboard\?fromAuthOnSite=1&purpose=0$/;
const landings: Array<[national: string, rule: string, spec: RegExp, check?: (page: Page) => Promise<void>]> = [
  ['9000000001', 'rule 4: last loan active (State 4) → on-site auth link', AUTH_ON_SITE],
  ['9000000002', 'rule 5: last loan refused (State 2), failure page not yet seen', /\/lk\/scoring-failure$/],
  ['9000000003', 'rule 3: a new client (no loans) → the bank card step', /\/registration\?step=BANK_CARD_REGISTRATION$/, async (page) => expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toBeVisible()],
  ['9000000004', 'rule 1: registration not finished → registration, resumed at the server step', /\/registration\?step=ADDRESS_REGISTRATION$/, async (page) => expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible()],
  [
    '9000000005',
    'rule 3: a frozen new client (no loans) → registration, which says the account is blocked instead of a step',
    /\/registration\?step=BANK_CARD_REGISTRATION$/,
    async (page) => {
      await expect(page.getByTestId('application-blocked')).toBeVisible();
      await expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toHaveCount(0);
    },
  ],
  ['9000000007', 'rule 4: an overdue loan (State 4, Status 5) → on-site auth link', AUTH_ON_SITE],
  ['9000000008', 'rule 4: an offer waiting for the signature (State 3) → on-site auth link', AUTH_ON_SITE],
  ['9000000009', 'rule 5: last loan repaid (State 5) → the cabinet', /\/lk\/Dashboard$/],
];

/** The post-login machine's generated path for this client, its calls answered as the reference server answers them. */
async function generatedLanding(request: APIRequestContext, national: string, baseURL: string): Promise<{ url: string; path: string }> {
  const login = await request.post('/api/Account/Login', { headers: API_HEADERS, data: { Phone: `7${national}`, Password: DEMO_PASSWORD } });
  const headers = { ...API_HEADERS, Authorization: `Bearer ${((await login.json()) as { Token: string }).Token}` };
  const get = async <T,>(path: string) => (await (await request.get(path, { headers })).json()) as T;
  const profile = await get<UserData>('/api/Account/UserProfile');
  const loans = await get<Loan[]>('/api/Loans?inActualState=false&v=1');
  const { LoanStatuses } = await get<{ LoanStatuses: StatusLoan[] }>('/api/Info/Settings');
  const { Pending } = await get<{ Pending: boolean }>('/api/Loans/CurrentScoringRequest');
  const { Url } = (await (await request.post('/api/Account/AuthOnSite', { headers, data: { Purpose: 0 } })).json()) as { Url: string };
  const input: PostLoginInput = {
    userData: profile,
    // The session keeps the new-client pseudo-loan when the client has none (SPEC §4).
    loans: loans.length > 0 ? attachStatusLoan(loans, LoanStatuses) : [NEW_CLIENT_LOAN],
    ...routeFlagsOf('/lk/Dashboard'),
    pageWasVisited: false,
    pendingScoringChecked: false,
  };
  const events = [
    { type: 'xstate.done.actor.fetchCurrentScoringRequest', output: { pending: Pending } },
    { type: 'xstate.done.actor.requestAuthOnSite', output: { Url } },
  ] as never[];
  const paths = getSimplePaths(postLoginRoutingMachine, { input, events, toState: (state) => state.status === 'done' });
  // The server's answers leave one way through the rules.
  expect(paths).toHaveLength(1);
  const decision = paths[0]!.state.output as RouteDecision;
  const where = decision.kind === 'external' ? decision.url : DECISION_PATHS[decision.route];
  return { url: new URL(where, baseURL).href, path: paths[0]!.steps.map((s) => s.event.type.replace('xstate.done.actor.', 'done:')).join(' → ') };
}

for (const [national, rule, spec, check] of landings) {
  test(`demo client 7${national} lands where the machine's generated path ends (${rule})`, async ({ page, request, baseURL }) => {
    const landing = await generatedLanding(request, national, baseURL!);
    await signIn(page, national);
    // The browser lands where SPEC §2.5 says, and that is where the model's path ends (the
    // registration page may add the step it resumes at).
    await expect(page).toHaveURL(spec);
    const at = new URL(page.url());
    const model = new URL(landing.url);
    expect(at.pathname, landing.path).toBe(model.pathname);
    for (const [key, value] of model.searchParams) expect(at.searchParams.get(key), landing.path).toBe(value);
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
  // A client of its own: the demo clients' codes are asked for by other tests at the same time.
  const national = freshNational();
  await registerClient(request, `7${national}`);
  await page.goto('/password_recovery');
  await expect(page.getByTestId('screen-recovery')).toBeVisible();
  await page.locator('#recovery-phone').pressSequentially(national);
  await page.locator('#recovery-birth-day').pressSequentially(CLIENT_BIRTH_DATE.split('-').reverse().join(''));
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryMethod')).toBeVisible();
  // Each screen of the stack takes the focus on its heading (issue 28, StepRegion).
  await expect(page.getByRole('heading', { name: 'Куда отправить код?' })).toBeFocused();
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('screen-recoveryCode')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Введите код' })).toBeFocused();
  await page.locator('#recovery-code').pressSequentially(await codeFor(request, `7${national}`, 'восстановление'));
  await page.getByTestId('screen-submit').click();
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeFocused();
  await page.locator('#new-password').fill('Renewed-2026');
  await page.locator('#new-password-repeat').fill('Renewed-2026');
  await page.getByTestId('screen-submit').click();
  // Signed in: a client who has only confirmed the phone goes on with the registration.
  await expect(page).toHaveURL(/\/registration\?step=PASSPORT_REGISTRATION$/);
});

test('an old-site cookie alone is exchanged for a session at start (cross-auth)', async ({ page, context, request, baseURL }) => {
  // In the sandbox the old site is this app: any live token of it stands for an old-site token.
  const login = await request.post('/api/Account/Login', {
    headers: { 'X-Client-Api-Key': 'front-app-public-key' },
    data: { Phone: '79000000001', Password: DEMO_PASSWORD },
  });
  const { Token } = (await login.json()) as { Token: string };
  // The reference server runs with envType 'dev': the old-site cookie is .ASPXAUTH_dev (src/flows/session/cookies.ts).
  await context.addCookies([{ name: '.ASPXAUTH_dev', value: Token, url: baseURL! }]);
  await page.goto('/lk/Dashboard');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'auth_token')?.value ?? '').not.toBe('');
  const fresh = (await context.cookies()).find((c) => c.name === 'auth_token')!.value;
  expect(decodeURIComponent(fresh)).not.toBe(Token);
  await expect(page).toHaveURL(/\/lk\/Dashboard$/);
});

// The statechart viewer (/guidelines/machines, issues 18 and 31): in one page it draws the login
// flow's machine (ELK layout, arrows) and follows it in another page of the same browser while a
// client signs in (with the SMS step): the active state drawn with data-active="true", the last
// transition's arrow highlighted; it lists the events without secrets, and lists the registration
// machine's model paths as readable steps.
import { expect, test } from '@playwright/test';
import { CLIENT_PASSWORD, codeFor, freshNational, registerClient } from './account-helpers';

// The worker computes every machine's paths and coverage (registration's alone takes ~10 s on a busy 2-core machine).
test.describe.configure({ timeout: 120_000 });

/** The login flow's machine and its states, by id: the one place to update when the machine changes. */
const LOGIN = { machineId: 'login', formState: 'login.login', codeState: 'login.loginCode' };

test('the viewer highlights the login machine of another page moving through its states', async ({ context, request }) => {
  const national = freshNational();
  await registerClient(request, `7${national}`);

  const viewer = await context.newPage();
  await viewer.goto('/guidelines/machines');
  const machine = viewer.getByTestId(`machine-${LOGIN.machineId}`);
  const drawn = viewer.getByTestId(`drawn-${LOGIN.machineId}`);
  const state = (path: string) => drawn.locator(`svg [data-state="${path}"]`);
  await expect(drawn).toHaveAttribute('data-laid', 'true');
  await expect(state(LOGIN.formState)).toHaveAttribute('data-active', 'false');
  // Drawn with arrows, labelled by event (and guard).
  await expect(drawn.locator(`[data-edge="transition"][data-source="${LOGIN.formState}.submitting"][data-target="${LOGIN.codeState}"]`)).toContainText('готово: signIn');
  expect(await drawn.locator('[data-edge="transition"] path').count()).toBeGreaterThan(30);

  const app = await context.newPage();
  await app.goto('/login');
  await expect(state(LOGIN.formState)).toHaveAttribute('data-active', 'true');
  await expect(viewer.getByTestId(`live-${LOGIN.machineId}`)).toBeVisible();

  await app.locator('#login-phone').pressSequentially(national);
  await app.locator('#login-password').fill(CLIENT_PASSWORD);
  await app.getByTestId('screen-submit').click();
  await expect(app.getByTestId('screen-loginCode')).toBeVisible();
  await expect(state(LOGIN.codeState)).toHaveAttribute('data-active', 'true');
  await expect(state(`${LOGIN.codeState}.editing`)).toHaveAttribute('data-active', 'true');
  await expect(state(LOGIN.formState)).toHaveAttribute('data-active', 'false');
  // The arrow just taken is the highlighted one.
  await expect(drawn.locator('[data-edge][data-last="true"]')).toHaveAttribute('data-target', LOGIN.codeState);
  await expect(viewer.getByTestId('event-log').getByTestId('event-row').filter({ hasText: LOGIN.machineId }).first()).toBeVisible();

  const code = await codeFor(request, `7${national}`, '');
  await app.locator('#login-code').pressSequentially(code);
  await app.getByTestId('screen-submit').click();
  await expect(app).toHaveURL(/\/(lk|registration)/);
  // Signed in: the session machine is authenticated, the login page's machine is gone.
  await expect(viewer.getByTestId('drawn-session').locator('[data-state="session.authenticated"]')).toHaveAttribute('data-active', 'true');
  await expect(machine.locator('[data-active="true"]')).toHaveCount(0);
  await expect(drawn.locator('[data-edge][data-last="true"]')).toHaveAttribute('data-target', 'login.signedIn');
  // Passwords and codes never reach the viewer in clear.
  const shown = await viewer.locator('body').innerText();
  expect(shown).not.toContain(CLIENT_PASSWORD);
  expect(shown).not.toContain(code);
});

test('the viewer lists the registration machine’s model paths as readable steps, with its coverage', async ({ page }) => {
  await page.goto('/guidelines/machines');
  const registration = page.getByTestId('machine-registration');
  // Computed in a worker by the functions npm run test:model runs.
  await expect(registration.getByTestId('coverage-registration')).toContainText(/состояния (\d+) из \1 \(100 %\), переходы (\d+) из \2 \(100 %\), путей \d+/, {
    timeout: 60_000,
  });
  const paths = registration.getByTestId('paths-registration');
  await paths.locator('summary').click();
  await expect(paths.getByTestId('model-path')).toHaveCount(25);
  await expect(paths).toContainText('заполнить шаг верно и нажать «Далее»');
  await paths.getByRole('button', { name: /Показать ещё/ }).click();
  await expect(paths.getByTestId('model-path')).toHaveCount(50);
  await paths.getByLabel('Найти пути, где есть слова').fill('решение: отказ');
  await expect(paths.getByTestId('model-path').first()).toContainText('экран заявки, спрашиваем решение: приходит решение: отказ → экран заявки: отказ');
  await expect(paths.getByRole('status')).toHaveText(/Найдено путей: \d+/);
});

test('a tester picks a state: the shortest path to it in plain steps, the simple paths through it, and a spec to download', async ({ page }) => {
  await page.goto('/guidelines/machines');
  const login = page.getByTestId('machine-login');
  // With the keyboard: the list of states.
  await login.getByLabel('Состояние').selectOption('login.loginCode');
  const paths = login.getByTestId('state-paths-login');
  // Numbered steps (an ordered list), each the client's action or the server's answer, in words.
  const steps = paths.getByTestId('shortest-path').locator('ol > li');
  await expect(steps).toHaveText(
    ['экран входа (телефон и пароль): заполнить форму и нажать кнопку → экран входа (телефон и пароль), ждём ответа', 'экран входа (телефон и пароль), ждём ответа: сервер присылает код в SMS → экран кода из СМС (глубина 2)'],
    { timeout: 30_000 },
  );
  await expect(paths.getByTestId('through-path').first()).toContainText('экран кода из СМС');
  const download = page.waitForEvent('download');
  await paths.getByTestId('download-spec').click();
  const spec = await (await download).createReadStream();
  let text = '';
  for await (const chunk of spec) text += String(chunk);
  expect(text).toContain(`await drivePath(page, request, "login", "login.loginCode", [`);
  // With the pointer: a state on the chart (the recovery link opens it: a path of no steps), the
  // whole chart in view (a large chart opens at life size from its top-left corner).
  await login.getByRole('button', { name: 'Вся схема' }).click();
  await login.getByTestId('drawn-login').locator('[data-state="login.recovery.editing"]').click();
  await expect(login.getByLabel('Состояние')).toHaveValue('login.recovery.editing');
  await expect(login.getByTestId('state-paths-login').getByTestId('shortest-path')).toContainText('начало: открыта ссылка восстановления пароля', { timeout: 30_000 });
});

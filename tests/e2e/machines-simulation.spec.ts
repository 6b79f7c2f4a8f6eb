// Trying a machine in the viewer (issue 52, Must show 2): the login machine is stepped by pressing
// its events — the form sent, the sign-in answering «code», back — to `loginCode` and back, the
// chart's simulation mark following each step, guards judged with the event's data; meanwhile the
// live login page in another page of the same browser stays where it was, its machine unmoved,
// and the viewer asks the API nothing.
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

test('the viewer steps a private login machine to loginCode and back; the live login page in another tab is untouched', async ({ context }) => {
  const app = await context.newPage();
  await app.goto('/login');
  await app.locator('#login-phone').pressSequentially('9161234567');
  const phoneBefore = await app.locator('#login-phone').inputValue();

  const viewer = await context.newPage();
  await viewer.goto('/guidelines/machines');
  const section = viewer.getByTestId('machine-login');
  const drawn = viewer.getByTestId('drawn-login');
  await expect(drawn).toHaveAttribute('data-laid', 'true');
  // The live page's machine is marked as it stands.
  await expect(drawn.locator('[data-state="login.login"]')).toHaveAttribute('data-active', 'true');
  const asked: string[] = [];
  viewer.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(client-)?api\//.test(path) && !path.endsWith('/Analytics/Send')) asked.push(path);
  });

  await section.getByRole('button', { name: 'Попробовать машину' }).click();
  const sim = section.getByTestId('simulation');
  const simulated = drawn.locator('[data-simulated="true"]');
  const marked = async () => (await simulated.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state')))).sort();
  await expect(simulated).toHaveCount(2);
  expect(await marked()).toEqual(['login.login', 'login.login.editing']);

  await sim.locator('[data-event="form.submitted"]').click();
  await expect(sim.getByTestId('sim-state')).toHaveText('{"login":"submitting"}');
  await expect.poll(marked).toEqual(['login.login', 'login.login.submitting']);

  // The sign-in's answer: a code is needed, so isToken judges «нет» and the unguarded arrow to loginCode is taken.
  await sim.getByLabel(/Данные события/).fill('{"output": {"kind": "code"}}');
  await expect(sim.locator('[data-guard="isToken"]').first()).toHaveAttribute('data-passes', 'false');
  await sim.locator('[data-event="xstate.done.actor.signIn"]').click();
  await expect(sim.getByTestId('sim-state')).toHaveText('{"loginCode":"editing"}');
  await expect.poll(marked).toEqual(['login.loginCode', 'login.loginCode.editing']);

  await sim.getByLabel(/Данные события/).fill('{}');
  await sim.locator('[data-event="screen.pop"]').click();
  await expect.poll(marked).toEqual(['login.login', 'login.login.editing']);
  await sim.getByRole('button', { name: 'Шаг назад' }).click();
  await expect.poll(marked).toEqual(['login.loginCode', 'login.loginCode.editing']);
  await sim.getByRole('button', { name: 'Сначала' }).click();
  await expect.poll(marked).toEqual(['login.login', 'login.login.editing']);

  // The live app: the same page, the same field, its machine still on the login screen.
  await expect(app).toHaveURL(/\/login$/);
  await expect(app.locator('#login-phone')).toHaveValue(phoneBefore);
  await expect(app.locator('#login-code')).toHaveCount(0);
  await expect(drawn.locator('[data-state="login.login"]')).toHaveAttribute('data-active', 'true');
  await expect(drawn.locator('[data-state="login.loginCode"]')).toHaveAttribute('data-active', 'false');
  expect(asked).toEqual([]);
});

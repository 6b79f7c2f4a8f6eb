// requirements §2.5 and §8 («Profile fetch or token failure — only logged; loading continues»): a
// profile call that fails after login is asked again before post-login routing, so a registered
// client is never sent to registration on the strength of a failed call.
import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Demo-2026';
// Registered, last loan repaid (State 5): rule 5 sends this client to the cabinet.
const REGISTERED_REPAID = '9000000009';
const PROFILE_CALL = /\/api\/Account\/UserProfile(\?|$)/;

async function failProfileCalls(page: Page, failures: number): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route(PROFILE_CALL, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    asked += 1;
    if (asked <= failures) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"Message":"Internal error"}' });
    return route.fallback();
  });
  return { asked: () => asked };
}

async function signIn(page: Page, national: string) {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially(national);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('screen-submit').click();
}

test('a profile call that fails once after login is asked again: the registered client lands where rule 5 sends them', async ({ page }) => {
  const profile = await failProfileCalls(page, 1);
  await signIn(page, REGISTERED_REPAID);
  await expect(page).toHaveURL(/\/lk\/Dashboard$/);
  await expect(page.getByTestId('loan-status')).toBeVisible();
  expect(page.url()).not.toContain('/registration');
  expect(profile.asked()).toBeGreaterThanOrEqual(2);
});

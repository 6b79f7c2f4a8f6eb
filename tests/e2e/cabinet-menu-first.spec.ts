// A cabinet page opened by its address: the cabinet's menu, above the page, is on screen before
// the page's own content, so nothing a client is about to tap moves down when the menu comes (a
// click on the payment form was seen landing beside its target: the menu had pushed it 60 px down
// between the press and the release).
import { expect, test, type Page } from '@playwright/test';
import { clientWithLoan } from './payment-helpers';

/** The menu's chunk comes `ms` late, as on a slow network. */
const holdMenuCode = (page: Page, ms: number) =>
  page.route('**/assets/CabinetMenu-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test('the menu is there before the payment form, even when its code comes late; the form does not move', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await clientWithLoan(context, baseURL!);
  await holdMenuCode(page, 800);
  await page.addInitScript(`
    window.__order = [];
    window.__moved = [];
    new MutationObserver(() => {
      for (const id of ['cabinet-menu', 'page-payment']) {
        if (!window.__order.includes(id) && document.querySelector('[data-testid="' + id + '"]')) window.__order.push(id);
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const source of entry.sources || []) {
          if (source.node && source.node.closest && source.node.closest('[data-testid="page-payment"]')) window.__moved.push(Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto('/lk/payment');
  await expect(page.getByTestId('payment-state-amount')).toBeVisible();
  await expect(page.getByTestId('cabinet-menu')).toBeVisible();
  expect(await page.evaluate('window.__order')).toEqual(['cabinet-menu', 'page-payment']);
  expect(await page.evaluate('window.__moved'), 'the payment page moved').toEqual([]);
});

test('the sign-in screen loads the menu while the client types: the cabinet page after it comes with its menu', async ({ page }) => {
  await holdMenuCode(page, 800);
  const menuCode = page.waitForResponse(/\/assets\/CabinetMenu-[^/]+\.js$/, { timeout: 5_000 });
  await page.goto('/login');
  await menuCode;
  await page.evaluate(`
    window.__menuFirst = null;
    new MutationObserver(() => {
      const content = document.querySelector('[data-testid="page-scoring-failure"]');
      if (content && window.__menuFirst === null) window.__menuFirst = document.querySelector('[data-testid="cabinet-menu"]') !== null;
    }).observe(document, { childList: true, subtree: true });
  `);
  // Demo client 02: the last loan refused, so the sign-in leads to the cabinet's failure page (inside the app).
  await page.locator('#login-phone').pressSequentially('9000000002');
  await page.locator('#login-password').fill('Demo-2026');
  await page.getByTestId('screen-submit').click();
  await expect(page.getByTestId('page-scoring-failure')).toBeVisible();
  expect(await page.evaluate('window.__menuFirst'), 'the menu was there when the page came').toBe(true);
});

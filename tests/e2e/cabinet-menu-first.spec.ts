// A cabinet page opened by its address: the cabinet's menu, above the page, is on screen before
// the page's own content, so nothing a client is about to tap moves down when the menu comes (a
// click on the payment form was seen landing beside its target: the menu had pushed it 60 px down
// between the press and the release).
import { expect, test } from '@playwright/test';
import { clientWithLoan } from './payment-helpers';

test('the menu is there before the payment form, even when its code comes late; the form does not move', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await clientWithLoan(context, baseURL!);
  await page.route('**/assets/CabinetMenu-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
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

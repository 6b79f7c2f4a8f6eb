// Accessibility of the profile and identity routes (issue 15) and the cabinet's new loan, inbox
// and offers, the dashboard and the decision page (issue 13) in both tenants (projects), at
// 1280 px and at 375 px (and the dashboard of demo client 06, with its banner and held request): axe finds no serious or critical violation and the screens fit the phone
// without sideways scrolling. A client of its own, whose data nothing here changes.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers';
import { newSignedInClient } from './payment-helpers';
import { DESKTOP, MOBILE, signIn } from './shell-helpers';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const SCREENS: [path: string, ready: string][] = [
  ['/lk/Dashboard', 'loan-status'],
  ['/lk/scoring-failure', 'page-scoring-failure'],
  ['/lk/profile-edit', 'profile-phone'],
  ['/lk/profile-edit/phone', 'profile-phone-form'],
  ['/lk/profile-edit/email', 'profile-email-form'],
  ['/lk/profile-edit/passport', 'profile-passport-form'],
  ['/lk/profile-edit/address', 'profile-address-form'],
  ['/lk/identity-confirmation', 'identity-esia'],
  ['/lk/Dashboard/EsiaInstruction', 'esia-instruction-start'],
  ['/lk/new-loan', 'choice-save'],
  ['/lk/messages', 'messages-list'],
  ['/lk/product-offers', 'product-offers-none'],
];

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test(`cabinet: dashboard, decision, profile, identity, new loan, messages and offers at ${device}: no serious or critical violations, no sideways scroll`, async ({ browser }, info) => {
    // Eight screens, each with axe: near 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const { baseURL, locale, timezoneId } = info.project.use;
    const context = await browser.newContext({ ...options, baseURL, locale, timezoneId });
    const page = await context.newPage();
    const { phone } = await newSignedInClient(context, baseURL!);
    await context.request.post(`${baseURL}/sandbox/messages`, { data: { Phone: phone, Title: 'Напоминание', Text: 'Дата платежа приближается.' } });
    for (const [path, ready] of SCREENS) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expect(page.getByText('Загрузка…', { exact: true })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await fitsWidth(page), `${path} fits ${device}`).toBe(true);
    }
    // The dashboard with an LK banner and a request waiting for a document (demo client 06; only read here).
    await context.clearCookies();
    await signIn(context, baseURL!, '79000000006');
    await page.goto('/lk/Dashboard');
    await expect(page.getByTestId('under-request')).toBeVisible();
    expect(await seriousViolations(page), 'dashboard of client 06').toEqual([]);
    expect(await fitsWidth(page), `dashboard of client 06 fits ${device}`).toBe(true);
    await context.close();
  });
}

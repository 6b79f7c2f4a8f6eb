// Accessibility of the cabinet money screens (issue 14: prolongation, documents, one document,
// cards; issue 13: one loan's page, the SBP payment page and the providers' return pages — here
// with a payment the server does not know, the error the return page shows) in both tenants (projects), at 1280 px and at 375 px: axe finds no serious or critical
// violation, the screens fit the phone without sideways scrolling, and their controls are
// reachable by keyboard. Nothing here changes the demo client's data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInMoneyClient } from './money-helpers';
import { DESKTOP, MOBILE } from './shell-helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** `ready`: the test id shown once the screen is there, or a CSS selector (starting with `[`). */
type Screen = { name: string; path: (ids: Ids) => string; ready: string };
interface Ids {
  loanId: number;
  documentId: number;
}

const SCREENS: Screen[] = [
  { name: 'prolongation', path: (ids) => `/lk/loans/${ids.loanId}/prolongation`, ready: 'prolongation-next' },
  { name: 'documents', path: () => '/lk/agreements', ready: 'agreements-list' },
  { name: 'one document', path: (ids) => `/lk/agreements/${ids.documentId}`, ready: 'agreement-document' },
  { name: 'cards', path: () => '/lk/cards', ready: 'cards-list' },
  { name: 'dashboard with an active loan', path: () => '/lk/Dashboard', ready: 'active-loan' },
  { name: 'one loan', path: (ids) => `/lk/loans/${ids.loanId}`, ready: 'loan-contract' },
  { name: 'SBP payment', path: () => '/lk/payment-sbp', ready: '[data-testid^="payment-state-"]' },
  { name: 'SBC return page', path: () => '/lk/paymentCallback/SBC?PaymentId=999999', ready: '[data-testid^="payment-state-"]' },
  { name: 'Tinkoff return page', path: () => '/lk/paymentCallback/Tinkoff?PaymentId=999999', ready: '[data-testid^="payment-state-"]' },
];

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test.describe(`money screens at ${device}`, () => {
    // One signed-in page per worker and device; each screen is a full page load of its own test.
    let page: Page;
    let ids: Ids;
    test.beforeAll(async ({ browser }, info) => {
      const { baseURL, locale, timezoneId } = info.project.use;
      const context = await browser.newContext({ ...options, baseURL, locale, timezoneId });
      page = await context.newPage();
      const client = await signInMoneyClient(context, baseURL!);
      const loan = (await client.get<{ Id: number; Status: number }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4 || l.Status === 5)!;
      const document = (await client.get<{ Id: number }[]>('/api/Agreement/List'))[0]!;
      ids = { loanId: loan.Id, documentId: document.Id };
    });
    test.afterAll(async () => page.context().close());

    for (const screen of SCREENS) {
      test(`${screen.name}: no serious or critical violations, no sideways scroll`, async () => {
        const path = screen.path(ids);
        await page.goto(path);
        await expect(screen.ready.startsWith('[') ? page.locator(screen.ready).first() : page.getByTestId(screen.ready)).toBeVisible();
        await expect(page.getByText('Загрузка…', { exact: true })).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await fitsWidth(page), `${path} fits ${device}`).toBe(true);
      });
    }

    test("the prolongation's agreement step, reached by keyboard (no code is asked for)", async () => {
      await page.goto(`/lk/loans/${ids.loanId}/prolongation`);
      // Disabled until the price of the default term is in: a disabled button takes no focus.
      await expect(page.getByTestId('prolongation-next')).toBeEnabled();
      await page.getByTestId('prolongation-next').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('prolongation-consent').focus();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('prolongation-request-code')).toBeEnabled();
      expect(await seriousViolations(page), 'agreement step').toEqual([]);
      expect(await fitsWidth(page), 'agreement step fits').toBe(true);
    });
  });
}

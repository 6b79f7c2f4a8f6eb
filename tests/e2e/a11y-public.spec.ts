// Accessibility of every public route of SPEC §2.1 (one item per parameterised route), in both
// tenants (projects), at 1280 px and at 375 px with a mobile user agent: axe finds no serious or
// critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './shell-helpers';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/registration',
  '/creation',
  '/password_recovery',
  '/account/forgotPassword',
  '/Faq',
  '/career',
  '/HowGet',
  '/HowReturn',
  '/SiteMap',
  '/contacts',
  '/kontakty',
  '/documents',
  '/ombudsmen',
  '/city',
  '/city/moskva',
  '/News',
  '/News/pervyj-zaem-pod-0',
  '/Services',
  '/Services/zaim-do-zarplaty',
  '/o-kompanii',
  '/normativnye-dokumenty',
  '/promo-zaem',
  '/zaem-besplatno-i-vigodno',
  '/mobile-app',
  '/privacy_policy_mobile_app',
  '/widgets/edna',
  '/paid-flff',
];

/** The page has settled: data loaded, no loading placeholder left. */
async function settle(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Загрузка…', { exact: true })).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test.describe(`axe at ${device}`, () => {
    test.use(options);
    for (const path of PUBLIC_ROUTES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await settle(page, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the check itself sees a violation when there is one', async ({ page }) => {
  await settle(page, '/');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('main')?.append(img);
  });
  expect((await seriousViolations(page)).some((v) => v.includes('image-alt'))).toBe(true);
});

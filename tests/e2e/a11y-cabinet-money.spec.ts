// Accessibility of the cabinet money screens (issue 14: prolongation, documents, one document,
// cards) in both tenants (projects), at 1280 px and at 375 px: axe finds no serious or critical
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

for (const [device, options] of [
  ['1280 px', DESKTOP],
  ['375 px mobile', MOBILE],
] as const) {
  test(`money screens at ${device}: no serious or critical violations, no sideways scroll`, async ({ browser }, info) => {
    const { baseURL, locale, timezoneId } = info.project.use;
    const context = await browser.newContext({ ...options, baseURL, locale, timezoneId });
    const page = await context.newPage();
    const client = await signInMoneyClient(context, baseURL!);
    const loan = (await client.get<{ Id: number; Status: number }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4 || l.Status === 5)!;
    const document = (await client.get<{ Id: number }[]>('/api/Agreement/List'))[0]!;

    const screens: [string, string][] = [
      [`/lk/loans/${loan.Id}/prolongation`, 'prolongation-next'],
      ['/lk/agreements', 'agreements-list'],
      [`/lk/agreements/${document.Id}`, 'agreement-document'],
      ['/lk/cards', 'cards-list'],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByText('Загрузка…', { exact: true })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await fitsWidth(page), `${path} fits ${device}`).toBe(true);
    }

    // The prolongation's agreement step (reached without asking for a code) by keyboard.
    await page.goto(`/lk/loans/${loan.Id}/prolongation`);
    await page.getByTestId('prolongation-next').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('prolongation-consent').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('prolongation-request-code')).toBeEnabled();
    expect(await seriousViolations(page), 'agreement step').toEqual([]);
    expect(await fitsWidth(page), 'agreement step fits').toBe(true);
    await context.close();
  });
}

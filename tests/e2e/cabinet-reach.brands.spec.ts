// Issue 28 in the browser, both brands, on a phone (375 px, touch) and a desktop (1280 px): every
// cabinet route has the cabinet navigation with a way back to the dashboard, no target on a
// cabinet page is under 24×24 px (measured in the page), and no cabinet page is wider than the screen
// (the public pages are measured by a11y-public.spec.ts, which opens each at both sizes already).
import { expect, test, type Page, type Request } from '@playwright/test';
import { DESKTOP, MOBILE, signIn } from './shell-helpers';

interface CabinetVisit {
  path: string;
  /** The demo client whose data fills the page (server/modules/demo/clients.ts). */
  phone: string;
}

// Client 10: an active loan (id looked up), a document waiting; client 01: messages, a card,
// a loan with every expense; client 06: a request for a document; client 02: a refusal.
const CABINET: readonly CabinetVisit[] = [
  { path: '/lk/Dashboard', phone: '79000000001' },
  { path: '/lk/Dashboard', phone: '79000000006' },
  { path: '/lk/Dashboard', phone: '79000000008' },
  { path: '/lk/Dashboard', phone: '79000000010' },
  { path: '/lk/Dashboard/EsiaInstruction', phone: '79000000001' },
  { path: '/lk/product-offers', phone: '79000000003' },
  { path: '/lk/identity-confirmation', phone: '79000000001' },
  // Back from Госуслуги refused: the red box and its button.
  { path: '/lk/identity-confirmation?error=access_denied', phone: '79000000003' },
  { path: '/lk/profile-edit', phone: '79000000006' },
  { path: '/lk/profile-edit/phone', phone: '79000000003' },
  { path: '/lk/profile-edit/email', phone: '79000000003' },
  { path: '/lk/profile-edit/passport', phone: '79000000003' },
  { path: '/lk/profile-edit/address', phone: '79000000003' },
  { path: '/lk/scoring-failure', phone: '79000000002' },
  { path: '/lk/payment', phone: '79000000001' },
  { path: '/lk/payment-sbp', phone: '79000000001' },
  { path: '/lk/paymentCallback/SBC', phone: '79000000001' },
  { path: '/lk/paymentCallback/Tinkoff', phone: '79000000001' },
  { path: '/lk/loans/{loan}', phone: '79000000010' },
  { path: '/lk/loans/{loan}/prolongation', phone: '79000000010' },
  { path: '/lk/agreements', phone: '79000000010' },
  { path: '/lk/agreements/{agreement}', phone: '79000000010' },
  { path: '/lk/cards', phone: '79000000001' },
  { path: '/lk/new-loan', phone: '79000000003' },
  { path: '/lk/messages', phone: '79000000006' },
];

/** Fills the path's ids from the client's own data (the API the SPA reads). */
async function resolvePath(page: Page, path: string): Promise<string> {
  if (!path.includes('{')) return path;
  const token = (await page.context().cookies()).find((c) => c.name === 'auth_token')!.value;
  const headers = { 'X-Client-Api-Key': 'front-app-public-key', Authorization: `Bearer ${token}` };
  if (path.includes('{loan}')) {
    const loans = (await (await page.request.get('/api/Loans', { headers })).json()) as { Id: number }[];
    return path.replace('{loan}', String(loans.at(-1)!.Id));
  }
  const list = (await (await page.request.get('/api/Agreement/List', { headers })).json()) as { Id: number }[] | { Items: { Id: number }[] };
  const items = Array.isArray(list) ? list : list.Items;
  return path.replace('{agreement}', String(items[0]!.Id));
}

/** Every target on the page under 24×24 px: links, buttons, fields, anything focusable by Tab. An
 * input drawn by its label (a hidden radio, a file input) is measured as its label, the area a
 * tap on it lands in. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
      for (const label of labels) {
        const own = label.getBoundingClientRect();
        if (Math.min(own.width, own.height) > Math.min(rect.width, rect.height)) rect = own;
      }
      // Tolerance for sub-pixel layout (a 23.99 px box is a 24 px box).
      if (rect.width < 23.5 || rect.height < 23.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.id).trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} «${name}» ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  });
}

// The screen is the viewport asked for: a phone browser widens its layout viewport (innerWidth) to
// a page wider than the screen and zooms out, so innerWidth would hide the overflow.
/** Boxes one sees (a background, a border, a control, a picture) that reach into the 16 px margin
 * at the screen's right edge; a sideways-scrolling strip, like the phone's cabinet menu, holds its
 * own content. */
function crowdedRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
    const crowded: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      let inStrip = false;
      for (let node: Element | null = el; node && node.tagName !== 'MAIN'; node = node.parentElement) if (scrolls(node)) inStrip = true;
      const rect = el.getBoundingClientRect();
      if (inStrip || rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      const seen =
        ['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'TABLE'].includes(el.tagName) ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderRightWidth) > 0;
      if (!seen) continue;
      if (rect.right > window.innerWidth - 15.5) crowded.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ends ${Math.round(window.innerWidth - rect.right)} px from the edge`);
    }
    return crowded.slice(0, 10);
  });
}

/**
 * Counts the page's API calls in flight; the returned wait ends when none is. (Not 'networkidle':
 * its 500 ms of silence after every page made this spec a third slower.)
 */
function apiCallsSettled(page: Page): () => Promise<void> {
  let inFlight = 0;
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => void (isCall(request) && inFlight++));
  const done = (request: Request) => void (isCall(request) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => expect.poll(() => inFlight).toBe(0);
}

const pageWidth = async (page: Page) => ({
  scroll: await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth)),
  screen: page.viewportSize()!.width,
});

/** Clients with no loan (the pseudo-loan «Новый клиент»): new clients, requirements §4. */
const NEW_CLIENTS = ['79000000003'];

for (const [device, options] of [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`${device}`, () => {
    test.use(options);

    // One test per client (signed in once), each of its pages opened as the browser opens a link.
    for (const phone of [...new Set(CABINET.map((visit) => visit.phone))]) {
      const visits = CABINET.filter((visit) => visit.phone === phone);
      test(`client ${phone.slice(-2)}, ${visits.map((visit) => visit.path).join(', ')}: the cabinet menu, a way to the dashboard, targets of 24×24 px, no sideways scroll`, async ({ page, context, baseURL }) => {
        test.setTimeout(30_000 + visits.length * 15_000);
        await signIn(context, baseURL!, phone);
        const settled = apiCallsSettled(page);
        for (const visit of visits) {
          const path = await resolvePath(page, visit.path);
          await test.step(path, async () => {
            await page.goto(path);
            const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
            if (device === 'phone' && NEW_CLIENTS.includes(phone)) {
              // requirements §4: on a phone a new client gets no cabinet menu, only the way to the dashboard.
              await expect(menu).toBeHidden();
              await expect(page.getByRole('link', { name: 'Главная кабинета' })).toHaveAttribute('href', '/lk/Dashboard');
            } else {
              await expect(menu).toBeVisible();
              await expect(menu.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/lk/Dashboard');
            }
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            // The page has settled: nothing is still loading.
            await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
            await settled();
            expect(await smallTargets(page), path).toEqual([]);
            expect(await crowdedRightEdge(page), path).toEqual([]);
            const width = await pageWidth(page);
            expect(width.scroll, path).toBeLessThanOrEqual(width.screen);
          });
        }
      });
    }
  });
}

test('the choice controls wear the brand’s colour, not the browser’s blue', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000010');
  await page.goto(await resolvePath(page, '/lk/loans/{loan}/prolongation'));
  const range = page.locator('input[type="range"]');
  await expect(range).toBeVisible();
  const colours = await range.evaluate((el) => {
    const hex = getComputedStyle(document.documentElement).getPropertyValue('--colors-brand').trim();
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return { accent: getComputedStyle(el).accentColor, brand: `rgb(${r}, ${g}, ${b})` };
  });
  expect(colours.accent).toBe(colours.brand);
});

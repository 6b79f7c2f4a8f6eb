// Shared helpers of the shell-*/pages-* specs.
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export const MOBILE = {
  viewport: { width: 375, height: 740 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
} as const;

export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

export const tenantOf = (info: TestInfo): 'sf' | 'mf' => info.project.metadata.tenant as 'sf' | 'mf';

export const API_HEADERS = { 'X-Client-Api-Key': 'front-app-public-key', 'Content-Type': 'application/json' };

/** Demo client without loans (server/modules/demo/clients.ts), so no post-login redirect. */
export const DEMO_PHONE = '79000000003';
export const DEMO_PASSWORD = 'Demo-2026';

/** Signs a demo client in through the API (client 03 unless told) and puts the token where the SPA reads it. */
export async function signIn(context: BrowserContext, baseURL: string, phone: string = DEMO_PHONE): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/Account/Login`, {
    headers: API_HEADERS,
    data: { Phone: phone, Password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { Token: string; Expires: string };
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'auth_token', value: body.Token, domain: url.hostname, path: '/', expires: Math.floor(Date.parse(body.Expires) / 1000) },
  ]);
}

/** Collects console errors and page errors; assert it is empty at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Client-side navigation, as a link click would do it. */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/** React has taken over the header and the page's heading (it tags the nodes it owns with their props). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    ['[data-testid="header"]', 'main h1'].every((selector) => {
      const node = document.querySelector(selector);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$'));
    }),
  );
}

/** In the page: the app's first render has committed (it then releases the held early input). */
const appStartedInPage = () => (window as { __EARLY_INPUT__?: { done: boolean } }).__EARLY_INPUT__?.done === true;

/** The app has started on this page, whatever its layout, prerendered or not. */
export function hasAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(appStartedInPage);
}

/** Waits for hasAppStarted (on the page's animation frames: not for pages with a paused clock). */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(appStartedInPage);
}

// requirements §7: every request carries the client key, Source: FrontApp, the JSON content type, the
// forward limit 240, X-AppId = the UserHash cookie, and the bearer once a token is set.
import { expect, test, type Request } from '@playwright/test';

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

// The suite's default key header would hide a SPA that forgot it: here only the SPA's own headers count.
test.use({ extraHTTPHeaders: {} });

test('a browser API request carries every header of the spec, X-AppId equal to the UserHash cookie', async ({ page, context }) => {
  // Public pages are prerendered with their data; an unknown news item is asked of the API.
  const anonymous = page.waitForRequest(isApiCall);
  await page.goto('/News/takoy-novosti-net');
  const request = await anonymous;
  const headers = await request.allHeaders();
  const cookies = await context.cookies();
  const userHash = cookies.find((c) => c.name === 'UserHash')?.value;

  expect(userHash).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-appid']).toBe(userHash);
  expect(headers['source']).toBe('FrontApp');
  expect(headers['content-type']).toBe('application/json');
  expect(headers['x-forward-limit']).toBe('240');
  expect(headers['x-client-api-key']).toBe('front-app-public-key');
  expect(headers['authorization']).toBeUndefined();
});

test('after login the API requests carry the bearer token', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login-phone').pressSequentially('9000000002');
  await page.locator('#login-password').fill('Demo-2026');
  const signedIn = page.waitForRequest((r) => isApiCall(r) && Boolean(r.headers()['authorization']));
  await page.getByTestId('screen-submit').click();
  const request = await signedIn;
  expect(request.headers()['authorization']).toMatch(/^Bearer \S{20,}$/);
  expect(request.headers()['x-forward-limit']).toBe('240');
});

// Browser Back and Forward inside the registration (issue 11, defect 8): every step has its own
// address (`?step=`), Back and Forward move between the visited steps with the typed data kept,
// and an address cannot open the application (SCORING) or a step not reached yet.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { freshNational, registerClient, submitPassportStep, useToken } from './account-helpers';

/** A new client (account made through the API) on the address step, with the passport typed in. */
async function registerToAddress(page: Page, request: APIRequestContext, context: BrowserContext, baseURL: string) {
  await useToken(context, baseURL, await registerClient(request, `7${freshNational()}`));
  // The server's step of this client: the passport.
  await page.goto('/registration');
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=PASSPORT_REGISTRATION(&|$)/);
  await submitPassportStep(page);
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=ADDRESS_REGISTRATION(&|$)/);
}

test('browser Back and Forward move between the visited steps and keep the typed data', async ({ page, request, context, baseURL }) => {
  test.setTimeout(60_000);
  await registerToAddress(page, request, context, baseURL!);
  await page.locator('#address-registration-flat').fill('12');

  await page.goBack();
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=PASSPORT_REGISTRATION(&|$)/);
  await expect(page.locator('#passport-number')).toHaveValue('4510 123456');
  await expect(page.locator('#passport-issued-by')).toHaveValue('ГУ МВД России по г. Москве');

  await page.goForward();
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=ADDRESS_REGISTRATION(&|$)/);
  await expect(page.locator('#address-registration-flat')).toHaveValue('12');

  // The page's own «← Назад» is a move too: the browser's Back returns from it.
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
  await expect(page.locator('#address-registration-flat')).toHaveValue('12');
});

test('an address cannot open the application (SCORING) or a step not reached yet', async ({ page, request, context, baseURL }) => {
  test.setTimeout(60_000);
  let scoringRequested = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/Loans/RequestScoringAnswer')) scoringRequested = true;
  });
  await registerToAddress(page, request, context, baseURL!);

  for (const step of ['SCORING', 'EMPLOYMENT_REGISTRATION', 'BANK_CARD_REGISTRATION']) {
    await page.goto(`/registration?step=${step}`);
    await expect(page).toHaveURL(/[?&]step=ADDRESS_REGISTRATION(&|$)/);
    await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
    await expect(page.getByTestId(`step-${step}`)).toHaveCount(0);
  }
  // A visited step opens by address.
  await page.goto('/registration?step=PASSPORT_REGISTRATION');
  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  await expect(page.locator('#passport-number')).toHaveValue('4510 123456');
  expect(scoringRequested).toBe(false);
});

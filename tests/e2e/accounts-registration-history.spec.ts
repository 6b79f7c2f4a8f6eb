// Browser Back and Forward inside the registration (issue 11, defect 8): every step has its own
// address (`?step=`), Back and Forward move between the visited steps with the typed data kept,
// and an address cannot open the application (SCORING) or a step not reached yet.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as Array<{ to: string; code: string }>;
    code = messages.filter((m) => m.to === to).at(-1)?.code;
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5000 });
  return code!;
}

/** A new client up to the address step, with the passport typed in. */
async function registerToAddress(page: Page, request: APIRequestContext) {
  const national = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/');
  await page.getByTestId('cta').click();
  await expect(page.getByTestId('step-REGISTRATION')).toBeVisible();
  await page.locator('#reg-phone').pressSequentially(national);
  await page.locator('#reg-last-name').fill('Тестова');
  await page.locator('#reg-first-name').fill('Анна');
  await page.locator('#reg-birth-date').pressSequentially('12041990');
  await page.locator('#reg-email').fill(`anna${national}@example.ru`);
  await page.locator('#reg-accept-rules').check();
  await page.locator('#reg-accept-personal-data').check();
  await page.locator('#reg-password').fill('Secret-2026');
  await page.getByTestId('step-submit').click();
  await page.locator('#reg-code').pressSequentially(await latestCode(request, `7${national}`));
  await page.getByTestId('step-submit').click();

  await expect(page.getByTestId('step-PASSPORT_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=PASSPORT_REGISTRATION(&|$)/);
  await page.locator('#passport-number').pressSequentially('4510123456');
  await page.locator('#passport-issue-date').pressSequentially('20062015');
  await page.locator('#passport-department-code').pressSequentially('770001');
  await page.locator('#passport-issued-by').fill('ГУ МВД России по г. Москве');
  await page.locator('#passport-birth-place').fill('г. Москва');
  await page.getByTestId('step-submit').click();
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=ADDRESS_REGISTRATION(&|$)/);
}

test('browser Back and Forward move between the visited steps and keep the typed data', async ({ page, request }) => {
  test.setTimeout(60_000);
  await registerToAddress(page, request);
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

test('an address cannot open the application (SCORING) or a step not reached yet', async ({ page, request }) => {
  test.setTimeout(60_000);
  let scoringRequested = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/Loans/RequestScoringAnswer')) scoringRequested = true;
  });
  await registerToAddress(page, request);

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

// Issue 28, Must show 3: after each step change of the payment, the prolongation and the
// registration, the focus is on the new step's heading (src/components/layout/StepRegion.tsx),
// never lost to the page's body.
import { expect, test, type Page } from '@playwright/test';
import { codeFor, fillFirstRegistrationStep, freshNational, submitPassportStep } from './account-helpers';
import { clientWithLoan, payOnProviderPage } from './payment-helpers';
import { MONEY_PHONE, outboxCode, signInMoneyClient } from './money-helpers';

const focusedHeading = (page: Page, name: string) => expect(page.getByRole('heading', { name, exact: true })).toBeFocused();

test('payment: the amount, the method, the result each take the focus on their heading', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await clientWithLoan(context, baseURL!);
  await page.goto('/lk/payment');
  // Loading → the amount: the step that came is where the focus is.
  await focusedHeading(page, 'Сколько платите');
  await page.getByRole('radio', { name: 'Другая сумма' }).check();
  await page.getByLabel('Сумма, ₽').fill('500');
  await page.getByTestId('payment-amount-next').click();
  await focusedHeading(page, 'Как платите');
  await page.getByRole('radio', { name: 'Картой через SBC' }).check();
  await page.getByTestId('payment-pay').click();
  await payOnProviderPage(page, 'Банк отклоняет: недостаточно средств');
  await expect(page).toHaveURL(/\/lk\/paymentCallback\/SBC\?PaymentId=\d+/);
  await focusedHeading(page, 'Платёж отклонён');
  await page.getByRole('button', { name: 'Другой способ оплаты' }).click();
  await focusedHeading(page, 'Как платите');
});

test('prolongation: the term, the agreement, the code, the signed prolongation each take the focus on their heading', async ({ page, context, baseURL }) => {
  const client = await signInMoneyClient(context, baseURL!);
  const loan = (await client.get<{ Id: number; Status: number }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
  await page.goto(`/lk/loans/${loan.Id}/prolongation`);
  await focusedHeading(page, 'На сколько продлить заём');
  await page.getByTestId('prolongation-next').click();
  await focusedHeading(page, 'Прочитайте соглашение');
  await page.getByRole('button', { name: 'Изменить срок' }).click();
  await focusedHeading(page, 'На сколько продлить заём');
  await page.getByTestId('prolongation-next').click();
  await focusedHeading(page, 'Прочитайте соглашение');
  await page.getByTestId('prolongation-consent').check();
  const before = new Date().toISOString();
  await page.getByTestId('prolongation-request-code').click();
  await focusedHeading(page, 'Подпишите соглашение');
  await page.getByLabel('Код из SMS').fill(await outboxCode(page.request, MONEY_PHONE, 'продление займа', before));
  await page.getByTestId('prolongation-sign').click();
  await focusedHeading(page, 'Продление оформлено');
});

test('registration: the phone code, the passport, Back and Forward each take the focus on the step heading', async ({ page, request }) => {
  const national = freshNational();
  await fillFirstRegistrationStep(page, national);
  // Issue 28, item 15: the password rule is told before the first try, and read with the field.
  await expect(page.locator('#reg-password')).toHaveAccessibleDescription(/^Не менее 8 символов, буквы и цифры/);
  await page.getByTestId('step-submit').click();
  await focusedHeading(page, 'Подтвердите телефон');
  await page.locator('#reg-code').pressSequentially(await codeFor(request, `7${national}`, ''));
  await page.getByTestId('step-submit').click();
  await focusedHeading(page, 'Паспорт');
  await submitPassportStep(page);
  await expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible();
  const addressHeading = (await page.getByTestId('step-ADDRESS_REGISTRATION').getByRole('heading').first().textContent())!;
  await focusedHeading(page, addressHeading);
  await page.getByTestId('step-back').click();
  await focusedHeading(page, 'Паспорт');
  await page.getByTestId('step-forward').click();
  await focusedHeading(page, addressHeading);
});

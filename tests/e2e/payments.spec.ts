// Issue 14, "Must show 1 and 2": paying a loan by card through each provider and by SBP, the
// loan's answers agreeing to the kopeck afterwards, a full repayment closing the loan, a declined
// card payment with its reason and a retry that keeps the amount, and a reload of the return
// page while the payment is pending. Each test has its own client with its own loan (the demo
// client 01 is shared by the cabinet specs, and a payment would change what they see).
import { expect, test } from '@playwright/test';
import { clientWithLoan, loanAnswers, payOnProviderPage, rub, startPayment } from './payment-helpers';

test('card through SBC, then a full repayment through Tinkoff with 3-D Secure: the answers agree and the loan closes', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const client = await clientWithLoan(context, baseURL!);
  const before = await loanAnswers(client);
  const debt = before.owed[0]!;
  expect(new Set(before.owed)).toEqual(new Set([debt]));

  await page.goto('/lk/payment');
  await startPayment(page, 1500, 'Картой через SBC');
  // A double click makes one payment: the second click finds the payment already on its way.
  await page.getByTestId('payment-pay').dblclick();
  await expect(page).toHaveURL(/\/sandbox\/pay\/SBC\?session=/);
  await expect(page.getByTestId('provider-amount')).toHaveText(rub(150_000));
  await payOnProviderPage(page, 'Оплата проходит');
  await expect(page).toHaveURL(/\/lk\/paymentCallback\/SBC\?PaymentId=\d+/);
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(150_000)}. Спасибо!`);

  const partly = await loanAnswers(client);
  expect(partly).toEqual({ status: 4, owed: Array(4).fill(debt - 150_000), schedule: [debt - 150_000], paid: [150_000] });

  await page.goto('/lk/payment');
  await startPayment(page, 'full', 'Картой через Тинькофф');
  await expect(page.getByTestId('payment-full')).toHaveCount(0);
  await page.getByTestId('payment-pay').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/Tinkoff\?session=/);
  await expect(page.getByTestId('provider-amount')).toHaveText(rub(debt - 150_000));
  await payOnProviderPage(page, 'Нужно подтверждение 3-D Secure');
  await page.getByLabel('Код подтверждения').fill('1234');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/lk\/paymentCallback\/Tinkoff\?PaymentId=\d+/);
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(debt - 150_000)}. Спасибо!`);

  expect(await loanAnswers(client)).toEqual({ status: 7, owed: [0, 0, 0, 0], schedule: [0], paid: [150_000, debt - 150_000] });
  // Nothing is left to pay, and the screen says so.
  await page.goto('/lk/payment');
  await expect(page.getByTestId('payment-state-nothingToPay')).toBeVisible();
});

test('SBP: the bank from the list with logos, the payment link, the bank confirms; the loan is repaid', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const client = await clientWithLoan(context, baseURL!);
  const debt = (await loanAnswers(client)).owed[0]!;
  await page.goto('/lk/payment-sbp');
  await expect(page.getByTestId('payment-state-amount')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('payment-amount-next').click();
  await expect(page.getByRole('radio', { name: 'Через СБП из приложения банка' })).toBeChecked();
  await page.getByTestId('payment-pay').click();
  const banks = page.getByRole('list', { name: 'Банки СБП' });
  await expect(banks.getByRole('button')).not.toHaveCount(0);
  await expect(banks.locator('img').first()).toHaveAttribute('src', /\/client-api\/SBP\/Banks\/Logo\//);
  await banks.getByRole('button', { name: 'Т-Банк', exact: true }).click();
  expect(await client.get('/client-api/SBP/User')).toMatchObject({ BankName: 'Т-Банк' });
  await expect(page.getByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeVisible();
  // Visible is laid out, not yet decoded: the picture's own size comes once it is.
  await expect.poll(() => page.getByTestId('sbp-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('sbp-link').click();
  await expect(page.getByTestId('sbp-amount')).toHaveText(rub(debt));
  await page.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(page).toHaveURL(/\/lk\/payment-sbp\?PaymentId=\d+/);
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(debt)}. Спасибо!`);
  expect(await loanAnswers(client)).toEqual({ status: 7, owed: [0, 0, 0, 0], schedule: [0], paid: [debt] });
});

test('a declined card payment shows the reason; the retry keeps the amount', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const client = await clientWithLoan(context, baseURL!);
  await page.goto('/lk/payment');
  await startPayment(page, 2345.67, 'Картой через SBC');
  await page.getByTestId('payment-pay').click();
  await payOnProviderPage(page, 'Банк отклоняет: недостаточно средств');
  await expect(page.getByTestId('payment-reason')).toHaveText('Банк отклонил платёж: недостаточно средств на карте');
  expect((await loanAnswers(client)).paid).toEqual([]);

  await page.getByTestId('payment-retry').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/SBC\?session=/);
  await expect(page.getByTestId('provider-amount')).toHaveText(rub(234_567));
  await payOnProviderPage(page, 'Оплата проходит');
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(234_567)}. Спасибо!`);
  expect((await loanAnswers(client)).paid).toEqual([234_567]);
});

test('a reload of the return page while the payment is pending ends in the right final state', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const client = await clientWithLoan(context, baseURL!);
  await page.goto('/lk/payment');
  await startPayment(page, 1000, 'Картой через Тинькофф');
  await page.getByTestId('payment-pay').click();
  await payOnProviderPage(page, 'Оплата проходит, уведомление приходит через 5 секунд');
  await expect(page).toHaveURL(/\/lk\/paymentCallback\/Tinkoff\?PaymentId=\d+/);
  await expect(page.getByTestId('payment-state-checking')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('payment-state-checking')).toBeVisible();
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(100_000)}. Спасибо!`, { timeout: 20_000 });
  // The back button to the payment screen resumes nothing: the intent is over, one payment made.
  await page.goto('/lk/payment');
  await expect(page.getByTestId('payment-state-amount')).toBeVisible({ timeout: 15_000 });
  expect((await loanAnswers(client)).paid).toEqual([100_000]);
});

test('two tabs: the second tab adopts the payment the first one started, and one payment is made', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const client = await clientWithLoan(context, baseURL!);
  const second = await context.newPage();
  await page.goto('/lk/payment');
  await second.goto('/lk/payment');
  await startPayment(page, 1000, 'Картой через SBC');
  await startPayment(second, 2000, 'Картой через Тинькофф');
  await page.getByTestId('payment-pay').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/SBC\?session=/);
  // The second tab finds the intent kept by the first: no second payment, it waits for that one.
  await second.getByTestId('payment-pay').click();
  await expect(second.getByTestId('payment-state-checking')).toBeVisible();
  await payOnProviderPage(page, 'Оплата проходит');
  await expect(page.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(100_000)}. Спасибо!`);
  await expect(second.getByTestId('payment-paid')).toHaveText(`Оплачено ${rub(100_000)}. Спасибо!`, { timeout: 20_000 });
  expect((await loanAnswers(client)).paid).toEqual([100_000]);
});

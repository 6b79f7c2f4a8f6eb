// Issue 14, Must show 4: a prolongation signed with the SMS code from /dev/outbox.json moves the
// due date by the offered term; an agreement signed by code shows as signed.
import { expect, test } from '@playwright/test';
import { clientWithDocument } from './account-helpers';
import { addDays, MONEY_PHONE, outboxCode, ruDate, signInMoneyClient } from './money-helpers';

interface Loan {
  Id: number;
  Status: number;
  DueDate: string;
}

test('prolongation: the chosen term, the agreement, the SMS code — the due date moves by the term', async ({ page, context, baseURL }) => {
  const client = await signInMoneyClient(context, baseURL!);
  const loan = (await client.get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
  await page.goto(`/lk/loans/${loan.Id}/prolongation`);

  const term = page.getByTestId('prolongation-term');
  await expect(term.getByTestId('prolongation-offer-due')).toHaveText(ruDate(addDays(loan.DueDate, 14)));
  await page.getByLabel(/Срок продления/).fill('10');
  await expect(term.getByTestId('prolongation-days')).toHaveText('10 дней');
  const newDue = addDays(loan.DueDate, 10);
  await expect(term.getByTestId('prolongation-offer-due')).toHaveText(ruDate(newDue));
  // The interest owed by the new due date: the first loan's term at 0 %, 5 000 ₽ × 0.8 % a day × 10 days.
  await expect(term.getByTestId('prolongation-fee')).toHaveText('400\u00a0₽');
  await page.getByTestId('prolongation-next').click();

  const agreement = page.getByTestId('prolongation-agreement');
  await expect(agreement.getByRole('region')).toContainText(`Новая дата возврата${newDue.split('-').reverse().join('.')}`);
  await expect(page.getByTestId('prolongation-request-code')).toBeDisabled();
  await page.getByTestId('prolongation-consent').check();
  const before = new Date().toISOString();
  await page.getByTestId('prolongation-request-code').click();

  const code = await outboxCode(page.request, MONEY_PHONE, 'продление займа', before);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByTestId('prolongation-sign').click();

  await expect(page.getByTestId('prolongation-new-due')).toHaveText(ruDate(newDue));
  const after = (await client.get<Loan[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Id === loan.Id)!;
  expect(after.DueDate).toBe(newDue);
  const schedule = await client.get<{ Date: string }[]>(`/api/Loans/${loan.Id}/GetLoanSchedule`);
  expect(schedule.at(-1)!.Date).toBe(newDue);
  // The fee step hands the loan, the amount and the purpose to the payment route.
  await page.getByTestId('prolongation-pay').click();
  await expect(page).toHaveURL(new RegExp(`/lk/payment\\?loanId=${loan.Id}&amount=40000&purpose=prolongation$`));
  // Issue 27: a form for that fee (400 ₽), not the full repayment.
  await expect(page.getByTestId('payment-state-method')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-amount')).toHaveText('400\u00a0₽');
  await expect(page.getByRole('button', { name: 'Изменить сумму' })).toHaveCount(0);
});

test('an agreement waiting for the signature is signed with the SMS code and shows as signed', async ({ page, baseURL }) => {
  // A client of its own: a prolongation signs the waiting edition with its code, and tests running
  // beside this one prolong client 10.
  const { phone, id: Id } = await clientWithDocument(page, baseURL!);
  await page.goto('/lk/agreements');
  const item = page.getByTestId('agreements-list').getByRole('listitem').filter({ has: page.locator(`a[href="/lk/agreements/${Id}"]`) });
  await expect(item.getByTestId('agreement-state')).toHaveText('Ждёт подписи');
  await item.getByRole('link').click();

  await expect(page.getByTestId('agreement-document')).toContainText('Что изменилось');
  const before = new Date().toISOString();
  await page.getByTestId('agreement-request-code').click();
  const code = await outboxCode(page.request, phone, 'подписание документов', before);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByTestId('agreement-sign').click();

  await expect(page.getByTestId('agreement-signed')).toHaveText('Документ подписан.');
  await expect(page.getByTestId('agreement-document')).toContainText('Подписано простой электронной подписью');
  await page.getByRole('link', { name: 'Все документы' }).click();
  await expect(item.getByTestId('agreement-state')).toHaveText(/^Подписан \d+ \S+ \d{4}$/);
});

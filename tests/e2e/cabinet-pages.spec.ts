// Issue 13 in the browser: a repeat loan from the cabinet (calculator → application → scoring →
// the offer to sign), refused while a loan is open; the inbox (unread badge, opening marks read);
// the product offers. Every page the cabinet menu links to is a page, not the 404.
import { expect, test } from '@playwright/test';
import { CABINET_MENU } from '../../src/views/cabinet/dashboard/cabinet-menu';
import { NEW_LOAN_NOT_NOW as NOT_NOW } from '../../src/domain/new-loan';
import { newSignedInClient } from './payment-helpers';
import { signIn } from './shell-helpers';

test('a client with no loan takes a new one: the application, the scoring, then the offer to sign', async ({ page, context, baseURL }) => {
  await newSignedInClient(context, baseURL!);
  await page.goto('/lk/Dashboard');
  await page.getByRole('link', { name: 'Получить новый заём' }).click();
  await expect(page).toHaveURL(/\/lk\/new-loan$/);
  await expect(page.getByTestId('choice-amount')).toBeVisible();
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('new-loan-scoring')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка одобрена — подпишите договор' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('offer-amount')).toBeVisible();
  // Back on the new-loan page, the approved application is what is left to do.
  await page.goto('/lk/new-loan');
  await expect(page.getByTestId('new-loan-unavailable')).toHaveText(NOT_NOW[3]!);
});

test('a client whose loan is open is told a new one comes after repaying it', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000001');
  await page.goto('/lk/new-loan');
  await expect(page.getByTestId('new-loan-unavailable')).toHaveText(NOT_NOW[4]!);
  await page.goto('/lk/product-offers');
  await expect(page.getByTestId('product-offers-none')).toBeVisible();
});

test('the inbox: a new message is counted unread, opening it shows the text and marks it read', async ({ page, context, baseURL }) => {
  const { phone } = await newSignedInClient(context, baseURL!);
  const sent = await context.request.post(`${baseURL}/sandbox/messages`, { data: { Phone: phone, Title: 'График работы в праздники', Text: 'Поддержка отвечает круглосуточно.' } });
  expect(sent.status()).toBe(200);
  await page.goto('/lk/Dashboard');
  await expect(page.getByTestId('messages-unread')).toHaveText('1');
  await page.getByRole('link', { name: /Сообщения/ }).click();
  const message = page.getByTestId(/^message-\d+$/);
  await expect(message.getByTestId('message-unread')).toHaveText('новое');
  await message.getByText('График работы в праздники').click();
  await expect(message.getByText('Поддержка отвечает круглосуточно.')).toBeVisible();
  await expect(message.getByTestId('message-unread')).toHaveCount(0);
  await expect(page.getByTestId('messages-unread')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId(/^message-\d+$/).getByTestId('message-unread')).toHaveCount(0);

  for (const item of CABINET_MENU) {
    await page.goto(item.href);
    await expect(page.getByRole('heading', { level: 1 }), item.href).toBeVisible();
    await expect(page.getByText(/Page Not Found/), item.href).toHaveCount(0);
  }
});

test('one loan: client 09 opens a repaid loan from the dashboard — terms, schedule, its payment, the contract as a PDF, the individual terms', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000009');
  await page.goto('/lk/Dashboard');
  // The cabinet shows the company's latest news, as the news list answers it.
  const latest = (await (await context.request.get(`${baseURL}/api/Info/news?page=1&pageSize=3`)).json()) as { Items: { Title: string }[] };
  await expect(page.getByTestId('cabinet-news').getByRole('listitem').getByRole('link')).toHaveText(latest.Items.map((n) => n.Title));
  const first = page.getByTestId('loans').getByRole('link').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('loan-terms').getByRole('heading')).toHaveText('Заём погашен');
  await expect(page.getByTestId('loan-terms')).toContainText('3 000 ₽');
  await expect(page.getByTestId('loan-schedule').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('loan-payments').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('loan-payments')).toContainText('₽');
  // A repaid loan offers nothing to do with it.
  await expect(page.getByTestId('loan-actions').getByRole('link')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('loan-contract').click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`Договор займа № ${name.replace('Заём № ', '')}.pdf`);

  await page.locator('summary', { hasText: 'Индивидуальные условия' }).click();
  await expect(page.getByRole('cell', { name: 'Николай', exact: false })).toBeVisible();
});

test('one loan: a refused application has no contract; another client’s loan is not shown; a non-number is the 404 page', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000002');
  const token = (await context.cookies()).find((c) => c.name === 'auth_token')!.value;
  const loans = (await (await context.request.get(`${baseURL}/api/Loans?inActualState=false&v=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { Id: number }[];
  await page.goto(`/lk/loans/${loans[0]!.Id}`);
  await expect(page.getByTestId('loan-documents')).toContainText('По отказанной заявке договора нет.');
  await page.goto(`/lk/loans/${loans[0]!.Id - 1}`);
  await expect(page.getByTestId('load-error')).toBeVisible();
  await expect(page.getByTestId('loan-terms')).toHaveCount(0);
  await page.goto('/lk/loans/abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});

// Issue 14, cards: a card is linked on the provider's page (the number never reaches our pages) and
// comes back as the default card; the signed loan keeps the payout card it was signed with (issue 29).
import { expect, test } from '@playwright/test';
import { signInMoneyClient } from './money-helpers';

test('link a card on the provider page; the signed loan keeps its card', async ({ page, context, baseURL }) => {
  const client = await signInMoneyClient(context, baseURL!);
  const loan = (await client.get<{ Id: number; Status: number; CardId: number | null }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
  await page.goto('/lk/cards');
  const list = page.getByTestId('cards-list');
  await expect(list.getByRole('listitem').filter({ hasText: '•••• 7714' })).toContainText(`Карта займа № ${loan.Id}`);

  await page.getByTestId('card-add').click();
  await expect(page).toHaveURL(/\/sandbox\/payment\/card\?session=/);
  await expect(page.getByText('песочница', { exact: true })).toBeVisible();
  await page.getByLabel('Номер карты').fill('2200 0000 0000 4242');
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Привязать карту' }).click();

  await expect(page).toHaveURL(/\/lk\/cards\?cardAdded=\d+$/);
  await expect(page.getByTestId('cards-notice')).toHaveText('Карта привязана и выбрана основной.');
  const added = list.getByRole('listitem').filter({ hasText: 'Мир •••• 4242' });
  await expect(added).toContainText('Основная');
  await expect(page.locator('body')).not.toContainText('2200 0000 0000 4242');

  // The loan was signed with its card: no other card can be chosen for it, here or through the API.
  await expect(added.getByRole('button', { name: new RegExp(`^Выбрать для займа № ${loan.Id}`) })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: '•••• 7714' })).toContainText(`Карта займа № ${loan.Id}`);
  const after = (await client.get<{ Id: number; CardId: number | null }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Id === loan.Id)!;
  expect(after.CardId).toBe(loan.CardId);
});

// Issue 14, cards: a card is linked on the provider's page (the number never reaches our pages),
// comes back as the default card, and is chosen as the card of the active loan.
import { expect, test } from '@playwright/test';
import { signInMoneyClient } from './money-helpers';

test('link a card on the provider page, then choose it for the loan', async ({ page, context, baseURL }) => {
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

  await added.getByRole('button', { name: new RegExp(`^Выбрать для займа № ${loan.Id}`) }).click();
  await expect(page.getByTestId('cards-notice')).toContainText('Карта выбрана для займа');
  await expect(added).toContainText(`Карта займа № ${loan.Id}`);
  const after = (await client.get<{ Id: number; CardId: number | null }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Id === loan.Id)!;
  const cards = await client.get<{ Id: number; MaskedPan: string }[]>('/api/cards');
  expect(after.CardId).toBe(cards.find((c) => c.MaskedPan === '•••• 4242')!.Id);
});

// Issue 28, item 6: «Продлить заём» is offered where the loan's prolongation settings say it is
// available (client 10, five days into its term), and not on an overdue loan (client 07), where it
// only led to «Этот заём сейчас нельзя продлить…».
import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

for (const [phone, offered] of [
  ['79000000010', true],
  ['79000000007', false],
] as const) {
  test(`client ${phone.slice(-2)}: «Продлить заём» ${offered ? 'is' : 'is not'} offered on the dashboard and on the loan's page`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, phone);
    await page.goto('/lk/Dashboard');
    const actions = page.getByTestId('loan-status').getByTestId('loan-actions');
    await expect(actions.getByRole('link', { name: 'Оплатить' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(actions.getByRole('link', { name: 'Продлить заём' })).toHaveCount(offered ? 1 : 0);
    await page.getByTestId('loans').getByRole('link').last().click();
    await expect(page.getByTestId('loan-actions').getByRole('link', { name: 'Оплатить' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('loan-actions').getByRole('link', { name: 'Продлить заём' })).toHaveCount(offered ? 1 : 0);
  });
}

// The support chat learns who signed in (requirements §1, §4): on mf a login re-initialises the open widget
// with the client's identity and keeps it open; on sf the identity waits for the widget's next start.
import { expect, test } from '@playwright/test';

interface ChatEvent {
  name: string;
  data: { identity?: { id?: string; phone?: string } | null };
}

test('a login tells the open chat who the client is, and the chat stays open', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mf', 'only the mf tenant re-initialises the widget at login (requirements §4)');
  await page.goto('/login');
  const chat = page.getByRole('dialog', { name: 'Чат поддержки (песочница)' });
  await page.getByRole('button', { name: 'Открыть чат поддержки' }).click();
  await expect(chat).toBeVisible();

  await page.locator('#login-phone').pressSequentially('9000000003');
  await page.locator('#login-password').fill('Demo-2026');
  await page.getByTestId('screen-submit').click();
  await expect(page).toHaveURL(/\/registration/);

  const identified = async () => {
    const { events } = (await (await request.get('/sandbox/events?source=chat')).json()) as { events: ChatEvent[] };
    return events.some((e) => e.name === 'init' && e.data.identity?.phone === '79000000003');
  };
  await expect.poll(identified, { timeout: 10_000 }).toBe(true);
  await expect(chat).toBeVisible();
});

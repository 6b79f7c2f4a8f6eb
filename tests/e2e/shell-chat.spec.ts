// The support chat (issue 11, defect 3; SPEC §1, §9): it opens from its floating button only,
// closes with × and Escape, and never sits above the sidebar or a dialog. Both brands, 375 px.
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, signIn } from './shell-helpers';

test.use(MOBILE);

const CHAT = { name: 'Чат поддержки (песочница)' } as const;

/** What covers the centre of the element found by `selector` ('' when it is not on the page). */
function topmostAt(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return '';
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const owner = hit?.closest('[data-testid], [role="dialog"]');
    return owner?.getAttribute('data-testid') ?? owner?.getAttribute('aria-label') ?? hit?.tagName ?? '';
  }, selector);
}

/** Panels on screen: any visible dialog (the chat's, a modal) or the sidebar. */
function openPanels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="dialog"], [data-testid="sidebar"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.tagName),
  );
}

test('on / without touching anything: no panel opens, before the third parties start (3 s), while the chat loads, or after', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/');
  const seen = new Set<string>();
  const chatLoaded = () => page.evaluate(() => typeof (window as { SandboxChat?: unknown }).SandboxChat === 'object');
  // Watched until the widget is there to misbehave, then 3 s more.
  let watchUntil = Date.now() + 20_000;
  while (Date.now() < watchUntil) {
    for (const panel of await openPanels(page)) seen.add(panel);
    if (watchUntil - Date.now() > 3_000 && (await chatLoaded())) watchUntil = Date.now() + 3_000;
    await page.waitForTimeout(250);
  }
  expect([...seen]).toEqual([]);
  expect(await chatLoaded()).toBe(true);
  await expect(page.getByRole('button', { name: 'Открыть чат поддержки' })).toBeVisible();
});

test('the chat opens from its button and closes with × and with Escape', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Открыть чат поддержки' });
  const chat = page.getByRole('dialog', CHAT);

  await button.tap();
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Закрыть чат' }).tap();
  await expect(chat).toBeHidden();
  await expect(button).toBeVisible();

  await button.tap();
  await expect(chat).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(button).toBeFocused();
});

test('the chat button and the chat stay under the sidebar and under a dialog', async ({ page }) => {
  await page.goto('/Faq');
  const button = page.getByRole('button', { name: 'Открыть чат поддержки' });
  await expect(button).toBeVisible({ timeout: 15_000 });

  await page.getByTestId('burger').tap();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-visible', 'true');
  expect(await topmostAt(page, '[data-testid="chat-button"]')).toMatch(/^sidebar/);

  await page.getByTestId('sidebar').getByRole('button', { name: 'Заказать звонок' }).tap();
  await expect(page.getByRole('dialog', { name: 'Заказать обратный звонок' })).toBeVisible();
  expect(await topmostAt(page, '[data-testid="chat-button"]')).toMatch(/^CallBackModal/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Заказать обратный звонок' })).toHaveCount(0);

  // An open chat panel goes under the sidebar too.
  await button.tap();
  await expect(page.getByRole('dialog', CHAT)).toBeVisible();
  await page.getByTestId('burger').tap();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-visible', 'true');
  expect(await topmostAt(page, '.sandbox-chat')).toMatch(/^sidebar/);
});

/** Texts and controls of the page whose boxes meet the chat button's (none when the button is hidden). */
function contentUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="chat-button"]');
    if (!button?.checkVisibility({ visibilityProperty: true })) return [];
    const area = button.getBoundingClientRect();
    const meets = (box: DOMRect) => box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) hits.push(node.textContent.trim());
    }
    for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')) {
      if (control !== button && control.checkVisibility() && meets(control.getBoundingClientRect())) hits.push(control.outerHTML.slice(0, 60));
    }
    return hits;
  });
}

test('on a phone the chat button covers no figure of the cabinet at any scroll position, and waits at the page end (issue 28, item 9)', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, '79000000008');
  await page.goto('/lk/Dashboard');
  await expect(page.getByText('Дата возврата')).toBeVisible();
  const button = page.getByTestId('chat-button');
  await expect(button).toBeAttached({ timeout: 15_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y < height; y += 150) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await expect.poll(() => contentUnderChatButton(page), { message: `scrolled to ${y}` }).toEqual([]);
  }
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
  expect(await contentUnderChatButton(page)).toEqual([]);
  await button.tap();
  await expect(page.getByRole('dialog', CHAT)).toBeVisible();
});

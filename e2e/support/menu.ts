import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an opened menu holds the focus. Mantine's menu closes on Escape only from inside its list, and
 * it takes the focus a moment after it is drawn: a test that checks what the menu lacks (true before it is
 * drawn) or presses Escape must wait for it first, or the key falls on the button and the menu stays open.
 */
export async function menuWithFocus(page: Page): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  return menu;
}

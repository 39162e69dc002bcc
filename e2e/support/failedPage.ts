import type { Locator, Page } from '@playwright/test';

const MAX_LINES = 40;
const WITHIN_MS = 5_000;

/**
 * Prints, for a failed journey, the page's address and the accessibility tree of its main region and dialogs
 * (what a user would read on it)
 * to the log. A CI run keeps only its log, not test-results/: a failure seen once there, and not again here,
 * must say by itself whether the screen showed an error, a spinner or another page. Bounded in lines and in
 * time (a hung page must not hold the run).
 */
export async function printFailedPage(page: Page, title: string): Promise<void> {
  if (page.isClosed()) return;
  // The main region and any dialog over it: the banner and the menu are the same on every screen.
  const region = (await page.locator('main').count().catch(() => 0)) > 0 ? page.locator('main, [role=dialog]') : page.locator('body');
  const snapshot = await Promise.race([
    ariaOf(region).catch((error: unknown) => `(page illisible : ${String(error).split('\n')[0]})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(page sans réponse)'), WITHIN_MS + 1_000)),
  ]);
  // The sync state in the banner says whether the device was offline, busy or in error.
  const sync = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Synchronisation :/ })
    .getAttribute('aria-label', { timeout: 1_000 })
    .catch(() => null);
  const lines = [...(sync ? [`(bandeau) ${sync}`] : []), ...snapshot.split('\n')];
  const shown = lines.slice(0, MAX_LINES).join('\n');
  const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} lignes de plus` : '';
  console.log(`\n--- page at failure of « ${title} »: ${page.url()}\n${shown}${more}\n--- end of page\n`);
}

async function ariaOf(region: Locator): Promise<string> {
  const parts: string[] = [];
  for (const one of await region.all()) parts.push(await one.ariaSnapshot({ timeout: WITHIN_MS }));
  return parts.join('\n');
}

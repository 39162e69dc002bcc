import type { Locator, Page } from '@playwright/test';

const MAX_LINES = 40;
const WITHIN_MS = 5_000;

/**
 * Prints, for a failed journey, the page's address and the accessibility tree of its main region and dialogs
 * (what a user would read on it)
 * to the log. A CI run keeps only its log, not test-results/: a failure seen once there, and not again here,
 * must say by itself whether the screen showed an error, a spinner or another page. Bounded in lines and in
 * time (a hung page must not hold the run). The page's last errors follow: an error screen says its cause there.
 */
export async function printFailedPage(page: Page, title: string, errors: readonly string[] = []): Promise<void> {
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
  const lines = [...(sync ? [`(bandeau) ${sync}`] : []), ...errorLines(errors), ...snapshot.split('\n')];
  const shown = lines.slice(0, MAX_LINES).join('\n');
  const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} lignes de plus` : '';
  console.log(`\n--- page at failure of « ${title} »: ${page.url()}\n${shown}${more}\n--- end of page\n`);
}

const MAX_ERRORS = 5;

/** The page's last errors, one line each (a crash behind an error screen says its cause only there). */
function errorLines(errors: readonly string[]): string[] {
  return errors.slice(-MAX_ERRORS).map((e) => `(erreur de la page) ${e.replace(/\s+/g, ' ').slice(0, 400)}`);
}

/** Collects what a page reports as errors, from now on: uncaught exceptions and console.error lines. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message} ${error.stack?.split('\n').slice(1, 4).join(' ') ?? ''}`));
  page.on('console', (message) => {
    // A request refused offline is logged by the browser itself: the journeys go offline on purpose.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

async function ariaOf(region: Locator): Promise<string> {
  const parts: string[] = [];
  for (const one of await region.all()) parts.push(await one.ariaSnapshot({ timeout: WITHIN_MS }));
  return parts.join('\n');
}

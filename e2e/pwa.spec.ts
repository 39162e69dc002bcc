import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { publishNewServiceWorker } from './support/serviceWorkerFile';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The service worker: the shell opens with no network after one visit, and a new version asks before it reloads. */

test('after one visit the shell reloads with no network', async ({ page, context }) => {
  const cemetery = await signIn(page, ACCOUNTS.agent);
  const shell = new ShellPage(page);
  await shell.expectScreen('/concessions', 'CONCESSIONS');
  await shell.waitForServiceWorker();

  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API as well.
  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();

  await shell.expectScreen('/concessions', 'CONCESSIONS');
  await expect(shell.title).toHaveText(cemetery);
  // A screen never visited in this session comes from the precache too.
  await shell.menuLink('Défunts').click();
  await shell.expectScreen('/defunts', 'DÉFUNTS');
});

test('a waiting service worker shows the update prompt, which reloads into it', async ({ page }) => {
  await signIn(page, ACCOUNTS.autre);
  const shell = new ShellPage(page);
  await shell.expectScreen('/concessions', 'CONCESSIONS');
  await shell.waitForServiceWorker();

  const restore = await publishNewServiceWorker();
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Nouvelle version disponible' });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await shell.expectScreen('/concessions', 'CONCESSIONS');
    await expect(prompt).toBeHidden();
  } finally {
    await restore();
  }
});

import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { LoginPage } from './pages/LoginPage';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Notes and calendar (issue 18): a note linked to a plot written with no network shows on the plot's sheet and in
 * the search, and reaches the server once online; the calendar shows a holiday, a concession to renew and a
 * procedure's legal date, and takes a personal event. Screenshots of every view at both sizes.
 */

async function shots(page: Page, name: string): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, { width: 800, height: 1280 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/agenda-${name}-${size.width}x${size.height}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(page: Page): Promise<void> {
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
}

/** The demo cemetery with the stories (procedures under way, the Lefèvre family). */
const BOURG = 'Cimetière communal du Bourg';

async function enterBourg(page: Page): Promise<void> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await page.getByRole('region').getByRole('button', { name: BOURG }).click();
  await expect(page.getByRole('banner').getByRole('heading', { level: 2, name: BOURG })).toBeVisible();
}

const syncButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });

test('a note linked to a plot, written offline, is on its sheet and in the search, then synced', async ({ page }) => {
  // A long journey (search, a note offline, its sheet, sync, archive, bin, delete): the budget of the other long ones.
  test.setTimeout(180_000);
  await enterBourg(page);
  const shell = new ShellPage(page);
  await shell.waitForServiceWorker();

  // The Lefèvre family's plot, found by the search.
  await shell.search.fill('Lefèvre');
  await shell.search.press('Enter');
  const search = page.getByRole('dialog', { name: 'Recherche' });
  await search.getByRole('link').filter({ hasText: 'Famille Lefèvre' }).first().click();
  await expect(page).toHaveURL(/\/fiche-concession\//);
  const sheetUrl = page.url();

  await goOffline(page);
  await page.getByRole('button', { name: "Notes de l'emplacement" }).click();
  await page.getByRole('link', { name: 'Ajouter une note' }).click();
  const modal = page.getByRole('dialog', { name: 'Ajouter une note' });
  await modal.getByLabel('Titre').fill('Grille à repeindre');
  await modal.getByLabel('Note').fill('Signalé par le gardien : la grille du caveau rouille, prévenir la famille.');
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(modal).toBeHidden();
  const row = page.getByRole('article', { name: 'Grille à repeindre' });
  await expect(row).toBeVisible();
  await expect(syncButton(page)).toHaveAttribute('aria-label', /[1-9]\d* en attente/);
  await shots(page, 'notes');

  // On the sheet's bubble, and found by the search, still offline.
  await page.goto(sheetUrl).catch(() => undefined);
  await page.getByRole('button', { name: "Notes de l'emplacement" }).click();
  await expect(page.getByText('Grille à repeindre')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Grille à repeindre')).toBeHidden();
  await shell.search.fill('grille repeindre');
  await shell.search.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Recherche' }).getByRole('heading', { name: /^Notes \(\d+\)$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await goOnline(page);
  await expect(syncButton(page)).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 30_000 });

  // Archive, restore from the archive, trash and delete after confirmation.
  await page.goto('/notes');
  await row.getByRole('button', { name: /^Archiver/ }).click();
  await page.getByText('Notes archivées').click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Mettre à la corbeille/ }).click();
  await page.getByText('Corbeille', { exact: true }).click();
  await shots(page, 'notes-corbeille');
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await expect(page.getByText('Etes vous sûr de vouloir supprimer cette note ?')).toBeVisible();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(row).toHaveCount(0);
});

test('the calendar shows holidays, a concession to renew and a procedure deadline, and takes a personal event', async ({ page }) => {
  await enterBourg(page);
  await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\./, { timeout: 60_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Calendrier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CALENDRIER' })).toBeVisible({ timeout: 30_000 });
  // The cemetery's rows are read from the replica first (said while they load), then the items are drawn.
  await expect(page.getByText('Chargement des événements du cimetière…')).toBeHidden({ timeout: 30_000 });
  // Year view: months in two columns, holidays shaded.
  await expect(page.getByText("Jour de l'an").first()).toBeVisible();
  await shots(page, 'calendrier-annee');

  await page.getByRole('tab', { name: 'Mois' }).click();
  await shots(page, 'calendrier-mois');

  // The list view, month by month, until a renewal and a legal deadline have been seen: the year ahead, then the
  // year behind (a concession ended less than two years ago is still to renew); the demo's size decides where.
  await page.getByRole('tab', { name: 'Liste' }).click();
  let renewal = false;
  let deadline = false;
  const seen = async () => {
    renewal ||= (await page.getByText(/^À renouveler : famille /).count()) > 0;
    deadline ||= (await page.getByText(/^(Date limite|À partir de ce jour) : étape \d+/).count()) > 0;
    return renewal && deadline;
  };
  await shots(page, 'calendrier-liste');
  for (const way of [/suivant/i, /précédent/i]) {
    for (let i = 0; i < 12 && !(await seen()); i++) await page.getByRole('button', { name: way }).click();
    if (renewal && deadline) break;
    await page.getByRole('button', { name: /aujourd'hui/i }).click();
  }
  expect(renewal).toBe(true);
  expect(deadline).toBe(true);

  // A personal event, added offline.
  await goOffline(page);
  await page.getByRole('button', { name: 'Ajouter un événement' }).click();
  const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
  await modal.getByLabel('Heure').fill('10:30');
  await modal.getByLabel('Titre').fill('Visite de la commission');
  await modal.getByLabel('Lier à une note ?').check();
  await modal.getByLabel('Evènement personnel ?').check();
  await shots(page, 'calendrier-modal');
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Visite de la commission')).toBeVisible();
  await expect(syncButton(page)).toHaveAttribute('aria-label', /[1-9]\d* en attente/);
  await goOnline(page);
  await expect(syncButton(page)).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 30_000 });
});

import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { deviceEspaceId, goOffline, goOnline, live, pullAll, token } from './support/ficheServer';
import { ListesPage } from './pages/listesPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * 'Ajouter un emplacement' (/ajout-emplacement, issue 16): an agent adds a plot with no network, finds it in the
 * plots list and on its sheet, and the server has it once the tablet is back online.
 */

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [w, h] of [[1280, 800], [800, 1280]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const synced = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ });

test('offline: add a plot from the plots list, see it in the list and on its sheet; online the server has it', async ({ page }) => {
  // A first sync of the 1,500-plot cemetery, then a whole journey offline and back.
  test.setTimeout(180_000);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  const shell = new ShellPage(page);
  await shell.waitForServiceWorker();
  await expect(synced(page)).toBeVisible({ timeout: 120_000 });
  const espaceId = await deviceEspaceId(page);
  await goOffline(page);

  await page.goto('/emplacement');
  await page.getByRole('link', { name: 'Ajouter un emplacement' }).click();
  await expect(page).toHaveURL(/\/ajout-emplacement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AJOUTER UN EMPLACEMENT' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nouvel emplacement' });

  // The numéro is required: nothing is saved without it.
  await form.getByRole('button', { name: 'Enregistrer l’emplacement' }).click();
  await expect(form.getByText('Le numéro de l’emplacement est obligatoire.')).toBeVisible();
  await expect(page).toHaveURL(/\/ajout-emplacement$/);

  await form.getByLabel('Carré').fill('Z');
  await form.getByLabel('Allée').fill('9');
  await form.getByLabel('Numéro').fill('901');
  await form.getByLabel('Libellé').fill('Tombe ajoutée hors ligne');
  await form.getByLabel('Surface (m²)').fill('2,5');
  await shot(page, 'ajout-emplacement');
  await form.getByRole('button', { name: 'Enregistrer l’emplacement' }).click();

  await expect(page).toHaveURL(/\/fiche-concession\/[0-9a-f-]{36}$/);
  const plotId = page.url().split('/').pop() as string;
  await expect(page.getByText('Carré Z - Allée 9 - N° 901').first()).toBeVisible();
  await expect(page.getByText('2,5 m²').first()).toBeVisible();
  await shot(page, 'ajout-emplacement-fiche');

  // The same place again is refused, on the device, with the rule's words.
  await page.goto('/ajout-emplacement');
  await form.getByLabel('Carré').fill('z');
  await form.getByLabel('Allée').fill('9');
  await form.getByLabel('Numéro').fill('901');
  await form.getByRole('button', { name: 'Enregistrer l’emplacement' }).click();
  await expect(form.getByText('Un emplacement porte déjà ce carré, cette allée et ce numéro dans ce cimetière.')).toBeVisible();

  await page.goto('/emplacement');
  // The switch renders the 1,500-row list in the same task as the click: on a loaded machine that takes a while.
  await page.locator('label[for$="-liste"]').click({ timeout: 60_000 });
  const list = new ListesPage(page, 'Liste des emplacements');
  await expect(list.count).toBeVisible({ timeout: 30_000 });
  await list.searchInList.fill('901');
  const plotRow = list.table.getByRole('row').filter({ has: page.locator(`a[href="/fiche-concession/${plotId}"]`) });
  await expect(plotRow).toContainText('Z / 9 / 901');
  await expect(plotRow).toContainText('2,5 m²');
  await shot(page, 'emplacements-liste');

  await goOnline(page);
  const bearer = await token(page.request, ACCOUNTS.agent);
  await expect
    .poll(async () => live((await pullAll(page.request, bearer, espaceId)).emplacements).find((e) => e.id === plotId) ?? null, { timeout: 60_000 })
    .toMatchObject({ carre: 'Z', allee: '9', numero: '901', libelle: 'Tombe ajoutée hors ligne', surface: 2.5, typeOccupation: 'concession' });
});

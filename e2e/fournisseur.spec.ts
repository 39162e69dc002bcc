import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

/**
 * The provider's view (/fournisseur 'Espaces clients', issue 16): the super administrator reaches it from the
 * menu and sees each tab's municipalities (spec 000 §2.11) with cemeteries, subscription and last activity;
 * a town's administrator has no such entry and is refused the screen.
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

test('the super administrator sees every municipality by tab, searches and sorts them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.super);
  const shell = new ShellPage(page);
  await shell.menuLink('Espaces clients').click();
  await shell.expectScreen('/fournisseur', 'ESPACES CLIENTS');
  const table = page.getByRole('table', { name: 'ESPACES CLIENTS' });
  const row = (commune: string) => table.getByRole('row').filter({ has: page.getByText(commune, { exact: true }) });

  // Clients: the demo's two towns, with their cemeteries and active subscriptions.
  await expect(row('Saint-Martin-des-Champs')).toContainText('Cimetière communal du Bourg');
  await expect(row('Saint-Martin-des-Champs')).toContainText('Actif');
  await expect(row('Saint-Martin-des-Champs')).toContainText('Import des données');
  await expect(row('Sainte-Sève')).toContainText('Cimetière de Sainte-Sève');
  await expect(row('Taulé')).toHaveCount(0);
  await shot(page, 'fournisseur-clients');

  await page.getByLabel('Chercher une commune ou un cimetière').fill('seve');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row('Sainte-Sève')).toBeVisible();
  await page.getByLabel('Chercher une commune ou un cimetière').fill('');
  await expect(table.getByRole('row')).toHaveCount(3);

  await table.getByRole('button', { name: /^Commune/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Sainte-Sève');

  await page.getByRole('tab', { name: 'Démonstration prospects' }).click();
  await expect(row('Taulé')).toContainText('Cimetière de Taulé');
  await shot(page, 'fournisseur-demonstration');
  await page.getByRole('tab', { name: 'Test avant activation' }).click();
  await expect(row('Sizun')).toContainText('Inactif');
  await page.getByRole('tab', { name: 'Société du fournisseur' }).click();
  await expect(row('Vannes')).toContainText('Aucun cimetière');
});

test('a town administrator has no provider view', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const shell = new ShellPage(page);
  await expect(shell.menuLink('Utilisateurs')).toBeVisible();
  await expect(shell.menuLink('Espaces clients')).toHaveCount(0);
  await page.goto('/fournisseur');
  await expect(page.getByText('Cet écran est réservé aux administrateurs du fournisseur.')).toBeVisible();
});

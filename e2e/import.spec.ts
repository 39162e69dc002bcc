import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { GestionComptePage } from './pages/GestionComptePage';
import { signIn } from './pages/signIn';

/**
 * The 'Mise à jour Excel' of /gestion-compte › Infos cimetière (spec 000 §2.8, issue 16): an administrator
 * sends a small register, checks the columns and the dry run, imports and reads 'Import réalisé'. Runs on Sainte-Sève (the autre@ account's cemetery), carré XL.
 */
const CSV = [
  'Carré;Allée;N°;Concessionnaire;Durée;Date acte;Défunt;Date de décès',
  'XL;1;1;EXCELSIOR Jean et Marie;30 ans;12/03/1954;EXCELSIOR Pierre;mars 1954',
  ';;;;;;EXCELSIOR Louise;1960',
  'XL;1;;;;;PERDU Jean;1970',
].join('\r\n');

test('an administrator imports a register: columns, dry run, then Import réalisé with its counts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.autre);
  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  const area = page.getByRole('region', { name: 'Mise à jour Excel' });
  await area.locator('input[type=file]').setInputFiles({ name: 'registre.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
  await area.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(area.getByRole('combobox', { name: 'Champ de la colonne Défunt' })).toHaveValue('Défunt(s)', { timeout: 30_000 });
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/import-mapping-1280.png', fullPage: true });
  await area.getByRole('button', { name: 'Simuler l’import' }).click();
  const table = area.getByRole('table', { name: 'Simulation de l’import' });
  await expect(table.getByText('Numéro d’emplacement manquant.')).toBeVisible({ timeout: 30_000 });
  await area.getByText(/Toutes les lignes/).click();
  await expect(table.getByText('Défunt ajouté : EXCELSIOR Louise (décès 1960).')).toBeVisible();
  await page.screenshot({ path: '/tmp/import-dryrun-1280.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: '/tmp/import-dryrun-800.png', fullPage: true });
  await area.getByRole('button', { name: 'Importer 2 ligne(s)' }).click();
  await expect(area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(area.getByText('Défunts ajoutés : 2')).toBeVisible();
  await page.screenshot({ path: '/tmp/import-done-800.png', fullPage: true });

});

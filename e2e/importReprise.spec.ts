import { mkdirSync, readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from './support/test';
import { xlsxOf, type SheetRow } from '../tests/helpers/registers';
import { ACCOUNTS } from './accounts';
import { GestionComptePage } from './pages/GestionComptePage';
import { signIn } from './pages/signIn';

/**
 * Issue 26 'The refusals vanish after the import': an administrator imports a register with a line refused
 * (no plot number), downloads the lines to take up as a workbook (the file's columns and a last column 'Motif'),
 * corrects it and imports it again: the mapping of the last import is proposed ('comme au dernier import'),
 * 'Motif' is not imported, and the line is created. 'Imports précédents' lists both imports; offline, it says it
 * needs the network. Runs on Sainte-Sève (the autre@ account's cemetery), carré RQ.
 */
const CSV = ['Carré;Allée;N°;Concessionnaire;Défunt;Date de décès', 'RQ;1;1;REPRISE Jean;REPRISE Pierre;12/03/1954', 'RQ;1;;SANS NUMERO;OUBLIÉ Marc;1970'].join('\r\n');

const SHOTS = 'test-results/import-reprise';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [[1280, 800], [800, 1280]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.getByRole('region', { name: 'Imports précédents' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a refused line is downloaded with its reason, corrected in the workbook and imported again', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.autre);
  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  const area = page.getByRole('region', { name: 'Mise à jour Excel' });
  await area.locator('input[type=file]').setInputFiles({ name: 'reprise.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
  await area.getByRole('button', { name: 'Lire le fichier' }).click();
  await area.getByRole('button', { name: 'Simuler l’import' }).click({ timeout: 30_000 });
  await expect(area.getByRole('table', { name: 'Simulation de l’import' }).getByText('Numéro d’emplacement manquant.')).toBeVisible({ timeout: 30_000 });
  await area.getByRole('button', { name: 'Importer 1 ligne(s)' }).click();
  await expect(area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(area.getByText(/^1 ligne\(s\) refusée\(s\) ou à vérifier/)).toBeVisible();

  // The workbook: the file's header row, the refused line as it was, and why in 'Motif'.
  const downloading = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Télécharger les lignes à reprendre (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lignes-a-reprendre-reprise.xlsx');
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<SheetRow>(book.Sheets[book.SheetNames[0] ?? '']!, { header: 1, raw: true, defval: null });
  expect(rows).toEqual([
    ['Carré', 'Allée', 'N°', 'Concessionnaire', 'Défunt', 'Date de décès', 'Motif'],
    ['RQ', '1', null, 'SANS NUMERO', 'OUBLIÉ Marc', '1970', 'Refusée : Numéro d’emplacement manquant.'],
  ]);

  // The secretary gives the plot its number and imports the workbook again.
  const corrected = rows.map((r) => [...r]);
  corrected[1]![2] = '2';
  await area.getByRole('button', { name: 'Importer un autre fichier' }).click();
  await area.locator('input[type=file]').setInputFiles({ name: 'lignes-a-reprendre-reprise.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsxOf(corrected) });
  await area.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(area.getByRole('combobox', { name: 'Champ de la colonne Motif' })).toHaveValue('Ne pas importer', { timeout: 30_000 });
  await expect(area.getByRole('combobox', { name: 'Champ de la colonne Défunt' })).toHaveValue('Défunt(s)');
  await expect(area.getByText('comme au dernier import', { exact: true })).toHaveCount(6);
  await area.getByRole('combobox', { name: 'Champ de la colonne Carré' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/correspondance-memorisee-1280x800.png` });
  await area.getByRole('button', { name: 'Simuler l’import' }).click();
  await expect(area.getByRole('table', { name: 'Simulation de l’import' })).toBeVisible({ timeout: 30_000 });
  await area.getByRole('button', { name: 'Importer 1 ligne(s)' }).click();
  await expect(area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(area.getByText('Défunts ajoutés : 1')).toBeVisible();
  await expect(area.getByText('Lignes refusées : 0')).toBeVisible();

  // 'Imports précédents': newest first, the first import with its line to take up.
  const list = page.getByRole('list', { name: 'Imports précédents' });
  const again = list.getByRole('listitem', { name: /^Import de lignes-a-reprendre-reprise\.xlsx/ });
  const first = list.getByRole('listitem', { name: /^Import de reprise\.csv/ });
  await expect(again).toContainText('Refusées : 0 · À vérifier : 0', { timeout: 30_000 });
  await expect(again.getByRole('button', { name: 'Télécharger les lignes à reprendre (.xlsx)' })).toHaveCount(0);
  await expect(first).toContainText('Refusées : 1');
  await expect(first).toContainText('Emplacements créés : 1');
  await expect(first.getByRole('button', { name: 'Télécharger les lignes à reprendre (.xlsx)' })).toBeVisible();
  const order = await list.getByRole('listitem').allTextContents();
  expect(order.findIndex((r) => r.includes('lignes-a-reprendre-reprise.xlsx'))).toBeLessThan(order.findIndex((r) => r.includes('reprise.csv') && !r.includes('lignes-a-reprendre')));
  await shoot(page, 'imports-precedents');

  // Offline: the list lives on the server, and says so.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(true);
  await expect(page.getByRole('region', { name: 'Imports précédents' }).getByText('Connexion nécessaire')).toBeVisible();
  await shoot(page, 'imports-precedents-hors-ligne');
  await page.context().setOffline(false);
});

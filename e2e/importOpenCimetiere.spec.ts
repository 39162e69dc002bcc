import { expect, test } from './support/test';
import type { DemoAccount } from './accounts';
import { csvZip, plouvern } from '../tests/corpus/opencimetiere/export';
import { GestionComptePage } from './pages/GestionComptePage';
import { ListesPage } from './pages/listesPage';
import { signIn } from './pages/signIn';

/**
 * 'Import depuis openCimetière' of /gestion-compte › Infos cimetière (issue 26): a town leaving openCimetière
 * gives the ZIP of its tables' CSV exports; the administrator reads it, chooses which of its two cemeteries
 * comes in, checks the mapping (zone → carré, voie → allée) and the dry run, imports, and finds the deceased in
 * the list. Runs on Taulé (the prospect's own cemetery), its zones renamed OC1 and OC2 to stay apart from the
 * demo's plots.
 */
const TAULE: DemoAccount = { username: 'prospect@taule-demo.fr', password: 'demo2026', municipalities: null, admin: true };

function exportOfTaule(): Buffer {
  const corpus = plouvern();
  corpus.zone = corpus.zone.map((z) => ({ ...z, zonelib: z.zonelib === 'A' ? 'OC1' : z.zonelib === 'B' ? 'OC2' : 'OC3' }));
  return csvZip(corpus);
}

test('an administrator imports an openCimetière export: its cemetery chosen, the mapping, the dry run, Import réalisé', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, TAULE);
  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  const area = page.getByRole('region', { name: 'Import depuis openCimetière' });
  await expect(area.getByText(/archive ZIP des exports CSV de ses tables/)).toBeVisible();
  await area.locator('input[type=file]').setInputFiles({ name: 'export-opencimetiere.zip', mimeType: 'application/zip', buffer: exportOfTaule() });
  await area.getByRole('button', { name: 'Lire le fichier' }).click();

  // Two cemeteries in the export: the dry run waits for the choice.
  const choice = area.getByRole('combobox', { name: 'Cimetière de l’export à importer dans ce cimetière' });
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(area.getByRole('button', { name: 'Simuler l’import' })).toBeDisabled();
  await compte.choose(area, 'Cimetière de l’export à importer dans ce cimetière', 'Cimetière du Bourg (Plouvern) — 6 emplacement(s)');
  await expect(area.getByText(/12 ligne\(s\), une par concessionnaire, ayant droit ou défunt/)).toBeVisible({ timeout: 30_000 });
  await expect(area.getByRole('combobox', { name: 'Champ de la colonne Zone (zone.zonelib)' })).toHaveValue('Carré');
  await expect(area.getByRole('combobox', { name: 'Champ de la colonne Voie (voie.voielib)' })).toHaveValue('Allée');
  await expect(area.getByText(/défunt\(s\) exhumé\(s\) selon openCimetière ne sont pas importés/)).toBeVisible();
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/opencimetiere-mapping-1280.png' });
  await area.screenshot({ path: '/tmp/opencimetiere-area-mapping-1280.png' });

  await area.getByRole('button', { name: 'Simuler l’import' }).click();
  await expect(area.getByText('Simulation : rien n’a encore été enregistré.')).toBeVisible({ timeout: 30_000 });
  const table = area.getByRole('table', { name: 'Simulation de l’import' });
  await expect(table.getByText(/Défunt ajouté : LE GOFF Jean \(/)).toBeVisible();
  await area.getByText('Simulation : rien n’a encore été enregistré.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/opencimetiere-dryrun-1280.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await area.getByText('Simulation : rien n’a encore été enregistré.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/opencimetiere-dryrun-800.png' });
  await area.screenshot({ path: '/tmp/opencimetiere-area-dryrun-800.png' });

  await area.getByRole('button', { name: /^Importer \d+ ligne\(s\)$/ }).click();
  await expect(area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(area.getByText('Emplacements créés : 6')).toBeVisible();
  await expect(area.getByText('Défunts ajoutés : 6')).toBeVisible();
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/opencimetiere-done-800.png' });

  // The deceased of the export are in the deceased list, Kergoat's not.
  const list = new ListesPage(page, 'Défunts');
  await list.goto('/defunts');
  await list.searchInList.fill('GUÉGUEN');
  await expect(list.table.getByText(/GUÉGUEN/).first()).toBeVisible({ timeout: 30_000 });
  await list.searchInList.fill('PRIGENT');
  await expect(list.table.getByText(/PRIGENT/)).toHaveCount(0);
});

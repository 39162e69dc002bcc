import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { zipSync } from 'fflate';
import { GestionComptePage } from './pages/GestionComptePage';
import { ListesPage } from './pages/listesPage';
import { PlanPage } from './pages/PlanPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, live, pullAll, token, type Row } from './support/ficheServer';
import { fitGeoreference, planToLonLat, type ControlPoint } from '../src/domain/geo';

/**
 * The 'Mise à jour Excel' of /gestion-compte › Infos cimetière (spec 000 §2.8, issue 16): an administrator
 * sends a small register, checks the columns and the dry run, imports and reads 'Import réalisé', finds the deceased in the list; then a GIS plan (its plots drawn on the plan) and a ZIP of scanned deeds (one joined to its concession; tests/server/deedsImport.test.ts checks the documents). Runs on Sainte-Sève (the autre@ account's cemetery), carré XL.
 */
const CSV = [
  'Carré;Allée;N°;Concessionnaire;Durée;Date acte;Défunt;Date de décès;État',
  'XL;1;1;EXCELSIOR Jean et Marie;30 ans;12/03/1954;EXCELSIOR Pierre;mars 1954;Concédée',
  ';;;;;;EXCELSIOR Louise;1960;',
  'XL;1;;;;;PERDU Jean;1970;',
  // A state the import does not know (issue 26): the user reads it in the dry run's table of states.
  'XL;1;2;;;;;;Rendue',
  // A start date that does not exist: the line is imported, the date left empty and said.
  'XL;1;3;EXCELSIOR Paul;trentenaire;31/02/1950;EXCELSIOR Anne;1999;Concédée',
].join('\r\n');

/**
 * Two graves drawn on the cemetery's own plan, near its top left corner (inside any plan of 400 × 300 pixels or
 * more: plan.import.spec may have replaced it), in WGS 84 through its control points: the town's drawing is kept.
 */
function geojsonOn(controlPoints: ControlPoint[]): string {
  const fit = fitGeoreference(controlPoints);
  if ('error' in fit) throw new Error(fit.error);
  const square = (x: number, y: number) => ([[x, y], [x + 20, y], [x + 20, y + 10], [x, y + 10], [x, y]] as Array<[number, number]>).map((px) => planToLonLat(fit.transform, px));
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { carre: 'XL', allee: '1', numero: '1' }, geometry: { type: 'Polygon', coordinates: [square(10, 10)] } },
      { type: 'Feature', properties: { carre: 'XL', allee: '1', numero: '9' }, geometry: { type: 'Polygon', coordinates: [square(40, 10)] } },
    ],
  });
}
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const DEEDS = zipSync({ 'XL-1-1.pdf': pdf('acte XL-1-1'), 'inconnu 999.pdf': pdf('inconnu') });

test('an administrator imports a register: columns, dry run, then Import réalisé with its counts', async ({ page, request }) => {
  // Three imports and four screens in one journey: more than the default minute on this shared machine.
  test.setTimeout(300_000);
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
  // The file's states and their reading, before anything is written; 'Rendue' is read as nothing until the user says.
  const states = area.getByRole('table', { name: 'États des emplacements du fichier' });
  await expect(states.getByRole('combobox', { name: 'Lecture de l’état « Concédée »' })).toHaveValue('Concession en cours');
  await expect(states.getByRole('combobox', { name: 'Lecture de l’état « Rendue »' })).toHaveValue('Valeur non reprise');
  await area.getByText(/Lignes à vérifier/).click();
  await expect(table.getByText('À vérifier : État « Rendue » non reconnu : non repris (choisissez son sens dans le tableau des états).')).toBeVisible();
  await states.getByRole('combobox', { name: 'Lecture de l’état « Rendue »' }).click();
  await page.getByRole('option', { name: 'Emplacement libre (aucune concession)' }).click();
  await expect(states.getByRole('combobox', { name: 'Lecture de l’état « Rendue »' })).toHaveValue('Emplacement libre (aucune concession)', { timeout: 30_000 });
  await expect(table.getByText(/État « Rendue » non reconnu/)).toHaveCount(0, { timeout: 30_000 });
  await area.getByText(/Lignes à vérifier/).click();
  await expect(table.getByText('À vérifier : Date de début illisible : « 31/02/1950 », valeur laissée vide.')).toBeVisible();
  await area.getByText(/Toutes les lignes/).click();
  await expect(table.getByText('Défunt ajouté : EXCELSIOR Louise (décès 1960).')).toBeVisible();
  await area.screenshot({ path: '/tmp/import-dryrun-1280.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await area.screenshot({ path: '/tmp/import-dryrun-800.png' });
  await area.getByRole('button', { name: 'Importer 4 ligne(s)' }).click();
  await expect(area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(area.getByText('Défunts ajoutés : 3')).toBeVisible();
  await expect(area.getByText('Lignes importées avec des valeurs à vérifier : 1')).toBeVisible();
  await page.screenshot({ path: '/tmp/import-done-800.png', fullPage: true });

  // The imported deceased is in the deceased list.
  const list = new ListesPage(page, 'Défunts');
  await list.goto('/defunts');
  await list.searchInList.fill('EXCELSIOR');
  await expect(list.table.getByText(/EXCELSIOR/).first()).toBeVisible({ timeout: 30_000 });

  // The GIS plan: the register's plot XL-1-1 gets its outline, XL-1-9 is created; both are drawn on the plan.
  await compte.openInfosCimetiere();
  const gis = page.getByRole('region', { name: 'Import d’un plan SIG (GeoJSON)' });
  const espaceId = await deviceEspaceId(page);
  const [espace] = live((await pullAll(request, await token(request, ACCOUNTS.autre), espaceId)).espaces) as Array<Row & { controlPoints: ControlPoint[] }>;
  await gis.locator('input[type=file]').setInputFiles({ name: 'plan.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(geojsonOn(espace!.controlPoints), 'utf8') });
  await gis.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(gis.getByText(/projection WGS 84/)).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await gis.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/gis-mapping-1280.png', fullPage: true });
  await gis.getByRole('button', { name: 'Simuler l’import' }).click();
  await expect(gis.getByText('Simulation : rien n’a encore été enregistré.')).toBeVisible({ timeout: 30_000 });
  await expect(gis.getByText(/^Le plan dessiné par la commune est conservé/)).toBeVisible();
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: '/tmp/gis-dryrun-800.png', fullPage: true });
  await gis.getByRole('button', { name: 'Importer 2 ligne(s)' }).click();
  await expect(gis.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(gis.getByText('Formes placées sur le plan : 2')).toBeVisible();

  // The scanned deeds: XL-1-1.pdf joins the concession of plot XL-1-1; the other file matches nothing.
  const deeds = page.getByRole('region', { name: 'Import des actes scannés (ZIP)' });
  await deeds.locator('input[type=file]').setInputFiles({ name: 'actes.zip', mimeType: 'application/zip', buffer: Buffer.from(DEEDS) });
  await deeds.getByRole('button', { name: 'Simuler l’import' }).click();
  await expect(deeds.getByText('non reconnu')).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await deeds.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/deeds-dryrun-1280.png', fullPage: true });
  await deeds.getByRole('button', { name: 'Joindre 1 acte(s)' }).click();
  await expect(deeds.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(deeds.getByText('Actes joints aux concessions : 1')).toBeVisible();
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: '/tmp/deeds-done-800.png', fullPage: true });

  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /^[1-9]\d*$/, { timeout: 60_000 });
});

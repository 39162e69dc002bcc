import { type Page, expect, test } from './support/test';
import { read, utils } from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { ACCOUNTS } from './accounts';
import { pdfText } from './support/pdf';
import { FichePage } from './pages/FichePage';
import { ListesPage, RecherchePage } from './pages/listesPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 6 end to end, with no network at all: lists, global search and exports run on the device's replica.
 * Offline means both the context offline and the API aborted (TOOLCHAIN pitfall 6).
 */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeEach(async ({ page }) => {
  // Sign-in, the service worker's install and the first sync (rows, then the photos and documents, issue 29) come
  // before each journey; the budget covers the waits below (120 s for the first sync) and the journey's steps.
  test.setTimeout(360_000);
  // The Bourg cemetery tells the demo's stories (the Lefèvre family, soldiers 'Mort pour la France').
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  const shell = new ShellPage(page);
  await shell.waitForServiceWorker();
  // The replica is filled by the first sync; wait for the deceased list to have rows before cutting the network.
  const list = new ListesPage(page, 'Liste des défunts');
  await list.goto('/defunts');
  await expect.poll(() => list.total(), { timeout: 60_000 }).toBeGreaterThan(10);
  // The whole replica, not only its first pages: wait for the end of the first sync before cutting the network.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ })).toBeVisible({ timeout: 120_000 });
  await goOffline(page);
});

async function filterSortAndOpen(page: Page): Promise<void> {
  const list = new ListesPage(page, 'Liste des défunts');
  await page.reload();
  await expect(list.count).toBeVisible({ timeout: 30_000 });
  const all = await list.total();
  await shot(page, 'defunts');

  await list.openFilters();
  await list.filterModal.getByRole('checkbox', { name: 'Mort pour la France' }).check();
  await shot(page, 'defunts-filtres');
  await list.closeFilters();
  const filtered = await list.total();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);

  await list.sortBy('Nom');
  await expect(list.header('Nom')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await list.columnTexts(0);
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  expect(ascending).toEqual([...ascending].sort(collator.compare));
  await list.sortBy('Nom');
  await expect(list.header('Nom')).toHaveAttribute('aria-sort', 'descending');
  const descending = await list.columnTexts(0);
  expect(descending).toEqual([...descending].sort(collator.compare).reverse());
  await shot(page, 'defunts-tri');

  const first = list.rows().first();
  await first.getByRole('link', { name: 'consulter' }).click();
  await expect(page).toHaveURL(/\/fiche-concession\/[0-9a-f-]{36}$/);
}

async function deceasedAddedIsListed(page: Page): Promise<void> {
  // The tab keeps its joined rows (read once); the enqueued deceased must reach them through the change event.
  const list = new ListesPage(page, 'Liste des défunts');
  await expect(list.count).toBeVisible();
  // total() reads the count once the list has caught up (under load it was once read at 2093 of 3497).
  const before = await list.total();
  await list.rows().first().getByRole('link', { name: /consulter|éditer/ }).click();
  await expect(page).toHaveURL(/\/fiche-concession\/[0-9a-f-]{36}$/);
  const nom = `Listeoffline${String(Date.now()).slice(-6)}`;
  const fiche = new FichePage(page);
  await fiche.addDeceased({ nom, prenom: 'Lucien', naissance: ['3', '4', '1931'], deces: ['', '', '2024'], inhumation: '2024-06-12' });
  await expect(fiche.defunt(`Lucien ${nom}`)).toBeVisible();

  await page.getByRole('link', { name: 'Défunts', exact: true }).click();
  await expect(page).toHaveURL(/\/defunts$/);
  await expect.poll(() => list.total()).toBe(before + 1);
  await list.searchInList.fill(nom);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('Lucien');
  await shot(page, 'defunts-ajout');
}

async function exportSelection(page: Page): Promise<void> {
  const list = new ListesPage(page, 'Liste des défunts');
  await list.sortBy('Nom');
  const names = (await list.columnTexts(0)).slice(0, 3);
  const firstNames = (await list.columnTexts(1)).slice(0, 3);
  for (const i of [0, 1, 2]) await list.selectRow(i);
  const download = await list.exportSelection(3, 'Excel');
  expect(download.suggestedFilename()).toMatch(/^defunts-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const book = read(await readFile(path));
  const sheetName = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[sheetName];
  if (!sheet) throw new Error('no sheet');
  const cells = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
  expect(cells[0]?.slice(0, 3)).toEqual(['Nom', 'Prénom', 'Nom de jeune fille']);
  expect(cells).toHaveLength(4);
  expect(cells.slice(1).map((r) => r[0])).toEqual(names);
  expect(cells.slice(1).map((r) => r[1])).toEqual(firstNames);
}

/** Filters /defunts on 'Mort pour la France' and returns the totals before and after. */
async function filterMortPourLaFrance(list: ListesPage): Promise<{ all: number; filtered: number }> {
  const all = await list.total();
  await list.openFilters();
  await list.filterModal.getByRole('checkbox', { name: 'Mort pour la France' }).check();
  await list.closeFilters();
  const filtered = await list.total();
  expect(filtered).toBeLessThan(all);
  return { all, filtered };
}

async function xlsxRows(download: Awaited<ReturnType<ListesPage['exportList']>>): Promise<number> {
  const book = read(await readFile(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' }).length - 1;
}

// Two exports from one page: the second one, when slow, outlives the click's activation and Chromium may hold
// its download; the page then offers 'Télécharger' (the page model clicks it when it says 'Export prêt').
async function exportFilteredThenComplete(page: Page): Promise<void> {
  const list = new ListesPage(page, 'Liste des défunts');
  const { all, filtered } = await filterMortPourLaFrance(list);
  expect(await xlsxRows(await list.exportList('filtrée', filtered, 'Excel'))).toBe(filtered);
  expect(await xlsxRows(await list.exportList('complète', all, 'Excel'))).toBe(all);
}

async function lateExportOffered(page: Page): Promise<void> {
  // The state of a page whose export outlived the click: no transient activation left.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', { configurable: true, get: () => ({ isActive: false, hasBeenActive: true }) });
  });
  await page.reload();
  const list = new ListesPage(page, 'Liste des défunts');
  await expect(list.count).toBeVisible({ timeout: 30_000 });
  const names = (await list.columnTexts(0)).slice(0, 3);
  for (const i of [0, 1, 2]) await list.selectRow(i);
  let started = false;
  page.on('download', () => (started = true));
  await page.getByRole('button', { name: 'Exporter la sélection (3)' }).click();
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const message = list.exportMessage();
  await expect(message).toHaveText(/^Export prêt : defunts-\d{4}-\d{2}-\d{2}\.csv \(\d[\d,]* (o|Ko)\)\.Télécharger$/);
  expect(started).toBe(false);
  await shot(page, 'export-pret');
  const download = page.waitForEvent('download');
  await message.getByRole('link', { name: 'Télécharger', exact: true }).click();
  const csv = (await readFile(await (await download).path())).toString('utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).map((l) => l.split(';')[0]?.replace(/^"|"$/g, ''))).toEqual(names);
  await message.getByRole('button', { name: "Fermer le message d'export" }).click();
  await expect(message).toBeHidden();
}

async function searchReachesSheet(page: Page): Promise<void> {
  const search = new RecherchePage(page);
  await search.search('lefevre');
  const defunts = search.group('Défunts');
  await expect(defunts.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(defunts.getByRole('link').first()).toContainText(/LEF[EÈ]VRE/);
  await shot(page, 'recherche');
  // Every toggle is on by default; turning 'Défunts' off hides that group.
  for (const name of ['Emplacements', 'Concessions', 'Défunts', 'Concessionnaires', 'Procédures', 'Travaux']) {
    await expect(search.modal.getByRole('switch', { name })).toBeChecked();
  }
  const first = defunts.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/fiche-concession\/[0-9a-f-]{36}$/);
  await first.click();
  await expect(search.modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

async function searchGroupShowsMore(page: Page): Promise<void> {
  const search = new RecherchePage(page);
  await search.search('mar');
  const defunts = search.group('Défunts');
  await expect(defunts.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const total = await search.groupTotal('Défunts');
  expect(total).toBeGreaterThan(20);
  await expect(defunts.getByRole('link')).toHaveCount(20);
  await defunts.getByRole('button', { name: `Afficher plus de résultats (20 sur ${total})` }).click();
  await expect(defunts.getByRole('link')).toHaveCount(Math.min(total, 120));
  // A new query starts again from the best 20.
  await search.modal.getByLabel('Recherche').fill('mart');
  await expect.poll(() => defunts.getByRole('link').count()).toBeLessThanOrEqual(20);
}

async function otherListsReadReplica(page: Page): Promise<void> {
  const cases = [
    { path: '/concessionnaires', title: 'CONCESSIONNAIRES', label: 'Liste des concessionnaires', link: 'consulter / éditer', href: /^\/fiche-concession\// },
    { path: '/travaux', title: 'TRAVAUX', label: 'Liste des travaux', link: 'éditer', href: /^\/fiche-concession\// },
    { path: '/procedures', title: 'PROCÉDURES', label: 'Liste des procédures', link: 'consulter', href: /^\/(renouvellement|conversion|donation|retrocession|repriseNonRenouvellement|repriseAbandon)\// },
  ];
  for (const c of cases) {
    const list = new ListesPage(page, c.label);
    await list.goto(c.path);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    expect(await list.total()).toBeGreaterThan(0);
    await expect(list.rows().first().getByRole('link', { name: c.link, exact: true })).toHaveAttribute('href', c.href);
    await expect(page.getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/concessions');
    await shot(page, c.path.slice(1));
  }
  await page.getByRole('button', { name: /^Liste complète \(\d+\)$/ }).click();
  await shot(page, 'procedures-complete');
}

async function plotAndConcessionListViews(page: Page): Promise<void> {
  await page.goto('/emplacement');
  // Mantine's segmented control hides its radios under their labels: click the label.
  await page.locator('label[for$="-liste"]').click();
  const plots = new ListesPage(page, 'Liste des emplacements');
  await expect(plots.count).toBeVisible({ timeout: 30_000 });
  for (const h of ['Carré/Allée/Num', 'N°', 'Famille', 'Type', 'Surface', 'Libre']) await expect(plots.header(h)).toBeVisible();
  await expect(plots.rows().first().getByRole('link', { name: 'consulter' })).toHaveAttribute('href', /^\/fiche-concession\//);
  // 'exporter' gives that one plot's sheet, as a PDF made on the device.
  const plotLabel = (await plots.columnTexts(0))[0] ?? '';
  const [carre, allee, numero] = plotLabel.split('/').map((p) => p.trim());
  const download = page.waitForEvent('download');
  await plots.rows().first().getByRole('button', { name: 'exporter' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toMatch(/^fiche-.*\.pdf$/);
  const text = await pdfText(await readFile(await sheet.path()));
  expect(text).toContain(`Fiche emplacement — Carré ${carre} - Allée ${allee} - N° ${numero}`);
  for (const part of ['Défunts', 'Concessionnaires et ayants droit', 'Procédures', 'Travaux']) expect(text).toContain(part);
  expect(await plots.columnTexts(5)).toEqual(expect.arrayContaining([expect.stringMatching(/^(OUI|NON)$/)]));
  await shot(page, 'emplacements-liste');
  // The deceased characteristics reach the plots: a plot answers when one of its deceased has it (spec 001 §9).
  const plotCount = await plots.total();
  await plots.openFilters();
  await plots.filterModal.getByRole('checkbox', { name: 'Mort pour la France' }).check();
  await shot(page, 'emplacements-filtre-caracteristiques');
  await plots.closeFilters();
  await expect.poll(() => plots.total()).toBeLessThan(plotCount);
  expect(await plots.total()).toBeGreaterThan(0);
  await expect(plots.rows().first()).toBeVisible();

  await page.goto('/concessions');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const concessions = new ListesPage(page, 'Liste des concessions');
  await expect(concessions.count).toBeVisible({ timeout: 30_000 });
  expect(await concessions.total()).toBeGreaterThan(0);
  await shot(page, 'concessions-liste');
}

async function concessionsTabSharesPlanFilters(page: Page): Promise<void> {
  await page.goto('/concessions');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const list = new ListesPage(page, 'Liste des concessions');
  await expect(list.count).toBeVisible({ timeout: 30_000 });
  const all = await list.total();
  // The expected count, read through the filter modal of the same tab.
  await list.openFilters();
  await list.filterModal.getByRole('checkbox', { name: 'Échue', exact: true }).check();
  const echues = await list.total();
  await list.filterModal.getByRole('button', { name: 'Réinitialiser' }).click();
  await list.closeFilters();
  await expect.poll(() => list.total()).toBe(all);
  expect(echues).toBeGreaterThan(0);
  expect(echues).toBeLessThan(all);

  await list.quickFilter('Échue').check();
  await expect.poll(() => list.total()).toBe(echues);
  await expect(list.filtersButton).toContainText('1');
  await shot(page, 'concessions-liste-filtre');
  // One filter state for both tabs: the plan shows the box ticked, and the list is still filtered on return.
  await page.getByRole('tab', { name: 'Plan' }).click();
  await expect(list.quickFilter('Échue')).toBeChecked();
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect.poll(() => list.total()).toBe(echues);
}

/**
 * Back to the deceased list as the device opens it offline (a new page load, served by the service worker):
 * each step of a journey starts from the list with no filter, sort or selection left by the one before.
 */
async function backToDeceasedList(page: Page): Promise<void> {
  const list = new ListesPage(page, 'Liste des défunts');
  await list.goto('/defunts');
  await expect.poll(() => list.total(), { timeout: 30_000 }).toBeGreaterThan(10);
}

// Four journeys, one per capability, each from its own sign-in and first sync (beforeEach); their steps are the
// rules of that capability, each from the list as it opens.
test('offline, the deceased list: filtered, sorted and opened; a deceased added on a sheet is in it at once', async ({ page }) => {
  await test.step('filter, sort and open a result', () => filterSortAndOpen(page));
  await backToDeceasedList(page);
  await test.step('a deceased added on a sheet is in the list at once, back through the menu (no reload)', () => deceasedAddedIsListed(page));
});

test('offline, exports of the deceased list: a selection, the filtered list then the complete one, and a late export offered', async ({ page }) => {
  await test.step('a selection of three deceased as xlsx', () => exportSelection(page));
  await backToDeceasedList(page);
  await test.step('with a filter on, the filtered list, then the complete list', () => exportFilteredThenComplete(page));
  await backToDeceasedList(page);
  // Last: its init script stays with the page.
  await test.step("an export finished after the click's activation is offered with 'Télécharger', and that file is the export", () => lateExportOffered(page));
});

test('offline, the search from the top bar: the right sheet reached, a group counted and shown in full on demand', async ({ page }) => {
  await test.step("search 'lefevre' and reach the right sheet", () => searchReachesSheet(page));
  await backToDeceasedList(page);
  await test.step('a search group counts all its matches and shows more of them on demand', () => searchGroupShowsMore(page));
});

test('offline, the other lists: holders, works, procedures, plots and concessions, their states, exports and shared filters', async ({ page }) => {
  await test.step('the holders, works and procedures lists read the replica, with their states', () => otherListsReadReplica(page));
  await test.step('the list views of /emplacement and /concessions', () => plotAndConcessionListViews(page));
  await test.step('the Liste tab of /concessions has the filters of the plan, shared with it', () => concessionsTabSharesPlanFilters(page));
});

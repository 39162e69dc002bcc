import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test, type Download, type Page } from './support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatFrDate } from '../src/domain/dates';
import { REPRISE_ABANDON_LIST_COLUMNS } from '../src/domain/export/repriseAbandonList';
import { plotShortLabel } from '../src/domain/rules/labels';
import { ACCOUNTS } from './accounts';
import { ProcedureScreen } from './pages/ProcedureScreen';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { waitForReplicaUpToDate, goOffline, live, pullAll, token } from './support/ficheServer';
import { menuWithFocus } from './support/menu';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The file of a procedure and the R2223-17 list (issue 12), offline. On the demo's renewal started and not
 * recorded (carré A, allée 1, n° 1), the letters and the renewal are recorded with no network (each generates
 * its document), each step's 'Documents' downloads its own, then 'Constituer le dossier (PDF)' assembles the
 * file on the device: its table of contents, read back from the PDF, names each step with its date and each
 * document with the page it starts on, and that page holds it. Then the R2223-17 list is exported in Excel
 * from the Procédures list and read back: the demo's reprises after abandonment under way, and the footnote.
 */

function localToday(): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function pdfPages(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

/** A file the page made: its download starts by itself, or the page offers 'Télécharger' when the browser held it. */
async function fileOf(page: Page, download: Promise<Download>, status: RegExp): Promise<Download> {
  const message = page.getByRole('status').filter({ hasText: status });
  await expect(message).toBeVisible({ timeout: 60_000 });
  const link = message.getByRole('link', { name: 'Télécharger', exact: true });
  if (await link.isVisible()) await link.click();
  return download;
}

test('the file of a renewal assembled offline, and the R2223-17 list in Excel', async ({ page, request }) => {
  test.setTimeout(300_000);
  const today = localToday();
  const fr = formatFrDate(today);
  // The demo's procedure showcase is in the cemetery of the Bourg.
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  await new ShellPage(page).waitForServiceWorker();
  // Its procedures and price list come in the first sync's last pages: all of it before the network goes.
  const espaceId = await waitForReplicaUpToDate(page, request, ACCOUNTS.agent);
  const state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const plot = live(state.emplacements).find((e) => e.carre === 'A' && e.allee === '1' && e.numero === '1');
  if (!plot) throw new Error('no plot A / 1 / 1 in the demo');

  const screen = new ProcedureScreen(page);
  await screen.goto('renouvellement', plot.id);
  await goOffline(page);

  // Step 0, the letters: generated on the device.
  let dialog = await screen.open(0, 'Générer');
  await screen.validate(dialog);
  await screen.expectDone(0, fr);
  // Step 1, the renewal: its deed generated on the device.
  dialog = await screen.open(1, 'Renouveler');
  await dialog.getByRole('combobox', { name: 'Durée du renouvellement', exact: true }).click();
  // A duration the price list has (the others say 'aucun tarif').
  await page.getByRole('option').filter({ hasNotText: 'aucun tarif' }).first().click();
  await screen.validate(dialog);
  await screen.expectDone(1, fr);

  // 'Documents' under a step downloads its document from the device.
  await screen.step(0).getByRole('button', { name: "Documents de l'étape 0 (1)" }).click();
  const letter = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Courrier de renouvellement', exact: true }).click();
  const letterText = (await pdfPages(await letter)).join(' ');
  expect(letterText).toContain('Courrier de renouvellement');

  // The file, assembled offline.
  const file = page.waitForEvent('download');
  await page.getByTestId('procedure-courante').getByRole('button', { name: 'Constituer le dossier (PDF)' }).click();
  const download = await fileOf(page, file, /^Dossier prêt/);
  expect(download.suggestedFilename()).toMatch(/^dossier-renouvellement-.*\.pdf$/);
  const pages = await pdfPages(download);
  const [cover, toc] = pages as [string, string];
  expect(cover).toContain('DOSSIER DE PROCÉDURE');
  expect(cover).toContain('Carré A - Allée 1 - N° 1');
  expect(cover).toMatch(new RegExp(`Dossier constitué le : ?${fr.replace(/\//g, '\\/')}`));
  expect(toc).toContain(`Dossier constitué le ${fr}`);
  expect(toc).toContain(`Étape 0 : Courriers aux familles — effectuée le ${fr}`);
  expect(toc).toContain(`Étape 1 : Renouvellement de la concession — effectuée le ${fr}`);
  const letterPage = Number(/Courrier de renouvellement \.+ page (\d+)/.exec(toc)?.[1]);
  const deedPage = Number(/Acte de renouvellement de concession \.+ page (\d+)/.exec(toc)?.[1]);
  expect(letterPage).toBe(3);
  expect(deedPage).toBeGreaterThan(letterPage);
  // The letter (from the renewal letter template since issue 17: one per holder, greeted by civility).
  expect(pages[letterPage - 1]).toContain('Je vous prie d’agréer');
  expect(pages[letterPage - 1]).toContain('L2223-15');
  expect(pages[deedPage - 1]).toContain('Renouvelle la concession');
  expect(pages.at(-1)).toContain(`page ${pages.length} / ${pages.length}`);

  // What the screen looks like, on a desktop and on a tablet held upright (checked by eye).
  await page.screenshot({ path: '/tmp/dossier-procedure-1280x800.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await screen.step(1).getByRole('button', { name: "Documents de l'étape 1 (1)" }).click();
  await expect(page.getByRole('menuitem', { name: 'Acte de renouvellement de concession', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/dossier-procedure-800x1280.png' });
  await menuWithFocus(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The R2223-17 list, offline too, from the Procédures list.
  const reprises = live(state.procedures).filter((p) => p.kind === 'repriseAbandon' && !p.dateFin);
  const plots = reprises.map((p) => plotShortLabel(live(state.emplacements).find((e) => e.id === p.emplacementId) as never)).sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  await page.goto('/procedures');
  const button = page.getByRole('button', { name: `Liste des reprises pour abandon (R2223-17) : ${reprises.length}` });
  await button.click();
  const sheetFile = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exporter la liste des reprises pour abandon en Excel' }).click();
  const sheetDownload = await fileOf(page, sheetFile, /^Export (terminé|prêt) :/);
  const book = read(await readFile(await sheetDownload.path()));
  const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] as never, { header: 1, raw: false, defval: '' });
  expect(rows[0]).toEqual(REPRISE_ABANDON_LIST_COLUMNS.map((c) => c.header));
  expect(rows.slice(1, 1 + reprises.length).map((r) => r[0])).toEqual(plots);
  expect(rows.at(-1)?.[0]).toContain('Référence non confirmée');
  await page.screenshot({ path: '/tmp/dossier-procedures-1280x800.png' });
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from './support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ACCOUNTS } from './accounts';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { goOffline, live, pullAll, replicaStore, token, waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Templates (issue 17): the administrator personalises the renewal letter ('Etes vous sûr de vouloir
 * personnaliser ce document ?'), adds a sentence in the editor, previews it on the demo's concession with
 * three holders (carré A, allée 2, n° 1), then, with no network, generates it: one PDF of three letters, one
 * per holder with their address, read back; and keeps it in the concession's documents, from the templates
 * page and from the concession's sheet ('Générer depuis un modèle'). Then back to the default.
 */

async function pdfPages(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

const MENTION = 'Mention de la commune : permanence le samedi matin.';

test('personalise the renewal letter, preview it, generate it offline for three holders', async ({ page, request }) => {
  test.setTimeout(240_000);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const chooser = new SwitchEspacePage(page);
  await chooser.expectShown();
  await chooser.cemeteries().filter({ hasText: 'Bourg' }).first().click();
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
  const state = await pullAll(request, await token(request, ACCOUNTS.admin), espaceId);
  const plot = live(state.emplacements).find((e) => e.carre === 'A' && e.allee === '2' && e.numero === '1');
  const concession = live(state.locations).find((l) => l.emplacementId === plot?.id);
  if (!plot || !concession) throw new Error('no concession on plot A / 2 / 1 in the demo');
  const holders = live(state.contacts).filter((c) => c.locationId === concession.id && ['Concessionnaire', 'Co-concessionnaire'].includes(String(c.typeDeContact)));
  expect(holders.length).toBe(3);

  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'MODÈLES' })).toBeVisible();
  await page.getByRole('link', { name: 'Courrier de renouvellement', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'MODIFIER LE MODÈLE' })).toBeVisible();
  await page.getByRole('button', { name: 'Personnaliser ce document' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Etes vous sûr de vouloir personnaliser ce document ?');
  await dialog.getByRole('button', { name: 'Personnaliser' }).click();
  await expect(page).toHaveURL(/\/edit\/document\/[0-9a-f-]{36}$/);
  const templateId = /\/edit\/document\/([0-9a-f-]{36})$/.exec(page.url())?.[1];

  const editor = page.getByRole('textbox', { name: 'Contenu du modèle' });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(MENTION);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modèle enregistré.')).toBeVisible();

  // The live preview, filled from the chosen concession: one letter per holder.
  await page.getByRole('combobox', { name: 'Concession de l’aperçu' }).fill(String(concession.famille));
  await page.getByRole('option', { name: `${String(concession.famille)} — n° ${String(concession.numero)}` }).click();
  const papers = page.getByTestId('apercu-document');
  await expect(papers).toHaveCount(3);
  await expect(papers.first()).toContainText(MENTION);
  await expect(page.getByText('3 courriers : un par concessionnaire, dans un seul PDF.')).toBeVisible();

  // No network: the PDF is made on the device, three letters, each addressed to its holder.
  await goOffline(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const pages = await pdfPages(await download);
  expect(pages.length).toBe(3);
  const names = holders.map((h) => `${String(h.prenom)} ${String(h.nom).toUpperCase()}`);
  names.forEach((name, i) => {
    expect(pages[i]).toContain(name);
    expect(pages[i]).toContain(MENTION);
    expect(pages[i]).toContain('L2223-15');
  });
  expect(pages.join(' ')).not.toMatch(/undefined|\{\{|\{%/);

  await page.getByRole('button', { name: 'Générer dans les documents de la concession' }).click();
  await expect(page.getByText('Courrier de renouvellement : document généré.')).toBeVisible();
  const kept = (await replicaStore<{ locationId: string; nom: string; slug: string | null; description: string | null }>(page, espaceId, 'documents'))
    .filter((d) => d.locationId === String(concession.id))
    .map((d) => ({ nom: d.nom, slug: d.slug, description: d.description }));
  const today = await page.evaluate(() => new Date().toLocaleDateString('fr-FR'));
  const description = `Modèle : Courrier de renouvellement (3 courriers), le ${today}`;
  expect(kept).toContainEqual({ nom: 'Courrier de renouvellement', slug: 'lettre-renouvellement', description });

  // The same template from the concession's sheet, still offline: chosen, previewed from this concession, kept,
  // and listed in its Documents with the template's name and the date.
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/fiche-concession/${String(plot.id)}`);
  const documents = page.getByTestId('documents-section');
  await documents.getByRole('button', { name: 'Générer depuis un modèle' }).click();
  const modal = page.getByRole('dialog', { name: 'Générer depuis un modèle' });
  await modal.getByRole('combobox', { name: 'Modèle de document' }).fill('renouvellement');
  await page.getByRole('option', { name: 'Courrier de renouvellement', exact: true }).click();
  await expect(modal.getByTestId('apercu-document')).toHaveCount(3);
  await expect(modal.getByTestId('apercu-document').first()).toContainText(MENTION);
  await modal.getByRole('button', { name: 'Générer dans les documents' }).click();
  await expect(modal).toBeHidden();
  await expect(documents.getByTestId('document').filter({ hasText: description })).toHaveCount(2);

  // Back to the default, so that the demo reads as before.
  const bearer = { authorization: `Bearer ${await token(request, ACCOUNTS.admin)}` };
  expect((await request.delete(`/api/template_documents/${String(templateId)}?espace=${espaceId}`, { headers: bearer })).ok()).toBe(true);
});

import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FicheDocumentsPage } from './pages/FicheDocumentsPage';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, goOnline, live, pullAll, soleCurrentConcessions, token, type Row, type ServerState } from './support/ficheServer';
import { pdfText } from './support/pdf';
import { typeDate } from './support/dates';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The documents of a concession (issue 5, spec 001 §2, §8), offline after the first load: add a file, delete
 * another after the spec's confirmation, generate the deed (previewed, then kept) and the deceased wizard's
 * document; the deed downloads as a PDF naming the family and the holder; online, the server holds the
 * document rows and the bytes (/api/media). Then the 'Registre' of the Jardin du souvenir, the deed ticked at
 * the assignment's 'actes' step (previewed before Valider), and the documents as Consultation (read-only).
 */

const CONFIRM_SUPPRIMER = 'Etes vous sur de vouloir supprimer ce documents ?';
const CONFIRM_ACTE = "Etes vous sûr de vouloir générer un acte dont la concession n'as pas été fraichement créée ?";
/** The deceased's authorisation is drawn from the default template of that name (issue 17). */
const AUTORISATION = 'Autorisation d’inhumation';

/** A current Concession, alone on its plot, with a family name and a named main holder. */
function concessionWithHolder(state: ServerState): { location: Row; holder: Row } {
  for (const location of soleCurrentConcessions(state)) {
    if (!location.famille) continue;
    const holder = live(state.contacts).find((c) => c.locationId === location.id && c.typeDeContact === 'Concessionnaire' && c.nom && c.prenom);
    if (holder) return { location, holder };
  }
  throw new Error('no concession with a holder in the demo data');
}

/** A PDF linked to a concession as another device adds it: its bytes by PUT /api/media, then `document.create` pushed. */
async function addDocumentFromAnotherDevice(request: APIRequestContext, bearer: string, espaceId: string, locationId: string, nom: string): Promise<void> {
  const headers = { authorization: `Bearer ${bearer}` };
  const sha256 = createHash('sha256').update(PDF_BYTES).digest('hex');
  const put = await request.put(`/api/media/${sha256}?espace=${espaceId}`, { data: PDF_BYTES, headers: { ...headers, 'content-type': 'application/pdf' } });
  expect(put.ok()).toBe(true);
  const mutation = { id: randomUUID(), seq: 1, name: 'document.create', args: { id: randomUUID(), locationId, nom, mediaSha256: sha256 }, base: {}, createdAt: new Date().toISOString() };
  const pushed = await request.post('/api/sync/push', { data: { espaceId, clientId: randomUUID(), mutations: [mutation] }, headers });
  expect(((await pushed.json()) as { results: Array<{ status: string }> }).results[0]?.status).toBe('applied');
}

/** A tiny real PNG drawn in the page. */
async function makePng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#2a6';
      ctx.fillRect(0, 0, 40, 30);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The plot whose concession got documents in the first test, for the Consultation test. */

test('documents offline: add one, delete another, generate the deed and the deceased document; online the server has the rows and the bytes', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const initial = await pullAll(request, bearer, espaceId);
  const { location, holder } = concessionWithHolder(initial);
  const earlier = new Set((initial.documents ?? []).map((d) => d.id));
  const famille = String(location.famille);
  const holderName = `${String(holder.prenom)} ${String(holder.nom).toUpperCase()}`;

  const fiche = new FichePage(page);
  const docs = new FicheDocumentsPage(page);
  await fiche.goto(String(location.emplacementId));
  const png = await makePng(page);
  await goOffline(page);

  // A file of another type is refused with the French message, and nothing is added.
  const before = await docs.items.count();
  await docs.pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
  await expect(page.getByText('Seuls les fichiers .pdf, .jpg, .jpeg et .png sont acceptés.')).toBeVisible();
  await expect(docs.items).toHaveCount(before);

  await docs.add({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES }, { nom: 'Plan du caveau', description: 'Relevé du marbrier' });
  await docs.add({ name: 'Ancien titre.png', mimeType: 'image/png', buffer: png });
  await expect(docs.item('Plan du caveau')).toContainText('Relevé du marbrier');
  await expect(docs.item('Ancien titre')).toContainText("en attente d'envoi");
  await docs.remove('Ancien titre', CONFIRM_SUPPRIMER);
  await expect(docs.item('Ancien titre')).toHaveCount(0);

  // The demo concessions started long ago: the spec's question comes first. Another journey may have left a
  // deed on this concession already: this one is the one more.
  const deeds = docs.item('Acte de concession funéraire');
  const deedsBefore = await deeds.count();
  await docs.generateActe(CONFIRM_ACTE);
  await expect(docs.item('Acte de concession funéraire').filter({ hasText: "en attente d'envoi" })).toBeVisible();
  const acte = await docs.downloadPending('Acte de concession funéraire');
  expect(acte.suggestedFilename()).toBe('Acte de concession funéraire.pdf');
  const acteBytes = await readFile(await acte.path());
  const acteText = await pdfText(acteBytes);
  expect(acteText).toContain('Acte de concession funéraire');
  expect(acteText).toContain(`Famille : ${famille}`);
  expect(acteText).toContain(holderName);

  // The deceased wizard's last box generates the authorisation as a document of the concession.
  const nom = `Doc${String(Date.now()).slice(-6)}`;
  await fiche.addDefunt.click();
  const w = fiche.wizard;
  await w.getByLabel('Nom', { exact: true }).fill(nom);
  await w.getByLabel('Prénom', { exact: true }).fill('Rose');
  await fiche.next();
  await w.getByLabel('Année du décès').fill('2026');
  await fiche.next();
  await typeDate(w.getByLabel("Date d'inhumation"), '2026-11-10');
  await fiche.next();
  await fiche.next('Prévisualiser');
  await w.getByRole('checkbox', { name: 'Générer le document après validation' }).check();
  await w.getByRole('button', { name: 'Prévisualiser le document' }).click();
  const preview = page.getByRole('dialog', { name: `Prévisualiser : ${AUTORISATION}` });
  // No civility chosen: no title, the neutral participle and the death year alone as 'en 2026' (issue 26).
  await expect(preview.getByTestId('apercu-document')).toContainText(`l’inhumation de Rose ${nom.toUpperCase()}, décédé(e) en 2026,`);
  await expect(preview.getByTestId('apercu-document')).not.toContainText('Monsieur Rose');
  await preview.screenshot({ path: '/tmp/documents-apercu.png' });
  await preview.locator('button', { hasText: 'Fermer' }).click();
  await expect(preview).toBeHidden();
  await w.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(docs.item(AUTORISATION).filter({ hasText: "en attente d'envoi" })).toBeVisible();
  const autorisation = await readFile(await (await docs.downloadPending(AUTORISATION)).path());
  expect(await pdfText(autorisation)).toContain(`Rose ${nom.toUpperCase()}`);

  // Still there after a reload with no network.
  await page.reload();
  await expect(docs.item('Plan du caveau')).toBeVisible({ timeout: 30_000 });
  await expect(deeds).toHaveCount(deedsBefore + 1);
  await expect(deeds.filter({ hasText: "en attente d'envoi" })).toBeVisible();
  await docs.section.scrollIntoViewIfNeeded();
  await docs.section.screenshot({ path: '/tmp/documents-section.png' });

  await goOnline(page);
  await fiche.expectPending(0);
  const after = await pullAll(request, bearer, espaceId);
  // This journey's rows: documents earlier journeys left on the concession are not counted.
  const rows = (after.documents ?? []).filter((d) => d.locationId === location.id && !earlier.has(d.id));
  const byName = (n: string) => rows.find((d) => d.nom === n);
  expect(byName('Plan du caveau')).toMatchObject({ emplacementId: location.emplacementId, description: 'Relevé du marbrier', slug: null, deletedAt: null });
  expect(byName('Acte de concession funéraire')).toMatchObject({ slug: 'acte-creation-de-concession', deletedAt: null });
  expect(byName(AUTORISATION)).toMatchObject({ slug: 'autorisation-inhumation', deletedAt: null });
  expect(byName('Ancien titre')?.deletedAt).toBeTruthy();
  const served = async (d: Row | undefined) => {
    const res = await request.get(`/api/media/${String(d?.mediaSha256)}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    return res.body();
  };
  expect((await served(byName('Plan du caveau'))).equals(PDF_BYTES)).toBe(true);
  expect((await served(byName('Acte de concession funéraire'))).equals(acteBytes)).toBe(true);
});

test("the 'Registre' of the Jardin du souvenir lists its deceased, read-only, and exports as a PDF", async ({ page, request }) => {
  await signIn(page, ACCOUNTS.agent);
  const espaceId = await deviceEspaceId(page);
  const state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const jardin = live(state.locations).find((l) => l.type === 'Jardin du souvenir' && !l.isArchived);
  expect(jardin).toBeTruthy();
  const inside = live(state.occupants).filter((o) => o.locationId === jardin?.id && o.emplacementId === jardin?.emplacementId);
  const fiche = new FichePage(page);
  await fiche.goto(String(jardin?.emplacementId));
  await page.getByRole('button', { name: 'Consulter le registre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registre — Jardin du souvenir' });
  await expect(dialog).toBeVisible();
  if (inside.length === 0) {
    await expect(dialog.getByText('Aucun défunt enregistré.')).toBeVisible();
  } else {
    await expect(dialog.getByRole('row')).toHaveCount(inside.length + 1);
    await expect(dialog.getByRole('columnheader', { name: 'Dispersion / dépôt' })).toBeVisible();
  }
  await dialog.screenshot({ path: '/tmp/documents-registre.png' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter en PDF' }).click();
  const text = await pdfText(await readFile(await (await download).path()));
  expect(text).toContain('Registre — Jardin du souvenir');
  for (const o of inside.slice(0, 5)) if (o.nom) expect(text).toContain(String(o.nom).toUpperCase());
});

test("assigning a concession with 'Acte de concession' ticked at the 'actes' step keeps the deed among its documents, offline", async ({ page, request }) => {
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const taken = new Set(live(state.locations).filter((l) => !l.isArchived).map((l) => l.emplacementId));
  const free = live(state.emplacements).find((e) => !taken.has(e.id));
  expect(free).toBeTruthy();
  const fiche = new FichePage(page);
  const docs = new FicheDocumentsPage(page);
  await fiche.goto(String(free?.id));
  await goOffline(page);

  const famille = `Acte${String(Date.now()).slice(-6)}`;
  await page.getByRole('button', { name: "Attribuer l'emplacement" }).click();
  const w = fiche.wizard;
  await fiche.choose(w.getByRole('combobox', { name: "Type d'emplacement" }), 'Concession');
  await fiche.next();
  await w.getByLabel('Concessionnaire : nom', { exact: true }).fill(famille);
  await w.getByLabel('Concessionnaire : prénom', { exact: true }).fill('Odette');
  await fiche.next();
  await w.getByLabel('Famille', { exact: true }).fill(famille);
  await typeDate(w.getByLabel(/^Date de début/), '2026-11-20');
  await fiche.choose(w.getByRole('combobox', { name: 'Durée' }), '30 ans');
  await fiche.choose(w.getByRole('combobox', { name: 'Surface' }), 'Autre surface');
  await w.getByLabel(/^Autre surface \(m²\)/).fill('2,5');
  await fiche.next();
  await fiche.choose(w.getByRole('combobox', { name: 'Type de concession' }), 'Honorifique');
  await fiche.next();
  await w.getByRole('checkbox', { name: 'Acte de concession' }).check();
  await fiche.next('Prévisualiser');
  // The deed previewed before Valider, computed by the same mutation (end date included), nothing written yet.
  await w.getByRole('button', { name: "Prévisualiser l'acte de concession" }).click();
  const apercu = page.getByRole('dialog', { name: 'Prévisualiser : Acte de concession funéraire' });
  // The holder was typed without a civility: named without a title (issue 26).
  await expect(apercu.getByTestId('apercu-document')).toContainText(`Odette ${famille.toUpperCase()}`);
  await expect(apercu.getByTestId('apercu-document')).not.toContainText(`Monsieur Odette`);
  // Worded by the deed's default template (issue 17), with its typographic apostrophe.
  await expect(apercu.getByTestId('apercu-document')).toContainText('Durée : 30 ans, à compter du 20/11/2026 jusqu’au 20/11/2056');
  await expect(docs.items).toHaveCount(0);
  await apercu.locator('button', { hasText: 'Fermer' }).click();
  await expect(apercu).toBeHidden();
  await fiche.validate();

  await expect(docs.item('Acte de concession funéraire')).toContainText("en attente d'envoi");
  await expect(docs.item('Titre de recette')).toHaveCount(0);
  const text = await pdfText(await readFile(await (await docs.download('Acte de concession funéraire')).path()));
  expect(text).toContain(`Famille : ${famille}`);
  expect(text).toContain(`Odette ${famille.toUpperCase()}`);
  await goOnline(page);
  await fiche.expectPending(0);
});

test('as Consultation the documents are listed and downloaded from the server, with no add, delete or generate', async ({ page, request }) => {
  // Its own document, added by an agent's other device (PUT /api/media then a push), before this device signs in.
  const agent = await token(request, ACCOUNTS.agent);
  await signIn(page, ACCOUNTS.consultation);
  const espaceId = await deviceEspaceId(page);
  const { location } = concessionWithHolder(await pullAll(request, agent, espaceId));
  const withDocuments = String(location.emplacementId);
  await addDocumentFromAnotherDevice(request, agent, espaceId, String(location.id), 'Plan du caveau');
  const bearer = await token(request, ACCOUNTS.consultation);
  const state = await pullAll(request, bearer, espaceId);
  const doc = live(state.documents).find((d) => d.emplacementId === withDocuments && d.nom === 'Plan du caveau');
  expect(doc).toBeTruthy();
  const docs = new FicheDocumentsPage(page);
  await new FichePage(page).goto(withDocuments);
  await expect(docs.item('Plan du caveau')).toBeVisible();
  for (const name of ['Ajouter un document', "Générer l'acte de concession", 'Générer le titre de recette', 'Supprimer Plan du caveau']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  // This device never held the bytes: they come from /api/media.
  const bytes = await readFile(await (await docs.download('Plan du caveau')).path());
  expect(bytes.equals(PDF_BYTES)).toBe(true);
});

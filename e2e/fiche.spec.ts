import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, goOnline, pullAll, token } from './support/ficheServer';
import { makeJpeg } from './support/jpeg';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The field round of issue 5, offline, through the sheet's own screens: abandonment state, two photos from a
 * real multi-megapixel JPEG, a deceased through the whole wizard, an exhumation; a reload while offline keeps
 * everything pending; online, everything reaches the server and the photos read back are the device's bytes.
 * Then the same sheet as ROLE_USER: every action refused in the interface, and by the server when forced.
 */

/** The stored photo blobs of the device, as base64, by SHA-256. */
async function deviceBlobs(page: Page, espaceId: string): Promise<Record<string, string>> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<Array<{ sha256: string; blob: Blob }>>((resolve, reject) => {
      const req = db.transaction('mediaBlobs').objectStore('mediaBlobs').getAll();
      req.onsuccess = () => resolve(req.result as Array<{ sha256: string; blob: Blob }>);
      req.onerror = () => reject(req.error);
    });
    db.close();
    const out: Record<string, string> = {};
    for (const r of rows) {
      const bytes = new Uint8Array(await r.blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      out[r.sha256] = btoa(s);
    }
    return out;
  }, `cimetiere-${espaceId}`);
}


let plotId = '';
let locationId = '';
let espaceId = '';

test('the field round offline: abandonment, two photos, a deceased, an exhumation; kept over a reload, then synced byte for byte', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.agent);
  const shell = new ShellPage(page);
  await shell.waitForServiceWorker();
  espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const before = await pullAll(request, bearer, espaceId);
  // A plot with no photo yet: earlier journeys of the suite (the guided tutorials) may have photographed others.
  const photographed = new Set((before.media ?? []).filter((m) => !m.deletedAt).map((m) => String(m.emplacementId)));
  const location = (before.locations ?? []).find(
    (l) => l.type === 'Concession' && !l.isArchived && !l.deletedAt && l.etatAbandon !== 5 && !photographed.has(String(l.emplacementId)),
  );
  expect(location).toBeTruthy();
  plotId = String(location?.emplacementId);
  locationId = String(location?.id);

  const fiche = new FichePage(page);
  await fiche.goto(plotId);
  const photoA = await makeJpeg(page, 1);
  const photoB = await makeJpeg(page, 2);
  expect(photoA.length).toBeGreaterThan(1_000_000);

  await goOffline(page);
  await fiche.choose(fiche.etatAbandon, 'Abandonnée - Dangereuse à très dangereuse');
  await expect(fiche.etatAbandon).toHaveValue('Abandonnée - Dangereuse à très dangereuse');
  await expect(page.getByTestId('etat-abandon-icone')).toHaveAttribute('data-colour', 'red');

  await fiche.addPhotosInput.setInputFiles([
    { name: 'tombe-face.jpg', mimeType: 'image/jpeg', buffer: photoA },
    { name: 'tombe-cote.jpg', mimeType: 'image/jpeg', buffer: photoB },
  ]);
  await expect(fiche.photos).toHaveCount(2, { timeout: 60_000 });

  const suffix = String(Date.now()).slice(-6);
  const nom = `Terrain${suffix}`;
  // Issue 26: a civility nobody gave stays unknown, and a year alone keeps its precision ('en 1932', never 'le 1932').
  await fiche.addDeceased({ nom, prenom: 'Lucien', naissance: ['', '', '1932'], deces: ['', '', '2024'], inhumation: '2024-06-12', civilite: 'Non renseignée' });
  await expect(fiche.defunt(`Lucien ${nom}`)).toBeVisible();
  await expect(fiche.defunt(`Lucien ${nom}`)).toContainText('Né(e) en 1932 — Décédé(e) en 2024 — 92 ans');
  await expect(fiche.defunt(`Lucien ${nom}`)).not.toContainText(/Monsieur| le 1932| le 2024/);
  await fiche.defunt(`Lucien ${nom}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/civilite-fiche-1280x800.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await fiche.defunt(`Lucien ${nom}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/civilite-fiche-800x1280.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await fiche.exhume(`Lucien ${nom}`, '2026-11-02');
  await expect(fiche.defunt(`Lucien ${nom}`)).toContainText('Exhumation le 02/11/2026');
  // Five changes (state, two photo links, the deceased, the exhumation) plus the two photos' bytes to upload.
  await fiche.expectPending(7);

  await page.reload();
  await expect(fiche.etatAbandon).toHaveValue('Abandonnée - Dangereuse à très dangereuse');
  await expect(fiche.photos).toHaveCount(2);
  await expect(fiche.defunt(`Lucien ${nom}`)).toContainText('Exhumation le 02/11/2026');
  await expect(fiche.defunt(`Lucien ${nom}`)).toContainText("En attente d'envoi");
  await fiche.expectPending(7);
  const onDevice = await deviceBlobs(page, espaceId);

  await goOnline(page);
  await fiche.expectPending(0);
  const after = await pullAll(request, bearer, espaceId);
  expect((after.locations ?? []).find((l) => l.id === locationId)).toMatchObject({ etatAbandon: 5 });
  const deceased = (after.occupants ?? []).filter((o) => o.nom === nom);
  expect(deceased).toEqual([expect.objectContaining({
    prenom: 'Lucien', etat: 'present', dateExhumation: '2026-11-02', criteresSpecifiques: ['Mort pour la France'],
    civilite: null, dateDeNaissance: null, dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 },
  })]);
  expect((after.exhumations ?? []).filter((x) => x.occupantId === deceased[0]?.id)).toEqual([expect.objectContaining({ destinationCorps: 'memeConcession' })]);
  const photos = (after.media ?? []).filter((m) => m.emplacementId === plotId && m.kind === 'photo' && !m.deletedAt);
  expect(photos).toHaveLength(2);
  for (const m of photos) {
    const res = await request.get(`/api/media/${String(m.sha256)}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    const served = await res.body();
    expect(served.length).toBeLessThan(600_000);
    expect(served.toString('base64')).toBe(onDevice[String(m.sha256)]);
  }
});

test('as ROLE_USER (Consultation) every action is refused in the interface, and by the server when forced', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.consultation);
  // The plot of the field round when it ran, otherwise any current concession of this cemetery.
  const espace = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.consultation);
  const target = plotId
    ? { emplacementId: plotId, id: locationId }
    : (await pullAll(request, bearer, espace)).locations?.find((l) => l.type === 'Concession' && !l.isArchived && !l.deletedAt);
  expect(target).toBeTruthy();
  const fiche = new FichePage(page);
  await fiche.goto(String(target?.emplacementId));
  await expect(fiche.etatAbandon).toBeDisabled();
  await expect(fiche.facture).toBeDisabled();
  for (const name of ['Ajouter un défunt', 'Prendre une photo', 'Ajouter des photos', 'Éditer emplacement', 'Modifier la concession', 'Archiver', 'Supprimer', 'Ajouter des travaux', 'Ajouter un contact']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Actions pour / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Archiver la photo/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Modifier|Supprimer) le contact / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Retirer .* de la liste$/ })).toHaveCount(0);

  const push = await request.post('/api/sync/push', {
    headers: { authorization: `Bearer ${bearer}` },
    data: {
      espaceId: espace,
      clientId: '0192f000-0000-7000-8000-00000000c0c0',
      mutations: [{ id: '0192f000-0000-7000-8000-00000000c0c1', seq: 1, name: 'location.setEtatAbandon', args: { id: String(target?.id), etatAbandon: 1 }, base: { etatAbandon: 5 }, createdAt: new Date().toISOString() }],
    },
  });
  expect(push.ok()).toBe(true);
  const body = (await push.json()) as { results: Array<{ status: string; error?: string }> };
  expect(body.results[0]).toMatchObject({ status: 'rejected', error: 'Votre rôle (Consultation) ne permet pas de modifier les données.' });
});

test('plot assignment through its four steps creates the concession and its holder in one change, and the sheet exports as a PDF', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.agent);
  const id = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const before = await pullAll(request, bearer, id);
  const taken = new Set((before.locations ?? []).filter((l) => !l.isArchived && !l.deletedAt).map((l) => l.emplacementId));
  const free = (before.emplacements ?? []).find((e) => !e.deletedAt && !taken.has(e.id));
  expect(free).toBeTruthy();
  const fiche = new FichePage(page);
  await fiche.goto(free?.id ?? '');
  await expect(page.getByTestId('statut-concession')).toHaveText('Emplacement libre');
  const famille = `Famille${String(Date.now()).slice(-6)}`;
  await fiche.assignConcession({ nom: famille, prenom: 'Odette', famille, dateDebut: '2026-11-20', duree: '30 ans', surface: '2,5', exclu: ['Exclu', 'Paul'] });
  await expect(page.getByText('Personnes exclues du droit à inhumation')).toBeVisible();
  await expect(page.getByText('Paul Exclu')).toBeVisible();
  // The end date among the concession's facts (the Procédures panel may name the same date, e.g. the 30 years of R2223-12).
  await expect(fiche.fact('Date de fin')).toHaveText('20/11/2056');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^fiche-.*\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The complete sheet (issue 28): the holder with the address line, the procedures and the works, read back.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const sheet = text.replace(/\s+/g, ' ');
  expect(sheet).toContain(`Concessionnaire : Odette ${famille.toUpperCase()}`);
  expect(sheet).toContain('Adresse : non renseignée');
  expect(sheet).toContain('du 20/11/2026 au 20/11/2056');
  expect(sheet).toContain('Procédures');
  expect(sheet).toContain('Aucun défunt.');

  await fiche.expectPending(0);
  const after = await pullAll(request, bearer, id);
  const created = (after.locations ?? []).find((l) => l.emplacementId === free?.id && l.famille === famille);
  expect(created).toMatchObject({ type: 'Concession', typeConcession: 'Familiale', duree: 30, dateFin: '2056-11-20', surfaceClasse: 1, exclus: [{ nom: 'Exclu', prenom: 'Paul', dateDeNaissance: null }] });
  expect((after.contacts ?? []).filter((c) => c.locationId === created?.id)).toEqual([expect.objectContaining({ typeDeContact: 'Concessionnaire', nom: famille, prenom: 'Odette' })]);
});

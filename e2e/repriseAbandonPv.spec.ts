import { type APIRequestContext, type Locator, type Page, expect, test } from './support/test';
import { abandonActs } from '../server/demo/repriseAbandon';
import { addDays } from '../src/domain/dates';
import { formatFrDate } from '../src/domain/dates';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import type { Procedure } from '../src/domain/entities/procedure';
import { procedurePrecondition } from '../src/domain/procedures';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { makeJpeg } from './support/jpeg';
import { pdfText } from './support/pdf';
import { deviceEspaceId, goOffline, goOnline, live, pullAll, soleCurrentConcessions, token, type Row } from './support/ficheServer';
import { menuWithFocus } from './support/menu';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12, the PV de constat d'abandon drawn up at the grave (steps 3 and 9; CGCT R2223-13, -14): a reprise
 * whose notice and posting are done (steps 1 and 2, pushed to the server on their lawful dates), the tablet
 * offline at the plot: from the sheet, draw up the first PV with three signs of abandon, two photos and two
 * signatures drawn on the tablet (the person present refuses to sign); reload offline, the step is still done;
 * back online, the server holds the PV, its photos, its signatures and its PDF.
 */

const POSITION = { latitude: 43.836699, longitude: 4.360054 };

function localToday(): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Pushes one mutation as a device would (its own client), and returns the procedure row it left. */
async function pushOne(request: APIRequestContext, bearer: string, espaceId: string, name: string, args: Record<string, unknown>, base: Record<string, unknown>): Promise<Row> {
  const clientId = crypto.randomUUID();
  const res = await request.post('/api/sync/push', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { espaceId, clientId, mutations: [{ id: crypto.randomUUID(), seq: 1, name, args, base, createdAt: new Date().toISOString() }] },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: Array<{ status: string; error?: string }>; cursor: number };
  expect(body.results[0], name).toMatchObject({ status: 'applied' });
  // The rows this push wrote are the last few of the cemetery: read them back from just before.
  const pulled = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${Math.max(0, body.cursor - 20)}&limit=100`, { headers: { authorization: `Bearer ${bearer}` } });
  const rows = ((await pulled.json()) as { changes: Record<string, Row[]> }).changes['procedures'] ?? [];
  const row = rows.find((r) => r.id === args['id']);
  expect(row).toBeDefined();
  return row as Row;
}

/** Draws a stroke across a signature box with the mouse (the pad takes pointer events, as from a finger). */
async function sign(page: Page, box: Locator, seed: number): Promise<void> {
  const canvas = box.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const b = await canvas.boundingBox();
  if (!b) throw new Error('no signature canvas');
  await page.mouse.move(b.x + 30, b.y + 120 - seed * 10);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(b.x + 30 + i * 25, b.y + 60 + Math.sin(i + seed) * 40, { steps: 3 });
  await page.mouse.up();
}

test('the PV de constat d’abandon drawn up offline at the grave, reloaded offline, then on the server with its photos', async ({ page, request, context }) => {
  test.setTimeout(300_000);
  const today = localToday();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(POSITION);
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const state = await pullAll(request, bearer, espaceId);

  // A concession the law lets the town take back (R2223-12: over 30 years, no burial for 10), no procedure yet.
  const procedures = live(state.procedures) as unknown as Procedure[];
  const location = soleCurrentConcessions(state)
    .map((r) => r as unknown as Location)
    .find((l) => {
      if (!l.famille || procedures.some((p) => p.emplacementId === l.emplacementId)) return false;
      const occupants = live(state.occupants).filter((o) => o.emplacementId === l.emplacementId) as unknown as Occupant[];
      return procedurePrecondition('repriseAbandon', { location: l, occupants, procedures: [], today }).possible;
    });
  if (!location) throw new Error('no concession open to a reprise after abandonment in the demo data');

  // Steps 1 (the families convened a month ahead) and 2 (the notice posted for a month), on their lawful dates.
  const [notice, posted, ended] = abandonActs(addDays(today, -40), { regime: '2022' });
  if (!notice || !posted || !ended) throw new Error('no acts');
  const id = crypto.randomUUID();
  let row = await pushOne(request, bearer, espaceId, 'procedure.start', {
    id, kind: 'repriseAbandon', emplacementId: location.emplacementId, locationId: location.id, etape: { etape: 1, phase: null, champs: { ...notice.champs, valide: true } }, notificationId: crypto.randomUUID(),
  }, {});
  for (const act of [posted, ended]) {
    row = await pushOne(request, bearer, espaceId, 'procedure.recordStep', { id, etape: act.etape, phase: act.phase, champs: { ...act.champs, valide: true }, notificationId: crypto.randomUUID() },
      { etat: row.etat, etapes: row.etapes, dateFin: row.dateFin, data: row.data });
  }

  // The device syncs, then loses the network at the grave.
  const fiche = new FichePage(page);
  await fiche.goto(location.emplacementId);
  const button = page.getByRole('link', { name: 'Dresser le procès-verbal de constat' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  await goOffline(page);
  await button.click();

  const pv = page.getByRole('dialog');
  await expect(pv.getByTestId('pv-constat')).toBeVisible();
  // Written the French way whatever the browser's language (issue 29): 'JJ/MM/AAAA' and 'HH:MM'.
  const when = pv.getByRole('group', { name: 'Date et heure du constat' });
  await expect(when.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(formatFrDate(today));
  await expect(when.getByRole('textbox', { name: 'Heure', exact: true })).toHaveValue(/^\d{2}:\d{2}$/);
  await pv.getByRole('radio', { name: 'Le maire', exact: true }).check();
  await pv.getByLabel('Nom de la personne qui dresse le procès-verbal').fill('Yvette Garnier');
  await pv.getByRole('radio', { name: 'Garde champêtre', exact: true }).check();
  await pv.getByLabel('Nom du témoin').fill('Marcel Roux');
  await pv.getByRole('button', { name: /^Ajouter une personne présente/ }).click();
  await pv.getByLabel('Nom de la personne présente 1').fill('Paul Vidal');
  for (const sign of ['Monument brisé ou effondré', 'Végétation non entretenue', 'Inscription illisible']) await pv.getByRole('checkbox', { name: sign }).check();
  await pv.getByLabel("Description précise de l'état de la sépulture").fill('Stèle brisée en trois morceaux, ronces sur toute la tombe, inscription effacée.');

  // Two photos taken there, through the sheet's pipeline (compressed in the worker, EXIF kept).
  const photos = [await makeJpeg(page, 1), await makeJpeg(page, 2)];
  await pv.locator('input[type="file"][multiple]').setInputFiles(photos.map((buffer, i) => ({ name: `tombe-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(pv.getByTestId('pv-photo')).toHaveCount(2, { timeout: 60_000 });
  await pv.getByRole('button', { name: 'Relever la position' }).click();
  await expect(pv.getByTestId('pv-position')).toHaveText('43,836699° N, 4,360054° E');

  // Submitting unsigned says what R2223-14 requires, and records nothing.
  await pv.getByRole('checkbox', { name: "Je certifie l'exactitude de ces informations et valide cette étape" }).check();
  await pv.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(pv.getByText('Chaque personne présente doit signer ou son refus de signer doit être noté (article R2223-14 du CGCT).').first()).toBeVisible();

  const boxes = pv.getByTestId('signature');
  await expect(boxes).toHaveCount(3);
  await sign(page, boxes.nth(0), 0);
  await sign(page, boxes.nth(1), 3);
  await boxes.nth(2).getByRole('checkbox', { name: 'Refus de signer' }).check();
  await expect(boxes.nth(0).getByRole('button', { name: 'Effacer' })).toBeEnabled();
  await expect(boxes.nth(1).getByRole('button', { name: 'Effacer' })).toBeEnabled();
  // The screen as the tablet shows it, landscape and portrait (looked at by hand; kept with the test's output).
  for (const [width, height] of [[1280, 800], [800, 1280]] as const) {
    await page.setViewportSize({ width, height });
    await pv.getByTestId('pv-constat').getByText('Personnes présentes', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`pv-${width}x${height}-haut.png`) });
    await boxes.nth(0).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`pv-${width}x${height}-signatures.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await pv.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 60_000 });

  const step3 = page.getByTestId('procedure-courante').getByTestId('etape').filter({ hasText: 'Étape 3 :' });
  await expect(step3).toContainText(`étape effectuée le ${formatFrDate(today)}`);
  await page.reload();
  await expect(step3).toContainText(`étape effectuée le ${formatFrDate(today)}`, { timeout: 30_000 });
  await step3.getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('menuitem', { name: "Procès-verbal de constat d'abandon", exact: true })).toBeVisible();
  await menuWithFocus(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Back online: the photos, the signatures and the PDF go up first, then the step.
  await goOnline(page);
  await expect(fiche.syncButton).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 120_000 });
  const after = await pullAll(request, bearer, espaceId);
  const proc = live(after.procedures).find((p) => p.id === id) as unknown as Procedure;
  expect(proc.etat).toBe(3);
  const champs = proc.etapes.find((e) => e.etape === 3)?.champs as Record<string, unknown> & { photos: string[]; signatures: Array<{ role: string; image: string | null; refus: boolean }>; documents: string[] };
  expect(champs).toMatchObject({
    redacteur: { qualite: 'maire', nom: 'Yvette Garnier' },
    temoin: { qualite: 'gardeChampetre', nom: 'Marcel Roux' },
    presents: [{ qualite: 'famille', nom: 'Paul Vidal' }],
    descripteurs: ['monumentBrise', 'vegetation', 'inscriptionIllisible'],
    position: POSITION,
  });
  expect(champs.photos).toHaveLength(2);
  expect(champs.signatures.map((s) => [s.role, s.refus, s.image !== null])).toEqual([['redacteur', false, true], ['temoin', false, true], ['present:0', true, false]]);

  const media = live(after.media);
  // The same bytes may be linked to other plots by earlier journeys: look for this plot's link.
  for (const sha of champs.photos) expect(media.find((m) => m.sha256 === sha && m.emplacementId === location.emplacementId)).toMatchObject({ kind: 'photo', emplacementId: location.emplacementId, mime: 'image/jpeg' });
  for (const s of champs.signatures.filter((x) => x.image)) expect(media.find((m) => m.sha256 === s.image)).toMatchObject({ kind: 'signature', locationId: location.id, mime: 'image/png' });
  const get = (sha: string) => request.get(`/api/media/${sha}`, { headers: { authorization: `Bearer ${bearer}` } });
  for (const sha of [...champs.photos, ...champs.signatures.flatMap((s) => (s.image ? [s.image] : []))]) expect((await get(sha)).ok()).toBe(true);

  const [pdfSha] = champs.documents;
  expect(live(after.documents).find((d) => d.mediaSha256 === pdfSha)).toMatchObject({ locationId: location.id, nom: "Procès-verbal de constat d'abandon", slug: 'pv-constat-abandon-1' });
  const text = await pdfText(await (await get(String(pdfSha))).body());
  for (const expected of ['Yvette Garnier, maire', 'Marcel Roux, garde champêtre', 'Monument brisé ou effondré', 'Végétation non entretenue', 'Inscription illisible', 'Photographies (2)', 'Descendant ou successeur : Paul Vidal a refusé de signer', '43,836699° N, 4,360054° E']) {
    expect(text).toContain(expected);
  }
});

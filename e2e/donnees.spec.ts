import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './support/test';
import { read, utils } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { ACCOUNTS, type DemoAccount } from './accounts';
import { DonneesPage } from './pages/DonneesPage';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * 'Gérer mes données' (issue 15): an administrator restores the cemetery to the start of the day, and the
 * change a second device made that day disappears from it after its sync; then the complete export of the
 * cemetery is downloaded and its workbook and ZIP reopened.
 */

type Row = Record<string, unknown> & { id: string };

const ETAT_LABELS: Record<number, string> = {
  1: 'Bon état - Entretien visible',
  2: 'Bon état - Aucun Entretien visible',
  3: 'Abandonnée - Aucun danger visible',
  4: 'Abandonnée - Peu dangereuse',
  5: 'Abandonnée - Dangereuse à très dangereuse',
  6: 'Péril',
};

async function serverRows(request: APIRequestContext, espaceId: string, table: string): Promise<Row[]> {
  const login = await request.post('/api/login_check', { data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password } });
  const bearer = ((await login.json()) as { token: string }).token;
  const rows = new Map<string, Row>();
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: Record<string, Row[] | undefined>; cursor: number; hasMore: boolean };
    for (const row of page.changes[table] ?? []) rows.set(row.id, row);
    cursor = page.cursor;
    if (!page.hasMore) return [...rows.values()].filter((r) => !r.deletedAt);
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login_check', { data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password } });
  return ((await login.json()) as { token: string }).token;
}

/** Uploads a small PNG and links it to a plot, as another tablet would (PUT /api/media, then a push). */
async function addPhotoFromAnotherDevice(request: APIRequestContext, espaceId: string, emplacementId: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`photo ${randomUUID()}`)]);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const put = await request.put(`/api/media/${sha256}?espace=${espaceId}`, { data: bytes, headers: { ...headers, 'content-type': 'application/octet-stream' } });
  expect(put.ok()).toBe(true);
  const mutation = { id: randomUUID(), seq: 1, name: 'emplacement.addPhoto', args: { id: randomUUID(), emplacementId, sha256, nom: 'photo.png', mime: 'image/png', size: bytes.byteLength }, base: {}, createdAt: new Date().toISOString() };
  const pushed = await request.post('/api/sync/push', { data: { espaceId, clientId: randomUUID(), mutations: [mutation] }, headers });
  expect(((await pushed.json()) as { results: Array<{ status: string }> }).results[0]?.status).toBe('applied');
}

function syncButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
}

async function device(context: BrowserContext, account: DemoAccount): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, account);
  await new ShellPage(page).waitForServiceWorker();
  await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\. 0 en attente\./);
  return page;
}

test("restoring the start of the day takes back a change of the day, and it disappears from a second device after its sync; the restore can be undone", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const office = await browser.newContext();
  const field = await browser.newContext();
  try {
    const admin = await device(office, ACCOUNTS.admin);
    const tablet = await device(field, ACCOUNTS.agent);
    const espaceId = await deviceEspaceId(admin);
    expect(await deviceEspaceId(tablet)).toBe(espaceId);

    const locations = (await serverRows(request, espaceId, 'locations')).filter((l) => l.type === 'Concession' && !l.isArchived);
    const target = locations.find((l) => typeof l.etatAbandon === 'number' && l.etatAbandon !== 5 && locations.filter((o) => o.emplacementId === l.emplacementId).length === 1);
    expect(target).toBeTruthy();
    if (!target) return;
    const before = ETAT_LABELS[target.etatAbandon as number] ?? '';

    // The field tablet records a state of abandonment today.
    const fiche = new FichePage(tablet);
    await fiche.goto(String(target.emplacementId));
    await fiche.choose(fiche.etatAbandon, ETAT_LABELS[5] ?? '');
    await expect(syncButton(tablet)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\. 0 en attente\./);
    await expect.poll(async () => (await serverRows(request, espaceId, 'locations')).find((l) => l.id === target.id)?.etatAbandon).toBe(5);

    // The office sees it in plain words and restores the start of the day.
    const donnees = new DonneesPage(admin);
    await donnees.goto();
    await donnees.openRestoreTab();
    const today = donnees.page.getByRole('region').first();
    await expect(today.getByText(/a modifié l'état d'abandon de Carré /)).toBeVisible();
    // Back to just before this change (the suite's earlier journeys may have changed this cemetery today too).
    await today.getByRole('button', { name: /^Revenir avant cette modification : .* a modifié l'état d'abandon de Carré / }).first().click();
    await expect(donnees.confirmModal.getByText(/^Le cimetière reviendra à son état du \d\d\/\d\d\/\d{4} à \d\d:\d\d : 1 fiche reprendra ses valeurs\.$/)).toBeVisible();
    await expect(donnees.confirmModal.getByRole('listitem').filter({ hasText: /: concession modifiée \(état d'abandon\)$/ })).toHaveCount(1);
    await donnees.confirmModal.getByRole('button', { name: 'Restaurer' }).click();
    await expect(admin.getByText('Restauration effectuée')).toBeVisible();
    await expect.poll(async () => (await serverRows(request, espaceId, 'locations')).find((l) => l.id === target.id)?.etatAbandon).toBe(target.etatAbandon);
    await expect(today.getByText(/a restauré le cimetière à l'état du \d\d\/\d\d\/\d{4} à \d\d:\d\d \(1 fiche\)/)).toBeVisible();

    // The second device gets the restore at its next sync.
    await tablet.reload();
    await expect(fiche.etatAbandon).toHaveValue(before);

    // The restore is undone like any change.
    await today.getByRole('button', { name: 'Annuler cette restauration' }).click();
    await expect(donnees.confirmModal.getByText(/1 fiche reprendra ses valeurs/)).toBeVisible();
    await donnees.confirmModal.getByRole('button', { name: 'Restaurer' }).click();
    await expect.poll(async () => (await serverRows(request, espaceId, 'locations')).find((l) => l.id === target.id)?.etatAbandon).toBe(5);
    await tablet.reload();
    await expect(fiche.etatAbandon).toHaveValue(ETAT_LABELS[5] ?? '');
  } finally {
    await office.close();
    await field.close();
  }
});

test('the complete export of a cemetery: a ZIP with the workbook and the files named after their plots, the workbook reopened; offline, it says what it could not include', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await device(context, ACCOUNTS.admin);
    const espaceId = await deviceEspaceId(page);
    const cemetery = ((await new ShellPage(page).title.textContent()) ?? '').trim();
    const plots = await serverRows(request, espaceId, 'emplacements');
    // A photo taken by another device: on the server, and on this one once its rows and files are synced.
    const plot = plots.find((p) => p.carre && p.numero);
    if (!plot) throw new Error('no plot');
    await addPhotoFromAnotherDevice(request, espaceId, plot.id);
    await page.reload();
    // The photo's row is on the device (the button's 'synchronisé' is the state kept from before the reload).
    await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
    const photos = (await serverRows(request, espaceId, 'media')).filter((m) => m.kind === 'photo');

    const donnees = new DonneesPage(page);
    await donnees.goto();
    await donnees.exportCemetery(new RegExp(`^${cemetery}`));
    const zipDownload = await donnees.downloadZip();
    expect(zipDownload.suggestedFilename()).toMatch(/^export-complet-.+-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile(await zipDownload.path())));
    const names = Object.keys(zip);
    expect(names.filter((n) => n.startsWith('photos/'))).toHaveLength(photos.length);
    const label = [`Carré ${String(plot.carre)}`, plot.allee ? `Allée ${String(plot.allee)}` : '', `N° ${String(plot.numero)}`].filter(Boolean).join(' - ');
    expect(names).toContain(`photos/${label} - photo 1.png`);
    expect(names).toContain('LISEZMOI.txt');

    const bookDownload = await donnees.downloadWorkbook();
    const book = read(await readFile(await bookDownload.path()));
    expect(book.SheetNames).toEqual(['Emplacements', 'Concessions', 'Défunts', 'Concessionnaires et contacts', 'Travaux', 'Procédures', 'Tarifs', 'Fichiers']);
    const sheet = book.Sheets['Emplacements'];
    if (!sheet) throw new Error('no plots sheet');
    const rows = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(rows[0]?.slice(0, 4)).toEqual(['Emplacement', 'Carré', 'Allée', 'N°']);
    expect(rows).toHaveLength(1 + plots.length);

    // Offline, from the device alone: the photos downloaded in the background are included (issue 29); a file
    // whose download never reached this device cannot be, and the export says so. From here on the device's
    // downloads of files fail, and another device adds a photo.
    await context.route('**/api/media/**', (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.continue()));
    await addPhotoFromAnotherDevice(request, espaceId, plot.id);
    await page.reload();
    await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await donnees.exportCemetery(new RegExp(`^${cemetery}`));
    await expect(page.getByRole('alert').filter({ hasText: /fichier\(s\) n'ont pas pu être inclus/ })).toContainText("il n'y a pas de connexion");
  } finally {
    await context.close();
  }
});

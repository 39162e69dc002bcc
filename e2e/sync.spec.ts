import { type APIRequestContext, type Locator, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { live, pullAll, token, waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The offline promise of DESIGN §1 end to end: a change made with no network is kept on the device,
 * survives a reload, is counted as pending in the top bar, and reaches the server once online.
 * The change goes through the real enqueue via the e2e hook (src/features/sync/testHook.ts) until the
 * plot sheet makes changes through its own screen.
 */

/** The sync status of the top bar and its panel (src/features/sync). */
export class SyncStatusPage {
  readonly button: Locator;
  readonly pendingCount: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
    this.pendingCount = page.getByTestId('sync-pending-count');
    this.panel = page.getByRole('dialog', { name: 'Synchronisation' });
  }

  async expectState(state: string): Promise<void> {
    await expect(this.button).toHaveAttribute('aria-label', new RegExp(`^Synchronisation : ${state}\\.`));
  }

  async expectPending(count: number): Promise<void> {
    await expect(this.button).toHaveAttribute('aria-label', new RegExp(`\\. ${count} en attente\\.`));
    if (count === 0) await expect(this.pendingCount).toBeHidden();
    else await expect(this.pendingCount).toHaveText(String(count));
  }
}

interface Hook {
  enqueue(request: { name: string; args: Record<string, unknown> }): Promise<string>;
  rows(table: string): Promise<Array<Record<string, unknown>>>;
  uuid(): string;
  espaceId(): string | null;
}

async function serverNotes(request: APIRequestContext, espaceId: string): Promise<Array<Record<string, unknown>>> {
  const login = await request.post('/api/login_check', { data: { username: ACCOUNTS.agent.username, password: ACCOUNTS.agent.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const notes: Array<Record<string, unknown>> = [];
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: { notes?: Array<Record<string, unknown>> }; cursor: number; hasMore: boolean };
    notes.push(...(page.changes.notes ?? []));
    cursor = page.cursor;
    if (!page.hasMore) return notes;
  }
}

async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(page: Page): Promise<void> {
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
}

test('a change made offline survives a reload, is counted as pending, and reaches the server once online', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, ACCOUNTS.agent);
  const shell = new ShellPage(page);
  const sync = new SyncStatusPage(page);
  await shell.waitForServiceWorker();
  await sync.expectState('synchronisé');
  await sync.expectPending(0);
  await expect(sync.button).toHaveAttribute('aria-label', /Dernière synchro : \d\d:\d\d/);

  await goOffline(page);
  const titre = `Relevé hors ligne ${Date.now()}`;
  const noteId = await page.evaluate(async (t) => {
    const hook = (window as unknown as { cimetiereTest: Hook }).cimetiereTest;
    const id = hook.uuid();
    await hook.enqueue({ name: 'note.create', args: { id, titre: t } });
    return id;
  }, titre);
  await sync.expectState('hors ligne');
  await sync.expectPending(1);

  await page.reload();
  await sync.expectState('hors ligne');
  await sync.expectPending(1);
  const kept = await page.evaluate(async () => (window as unknown as { cimetiereTest: Hook }).cimetiereTest.rows('notes'));
  expect(kept.find((n) => n.id === noteId)).toMatchObject({ titre });
  const espaceId = await page.evaluate(() => (window as unknown as { cimetiereTest: Hook }).cimetiereTest.espaceId());
  expect(espaceId).toBeTruthy();

  // The panel says what waits and offers the button.
  await sync.button.click();
  await expect(sync.panel).toBeVisible();
  await expect(sync.panel.getByTestId('sync-pending')).toContainText('1 modification(s)');
  await expect(sync.panel).toContainText('Stockage de l');
  await page.keyboard.press('Escape');

  await goOnline(page);
  // The 'online' event triggers the cycle; no button press needed.
  await sync.expectPending(0);
  await sync.expectState('synchronisé');
  const onServer = await serverNotes(request, espaceId ?? '');
  expect(onServer.filter((n) => n.id === noteId)).toEqual([expect.objectContaining({ id: noteId, titre, deletedAt: null })]);
});

test('a freshly synced device shows a plot\'s existing photo offline, its sheet never opened online (issue 29)', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The demo's photos are in the cemetery that tells the stories.
  const cemetery = 'Cimetière communal du Bourg';
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await page.getByRole('region').getByRole('button', { name: cemetery }).click();
  await expect(page.getByRole('banner').getByRole('heading', { level: 2, name: cemetery })).toBeVisible();
  const sync = new SyncStatusPage(page);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await waitForReplicaUpToDate(page, request, ACCOUNTS.agent);
  const server = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const photos = live(server.media).filter((m) => m.kind === 'photo');
  const plot = photos.find((m) => !m.archive && m.emplacementId);
  expect(plot).toBeTruthy();
  // 'Synchronisé' only once the files are there too: the panel counts them in words.
  await sync.expectState('synchronisé');
  await sync.button.click();
  const total = new Set(photos.map((m) => m.sha256)).size;
  const n = String(total).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  await expect(sync.panel.getByTestId('sync-media')).toContainText(`Photos : ${n} / ${n}`);
  await expect(sync.panel.getByLabel('Budget de stockage des photos et documents')).toHaveValue(String(2 * 1024 ** 3));
  await page.screenshot({ path: '/tmp/sync-media-panel.png' });
  await page.keyboard.press('Escape');

  await goOffline(page);
  const fiche = new FichePage(page);
  await fiche.goto(String(plot?.emplacementId));
  const img = fiche.photosAffichees.locator('img').first();
  await expect(img).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await sync.expectState('hors ligne');
  await img.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/sync-media-offline.png' });
});

import { type APIRequestContext, type BrowserContext, type Locator, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Several devices and several tabs on one cemetery (DESIGN §5), through the plot sheet's own selects:
 * two tablets change the same concession offline (one conflict for the later one, shown with both values,
 * 'Garder ma version' wins on the server) while another concession's change merges without a question;
 * and three tabs of one browser, the one holding the change closed before the network is back, the others
 * sending it under the one Web Lock `sync-<espaceId>`.
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

async function token(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login_check', { data: { username: ACCOUNTS.agent.username, password: ACCOUNTS.agent.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The server's current locations of a cemetery, through /api/sync/pull from the start. */
async function serverLocations(request: APIRequestContext, espaceId: string): Promise<Row[]> {
  const bearer = await token(request);
  const rows = new Map<string, Row>();
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: { locations?: Row[] }; cursor: number; hasMore: boolean };
    // A later page may carry a newer version of a row: keep the last one.
    for (const row of page.changes.locations ?? []) rows.set(row.id, row);
    cursor = page.cursor;
    if (!page.hasMore) return [...rows.values()];
  }
}

async function serverLocation(request: APIRequestContext, espaceId: string, id: string): Promise<Row | undefined> {
  return (await serverLocations(request, espaceId)).find((l) => l.id === id);
}


/** The top bar's sync button: its label says state, pending count and conflicts. */
function syncButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
}

async function expectSync(page: Page, state: string, pending: number): Promise<void> {
  await expect(syncButton(page)).toHaveAttribute('aria-label', new RegExp(`^Synchronisation : ${state}\\. ${pending} en attente\\.`));
}

/** Signs a new tablet in, waits for its service worker and its first sync. */
async function tablet(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  await expectSync(page, 'synchronisé', 0);
  return page;
}

// setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too,
// for every tab of the context.
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

test('two tablets offline on one concession: the later one gets one conflict with both values, the other concession merges, and keeping mine wins on the server', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await tablet(contextA);
    const b = await tablet(contextB);
    const espaceId = await deviceEspaceId(a);
    expect(await deviceEspaceId(b)).toBe(espaceId);

    const concessions = (await serverLocations(request, espaceId)).filter((l) => l.type === 'Concession' && !l.isArchived && !l.deletedAt);
    // Two current concessions on plots of their own, the first not already in either state we set.
    const onePerPlot = concessions.filter((l) => concessions.filter((o) => o.emplacementId === l.emplacementId).length === 1);
    const disputed = onePerPlot.findLast((l) => l.etatAbandon !== 3 && l.etatAbandon !== 6);
    const other = onePerPlot.findLast((l) => l.id !== disputed?.id);
    expect(disputed).toBeTruthy();
    expect(other).toBeTruthy();
    if (!disputed || !other) return;
    const factureA = other.facture === 'réglée' ? 'non réglée' : 'réglée';

    const ficheA = new FichePage(a);
    const ficheB = new FichePage(b);
    await ficheA.goto(String(disputed.emplacementId));
    await ficheB.goto(String(disputed.emplacementId));

    await goOffline(contextA);
    await goOffline(contextB);
    await expectSync(a, 'hors ligne', 0);
    await expectSync(b, 'hors ligne', 0);

    await ficheA.choose(ficheA.etatAbandon, ETAT_LABELS[3] ?? '');
    await expect(ficheA.etatAbandon).toHaveValue(ETAT_LABELS[3] ?? '');
    await ficheB.choose(ficheB.etatAbandon, ETAT_LABELS[6] ?? '');
    await expect(ficheB.etatAbandon).toHaveValue(ETAT_LABELS[6] ?? '');
    await expectSync(b, 'hors ligne', 1);

    // Tablet A also settles the invoice of another concession (the sheet opens offline from the device).
    await ficheA.goto(String(other.emplacementId));
    await ficheA.choose(ficheA.facture, factureA);
    await expect(ficheA.facture).toHaveValue(factureA);
    await expectSync(a, 'hors ligne', 2);

    // A first: both its changes are accepted.
    await goOnline(contextA);
    await expectSync(a, 'synchronisé', 0);
    expect(await serverLocation(request, espaceId, disputed.id)).toMatchObject({ etatAbandon: 3 });
    expect(await serverLocation(request, espaceId, other.id)).toMatchObject({ facture: factureA });

    // Then B: its state is refused as a conflict, kept for the user; the sheet shows the server's value.
    await goOnline(contextB);
    await expect(syncButton(b)).toHaveAttribute('aria-label', /^Synchronisation : modification refusée\. 0 en attente\..*\. 1 à revoir$/);
    await expect(ficheB.etatAbandon).toHaveValue(ETAT_LABELS[3] ?? '');
    // A's invoice arrives on B with no question asked.
    await ficheB.goto(String(other.emplacementId));
    await expect(ficheB.facture).toHaveValue(factureA);

    await b.goto('/conflits');
    await expect(b.getByRole('heading', { level: 1, name: 'Modifications à revoir' })).toBeVisible();
    // Named in words (issue 29): the plot and the action, never the mutation's code name.
    const cards = b.getByRole('article', { name: /^Conflit : Carré \S+, allée \S+, n° \S+, État d'abandon modifié, du / });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByTestId('conflict-action')).toHaveText("Conflit : État d'abandon modifié");
    await expect(card).not.toContainText('location.');
    await expect(card.getByRole('columnheader', { name: 'Ma valeur' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Valeur du serveur' })).toBeVisible();
    await expect(card.getByRole('row', { name: `État d'abandon ${ETAT_LABELS[6]} ${ETAT_LABELS[3]}` })).toBeVisible();

    await card.getByRole('button', { name: 'Garder ma version' }).click();
    await expect(cards).toHaveCount(0);
    await expect(b.getByText('Aucune modification à revoir')).toBeVisible();
    await expectSync(b, 'synchronisé', 0);
    await expect.poll(async () => (await serverLocation(request, espaceId, disputed.id))?.etatAbandon).toBe(6);
    // B's own invoice was never touched: A's value stays.
    expect(await serverLocation(request, espaceId, other.id)).toMatchObject({ facture: factureA });
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('three tabs of one browser: a change made offline in tab 1 is pending in all; tab 1 closed, the others send it once online', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const tab1 = await tablet(context);
    const espaceId = await deviceEspaceId(tab1);
    const shell1 = new ShellPage(tab1);
    const cemetery = ((await shell1.title.textContent()) ?? '').trim();
    expect(cemetery).not.toBe('');
    const tabs = [tab1];
    for (let i = 0; i < 2; i++) {
      const tab = await context.newPage();
      await tab.goto('/');
      await expect(new ShellPage(tab).title).toHaveText(cemetery);
      await expectSync(tab, 'synchronisé', 0);
      tabs.push(tab);
    }
    const [, tab2, tab3] = tabs;
    if (!tab2 || !tab3) return;

    const concessions = (await serverLocations(request, espaceId)).filter((l) => l.type === 'Concession' && !l.isArchived && !l.deletedAt);
    const target = concessions.find((l) => l.etatAbandon !== 4 && concessions.filter((o) => o.emplacementId === l.emplacementId).length === 1);
    expect(target).toBeTruthy();
    if (!target) return;

    const fiche = new FichePage(tab1);
    await fiche.goto(String(target.emplacementId));
    await goOffline(context);
    await fiche.choose(fiche.etatAbandon, ETAT_LABELS[4] ?? '');
    await expect(fiche.etatAbandon).toHaveValue(ETAT_LABELS[4] ?? '');
    // One device, one replica: every tab counts the change.
    for (const tab of tabs) await expectSync(tab, 'hors ligne', 1);

    await tab1.close();
    await goOnline(context);
    await expectSync(tab2, 'synchronisé', 0);
    await expectSync(tab3, 'synchronisé', 0);
    await expect.poll(async () => (await serverLocation(request, espaceId, target.id))?.etatAbandon).toBe(4);
    const fiche2 = new FichePage(tab2);
    await fiche2.goto(String(target.emplacementId));
    await expect(fiche2.etatAbandon).toHaveValue(ETAT_LABELS[4] ?? '');
  } finally {
    await context.close();
  }
});

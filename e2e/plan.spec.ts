import { type APIRequestContext, type Page, expect, test } from './support/test';
import type { Contact } from '../src/domain/entities/contact';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Espace } from '../src/domain/entities/espace';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import type { Procedure } from '../src/domain/entities/procedure';
import { fitGeoreference, planToLonLat } from '../src/domain/geo';
import { buildPlanPlots, carresExtent, planStatistics, polygonCentroid, type PlanPlot } from '../src/domain/plan';
import { ACCOUNTS, type DemoAccount } from './accounts';
import { PlanEditorPage } from './pages/planEditorPage';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The plan end to end (issue 4), against the real server with the demo data: offline after the first load,
 * plots drawn, side panel states, quick filters, statistics computed here from the API with the same domain
 * rules, editor, roles and "you are here". No timers: every wait is on visible state.
 */

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

interface ServerData {
  espace: Espace;
  plots: PlanPlot[];
}

/** The cemetery as the server has it, joined with the domain's own rules. */
async function serverPlan(request: APIRequestContext, account: DemoAccount, espaceId: string): Promise<ServerData> {
  const login = await request.post('/api/login_check', { data: { username: account.username, password: account.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: Record<string, Array<Record<string, unknown>>>; cursor: number; hasMore: boolean };
    for (const [table, rows] of Object.entries(page.changes)) {
      const byId = new Map((tables[table] ?? []).map((r) => [r.id, r]));
      for (const r of rows) byId.set(r.id, r);
      tables[table] = [...byId.values()];
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  const rows = <T>(name: string) => (tables[name] ?? []) as unknown as T[];
  const espace = rows<Espace>('espaces').find((e) => e.id === espaceId);
  if (!espace) throw new Error('Cimetière absent du pull');
  const plots = buildPlanPlots(
    {
      emplacements: rows<Emplacement>('emplacements'),
      locations: rows<Location>('locations'),
      occupants: rows<Occupant>('occupants'),
      procedures: rows<Procedure>('procedures'),
      contacts: rows<Contact>('contacts'),
    },
    today(),
  );
  return { espace, plots };
}

async function openPlan(page: Page, account: DemoAccount): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, account);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await page.evaluate(() => (window as unknown as { cimetiereTest: { espaceId(): string | null } }).cimetiereTest.espaceId());
  if (!espaceId) throw new Error('Aucun cimetière ouvert');
  return espaceId;
}

async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

const drawn = (plots: PlanPlot[]) => plots.filter((p) => p.geometry !== null);

test('offline after the first load: plots drawn, side panel states, quick filters and statistics match the data', async ({ page, request }) => {
  const espaceId = await openPlan(page, ACCOUNTS.admin);
  const data = await serverPlan(request, ACCOUNTS.admin, espaceId);
  const plan = new PlanPage(page);
  await plan.goto();
  await plan.expectDrawn(drawn(data.plots).length);

  await goOffline(page);
  await page.reload();
  await plan.expectDrawn(drawn(data.plots).length);

  const stats = planStatistics(data.plots);
  await expect(plan.stats.getByTestId('stats-libre')).toHaveText(`Emplacements libres : ${fr.format(stats.libre.percent)} % (${stats.libre.nb} / ${stats.libre.total})`);
  await expect(plan.stats.getByTestId('stats-echues')).toHaveText(`Concessions échues : ${fr.format(stats.echues.percent)} % (${stats.echues.nb})`);
  await expect(plan.stats.getByTestId('stats-concessions')).toHaveText(`Concessions : ${stats.concession.total}`);

  // One plot of each panel state the demo holds.
  const states: Array<[string, (p: PlanPlot) => boolean, (p: PlanPlot) => string]> = [
    ['libre', (p) => p.status.code === 'libre', () => 'Emplacement libre'],
    ['echue', (p) => p.status.code === 'echue', () => 'Échue'],
    ['no-data', (p) => p.status.code === 'manque_donnee', () => 'Manque de données'],
    ['en-cours', (p) => p.status.code === 'en_cours', (p) => p.status.label],
  ];
  for (const [state, pick, title] of states) {
    const plot = drawn(data.plots).find(pick);
    if (!plot) continue;
    await plan.clickPlot(plot.id);
    await plan.expectPanel(state, plot.label);
    await expect(plan.panel.getByText(title(plot), { exact: true })).toBeVisible();
    if (plot.famille) await expect(plan.panel).toContainText(plot.famille);
    await expect(plan.panel.getByRole('link', { name: 'Voir la fiche' })).toHaveAttribute('href', `/fiche-concession/${plot.id}`);
    // An administrator may delete a plot (spec 001 §6).
    await expect(plan.panel.getByRole('button', { name: "Supprimer l'emplacement" })).toBeVisible();
  }

  // Quick filters show exactly the plots whose status answers to them, and all again when cleared.
  const echues = data.plots.filter((p) => p.status.filters.includes('echue')).length;
  await plan.quickFilter('Échue').check();
  await plan.expectVisibleCount(echues);
  const withAbandon = data.plots.filter((p) => p.status.filters.includes('echue') || p.status.filters.includes('abandon_en_cours')).length;
  await plan.quickFilter('Reprise par abandon en cours').check();
  await plan.expectVisibleCount(withAbandon);
  await plan.quickFilter('Échue').uncheck();
  await plan.quickFilter('Reprise par abandon en cours').uncheck();
  await plan.expectVisibleCount(data.plots.length);

  // Choosing a carré in the filters brings its plots to fill the map (issue 14): a finer view, centred inside it.
  const carre = drawn(data.plots).find((p) => p.emplacement.carre)?.emplacement.carre;
  if (!carre) throw new Error('Aucun carré dessiné dans la démo');
  const expected = carresExtent(data.plots, [carre]);
  if (!expected) throw new Error(`Carré ${carre} sans emplacement dessiné`);
  const before = await plan.view();
  const { extent } = await plan.chooseCarre(carre);
  expect(extent).toEqual([...expected]);
  const after = await plan.view();
  expect(after.resolution).toBeLessThan(before.resolution);
  const [minX, minY, maxX, maxY] = expected;
  expect(after.center[0]).toBeGreaterThanOrEqual(minX);
  expect(after.center[0]).toBeLessThanOrEqual(maxX);
  expect(after.center[1]).toBeGreaterThanOrEqual(minY);
  expect(after.center[1]).toBeLessThanOrEqual(maxY);
  await plan.expectVisibleCount(data.plots.filter((p) => p.emplacement.carre === carre).length);
});

test('a user without the administrator role sees no delete button', async ({ page, request }) => {
  const espaceId = await openPlan(page, ACCOUNTS.agent);
  const data = await serverPlan(request, ACCOUNTS.agent, espaceId);
  const plan = new PlanPage(page);
  await plan.goto();
  await plan.expectDrawn(drawn(data.plots).length);
  const plot = drawn(data.plots).find((p) => p.status.code !== 'libre') ?? drawn(data.plots)[0];
  if (!plot) throw new Error('Aucun emplacement dessiné');
  await plan.clickPlot(plot.id);
  await expect(plan.panel).toBeVisible();
  await expect(plan.panel.getByRole('button', { name: "Supprimer l'emplacement" })).toHaveCount(0);
});

test('an administrator draws a rectangle, links it to a new plot, saves, reloads: it is there', async ({ page, request }) => {
  const espaceId = await openPlan(page, ACCOUNTS.admin);
  const before = await serverPlan(request, ACCOUNTS.admin, espaceId);
  const editor = new PlanEditorPage(page);
  await editor.goto();
  await editor.drawRectangle([0.45, 0.85], [0.5, 0.9]);
  const numero = `E2E${Date.now() % 100000}`;
  await page.getByLabel('Carré').fill('Z');
  await page.getByLabel('Allée').fill('9');
  await page.getByLabel('Numéro').fill(numero);
  await editor.save.click();
  await expect(page.getByRole('status')).toContainText('1 forme(s) enregistrée(s).');

  await page.reload();
  const plan = new PlanPage(page);
  await plan.goto();
  await plan.expectDrawn(drawn(before.plots).length + 1);
  await plan.search.fill(numero);
  await page.getByRole('option', { name: new RegExp(`N° ${numero}`) }).click();
  await plan.expectPanel('libre', `Carré Z - Allée 9 - N° ${numero}`);
});

test('"Me localiser" on the georeferenced demo cemetery shows the position on the right plot', async ({ page, request, context }) => {
  const espaceId = await openPlan(page, ACCOUNTS.admin);
  const data = await serverPlan(request, ACCOUNTS.admin, espaceId);
  const fit = fitGeoreference(data.espace.controlPoints ?? []);
  if ('error' in fit) throw new Error(fit.error);
  const target = drawn(data.plots).find((p) => p.status.code !== 'libre');
  if (!target?.geometry) throw new Error('Aucun emplacement dessiné');
  const [x, y] = polygonCentroid(target.geometry) ?? [0, 0];
  const [longitude, latitude] = planToLonLat(fit.transform, [x, y]);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude, latitude, accuracy: 3 });

  const plan = new PlanPage(page);
  await plan.goto();
  await plan.expectDrawn(drawn(data.plots).length);
  await plan.locate.getByRole('button', { name: 'Me localiser' }).click();
  const nearest = plan.locate.getByTestId('nearest-plots').getByRole('button').first();
  await expect(nearest).toHaveAttribute('data-plot-id', target.id);
  await expect(nearest).toContainText('vous êtes ici');
  await nearest.click();
  await expect(plan.panel.getByRole('heading', { level: 2 })).toHaveText(target.label);
});

test('the plots screen: Libre shows the free plots, and the list agrees with the plan', async ({ page, request }) => {
  const espaceId = await openPlan(page, ACCOUNTS.admin);
  const data = await serverPlan(request, ACCOUNTS.admin, espaceId);
  const plan = new PlanPage(page);
  await plan.goto('/emplacement');
  await plan.expectDrawn(drawn(data.plots).length);
  const libres = data.plots.filter((p) => p.status.code === 'libre' && !p.pleineNature).length;
  await page.getByRole('group', { name: 'Occupation' }).getByRole('checkbox', { name: 'Libre', exact: true }).first().check();
  await plan.expectVisibleCount(libres);
  await page.getByText('Liste', { exact: true }).click();
  await expect(page.getByRole('button', { name: `Tous les résultats (${libres})` })).toBeVisible();
});

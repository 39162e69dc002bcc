import { type APIRequestContext, type Page, expect, test } from './support/test';
import type { Contact } from '../src/domain/entities/contact';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import type { Procedure } from '../src/domain/entities/procedure';
import { MSG_PLOT_HAS_CONCESSION } from '../src/domain/mutations/emplacementPlan';
import { buildPlanPlots, planStatistics, type PlanPlot } from '../src/domain/plan';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * 'Supprimer l'emplacement' of the plan's side panel (spec 001 §2, §6), as an administrator against the real
 * server: a plot holding a current concession is refused in French and stays; a free plot, once confirmed,
 * leaves the plan and, after sync, the server has its tombstone. No timers: every wait is on visible state.
 */

type Row = Record<string, unknown>;
const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const CONFIRMATION = 'Etes vous sûr de vouloir définitivement supprimer cet emplacement ?';

async function bearerOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login_check', { data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Every row of the cemetery as the server has it (deleted rows included, with their deletedAt). */
async function pullAll(request: APIRequestContext, bearer: string, espaceId: string): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: Record<string, Row[]>; cursor: number; hasMore: boolean };
    for (const [table, rows] of Object.entries(page.changes)) {
      const byId = new Map((tables[table] ?? []).map((r) => [r.id, r]));
      for (const r of rows) byId.set(r.id, r);
      tables[table] = [...byId.values()];
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return tables;
}

function plotsOf(tables: Record<string, Row[]>): PlanPlot[] {
  const rows = <T>(name: string) => (tables[name] ?? []) as unknown as T[];
  return buildPlanPlots(
    {
      emplacements: rows<Emplacement>('emplacements'),
      locations: rows<Location>('locations'),
      occupants: rows<Occupant>('occupants'),
      procedures: rows<Procedure>('procedures'),
      contacts: rows<Contact>('contacts'),
    },
    today(),
  );
}

const plotIdsOnMap = (page: Page) =>
  page.getByTestId('plan-map').evaluate((el) => (el as HTMLElement & { planPlotIds?: () => string[] }).planPlotIds?.() ?? []);

test("an administrator deletes plots from the side panel: refused in French with a current concession, a free plot leaves the plan and is tombstoned on the server", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, ACCOUNTS.admin);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await page.evaluate(() => (window as unknown as { cimetiereTest: { espaceId(): string | null } }).cimetiereTest.espaceId());
  if (!espaceId) throw new Error('Aucun cimetière ouvert');
  const bearer = await bearerOf(request);
  const before = await pullAll(request, bearer, espaceId);
  const plots = plotsOf(before);
  const drawn = plots.filter((p) => p.geometry !== null);
  const present = new Set((before.occupants ?? []).filter((o) => !o.deletedAt && o.etat === 'present').map((o) => String(o.emplacementId)));
  const current = new Set((before.locations ?? []).filter((l) => !l.deletedAt && !l.isArchived).map((l) => String(l.emplacementId)));

  const plan = new PlanPage(page);
  await plan.goto();
  await plan.expectDrawn(drawn.length);
  const libreText = (of: PlanPlot[]) => {
    const { libre } = planStatistics(of);
    return `Emplacements libres : ${fr.format(libre.percent)} % (${libre.nb} / ${libre.total})`;
  };
  await expect(plan.stats.getByTestId('stats-libre')).toHaveText(libreText(plots));

  const dialog = page.getByRole('dialog', { name: "Supprimer l'emplacement" });

  // (a) A plot with a current concession: the confirmation is refused with the domain's French message.
  const occupied = drawn.find((p) => p.status.code === 'en_cours' && current.has(p.id));
  if (!occupied) throw new Error('Aucun emplacement avec une concession en cours dans la démo');
  await plan.clickPlot(occupied.id);
  await plan.expectPanel('en-cours', occupied.label);
  await plan.panel.getByRole('button', { name: "Supprimer l'emplacement" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(CONFIRMATION, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG_PLOT_HAS_CONCESSION);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  // Still there: panel open on it, on the map, statistics unchanged.
  await plan.expectPanel('en-cours', occupied.label);
  await expect(plan.map).toHaveAttribute('data-selected', occupied.id);
  expect(await plotIdsOnMap(page)).toContain(occupied.id);
  await expect(plan.stats.getByTestId('stats-libre')).toHaveText(libreText(plots));
  await plan.panel.getByRole('button', { name: 'Fermer le détail' }).click();
  await expect(plan.panel).toBeHidden();

  // (b) A free plot (no concession, no deceased present): confirmed, it leaves the plan.
  const free = drawn.find((p) => p.status.code === 'libre' && !current.has(p.id) && !present.has(p.id));
  if (!free) throw new Error('Aucun emplacement libre dans la démo');
  await plan.clickPlot(free.id);
  await plan.expectPanel('libre', free.label);
  await plan.panel.getByRole('button', { name: "Supprimer l'emplacement" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(CONFIRMATION, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.panel).toBeHidden();
  await expect(plan.stats.getByTestId('stats-libre')).toHaveText(libreText(plots.filter((p) => p.id !== free.id)));
  await expect.poll(() => plotIdsOnMap(page)).not.toContain(free.id);
  await expect(plan.map).not.toHaveAttribute('data-selected', free.id);

  // After sync the server row carries its tombstone.
  const syncButton = page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
  await expect(syncButton).toHaveAttribute('aria-label', /\. 0 en attente\./, { timeout: 30_000 });
  await expect
    .poll(async () => (await pullAll(request, bearer, espaceId)).emplacements?.find((e) => e.id === free.id)?.deletedAt ?? null, { timeout: 30_000 })
    .toEqual(expect.any(String));
  const after = await pullAll(request, bearer, espaceId);
  expect(after.emplacements?.find((e) => e.id === occupied.id)?.deletedAt ?? null).toBeNull();
});

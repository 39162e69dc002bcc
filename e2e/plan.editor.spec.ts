import { type Page, expect, test } from './support/test';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import { polygonCentroid } from '../src/domain/plan';
import { ACCOUNTS } from './accounts';
import { ListesPage } from './pages/listesPage';
import { PlanEditorPage } from './pages/planEditorPage';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The map editor clears a plot's shape (issue 4, spec 001 §2 /editeur): offline, an administrator picks a
 * plot on the plan, deletes its shape after the confirmation and saves; after a reload, still offline, the
 * plot is no longer drawn, its row keeps its concession with a null geometry, and /emplacement still lists it.
 */

type Hook = { cimetiereTest: { rows(table: string): Promise<unknown[]> } };
/** Rows of the device's replica, through the app's e2e hook (installed once the shell has started). */
async function rows<T>(page: Page, table: string): Promise<T[]> {
  await page.waitForFunction(() => 'cimetiereTest' in window);
  return page.evaluate((t) => (window as unknown as Hook).cimetiereTest.rows(t), table) as Promise<T[]>;
}

async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

test('offline, an administrator removes a plot shape: no longer drawn after a reload, still in the plots list', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, ACCOUNTS.admin);
  await new ShellPage(page).waitForServiceWorker();
  await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
  const plan = new PlanPage(page);
  await plan.goto();
  const emplacements = (await rows<Emplacement>(page, 'emplacements')).filter((e) => !e.deletedAt);
  const drawnBefore = emplacements.filter((e) => e.geometry).length;
  await plan.expectDrawn(drawnBefore);
  const families = new Map((await rows<Location>(page, 'locations')).filter((l) => !l.deletedAt && !l.isArchived && l.famille).map((l) => [l.emplacementId, l.famille ?? '']));

  const editor = new PlanEditorPage(page);
  await editor.goto();
  await expect(editor.map).toHaveAttribute('data-drafts', '0');
  await goOffline(page);

  // A plot with a concession whose centre lies well inside the editor's view (away from the map's controls).
  const box = await editor.map.boundingBox();
  if (!box) throw new Error('Carte absente');
  let target: { plot: Emplacement; pixel: [number, number] } | null = null;
  for (const plot of emplacements) {
    const centre = plot.geometry && families.has(plot.id) ? polygonCentroid(plot.geometry) : null;
    const pixel = centre ? await editor.pixelOf(centre) : null;
    if (!pixel) continue;
    const [fx, fy] = [(pixel[0] - box.x) / box.width, (pixel[1] - box.y) / box.height];
    if (fx > 0.2 && fx < 0.8 && fy > 0.2 && fy < 0.8) {
      target = { plot, pixel };
      break;
    }
  }
  if (!target) throw new Error('Aucun emplacement dessiné au centre de l’éditeur');
  const { plot } = target;

  await editor.pickPlotAt(target.pixel);
  await expect(editor.selectedShape.getByLabel('Emplacement existant')).not.toHaveValue('');
  await editor.removeSelectedShape();
  await expect(editor.removedShapes).toBeVisible();
  await expect(editor.map).toHaveAttribute('data-hidden-plots', '1');
  await page.screenshot({ path: '/tmp/plan-editor-removed.png' });
  await expect(editor.save).toHaveText('Enregistrer (1)');
  await editor.save.click();
  await expect(page.getByRole('status').filter({ hasText: 'forme(s) enregistrée(s)' })).toHaveText('1 forme(s) enregistrée(s).');

  await page.reload();
  await plan.goto();
  await plan.expectDrawn(drawnBefore - 1);
  expect(await plan.map.evaluate((el) => (el as HTMLElement & { planPlotIds?: () => string[] }).planPlotIds?.() ?? [])).not.toContain(plot.id);
  const after = (await rows<Emplacement>(page, 'emplacements')).find((e) => e.id === plot.id);
  expect(after).toMatchObject({ id: plot.id, geometry: null, deletedAt: null, numero: plot.numero });

  // Still a plot of the cemetery: the plots list finds it by its family and links to its sheet.
  await page.goto('/emplacement');
  await page.locator('label[for$="-liste"]').click();
  const list = new ListesPage(page, 'Liste des emplacements');
  await expect(list.count).toBeVisible({ timeout: 30_000 });
  await list.searchInList.fill(families.get(plot.id) ?? '');
  await expect(list.table.locator(`a[href="/fiche-concession/${plot.id}"]`)).toBeVisible();
});

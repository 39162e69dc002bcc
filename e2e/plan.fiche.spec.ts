import { type Page, expect, test } from './support/test';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The plot sheet's map modal (spec 001 §2 'plan of the plot', issue 5), offline: the plan centred on the
 * plot, highlighted among its neighbours; a plot without a shape says so in French instead.
 */

type Hook = { cimetiereTest: { rows(table: string): Promise<unknown[]>; enqueue(request: { name: string; args: unknown }): Promise<string> } };

async function hook(page: Page): Promise<void> {
  await page.waitForFunction(() => 'cimetiereTest' in window);
}

async function rows<T>(page: Page, table: string): Promise<T[]> {
  await hook(page);
  return page.evaluate((t) => (window as unknown as Hook).cimetiereTest.rows(t), table) as Promise<T[]>;
}

async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

test('offline, the sheet opens the plan of its plot: centred on it and highlighted; a plot without a shape says so', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, ACCOUNTS.admin);
  await new ShellPage(page).waitForServiceWorker();
  await waitForReplicaUpToDate(page, request, ACCOUNTS.admin);
  const emplacements = (await rows<Emplacement>(page, 'emplacements')).filter((e) => !e.deletedAt && e.geometry);
  const families = new Set((await rows<Location>(page, 'locations')).filter((l) => !l.deletedAt && !l.isArchived && l.famille).map((l) => l.emplacementId));
  const [plot, other] = emplacements.filter((e) => families.has(e.id));
  if (!plot || !other) throw new Error('Pas assez d’emplacements dessinés');
  await goOffline(page);

  await page.goto(`/fiche-concession/${plot.id}`);
  await page.getByRole('button', { name: "Plan de l'emplacement" }).click();
  const modal = page.getByRole('dialog', { name: "Plan de l'emplacement" });
  await expect(modal).toBeVisible();
  const map = modal.getByTestId('plot-map');
  await expect(map).toHaveAttribute('data-plot-id', plot.id);
  // Drawn at the end of the opening flight (3 s), at level 2 of 0..3, every plot drawn, this one at the centre.
  await expect(map).toHaveAttribute('data-rendered', String(emplacements.length), { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-zoom', '2');
  await expect(map).toHaveAttribute('data-centred', 'true');
  // The overview (200 px) shows the whole plan with the box of the modal's view, centred on the plot, on it.
  const overview = modal.locator('.plan-overview .ol-overviewmap-map');
  await expect(overview).toHaveCSS('width', '200px');
  const o = await overview.boundingBox();
  const b = await modal.locator('.plan-overview .ol-overviewmap-box').boundingBox();
  if (!o || !b) throw new Error('Vue d’ensemble absente');
  const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
  expect(cx > o.x && cx < o.x + o.width && cy > o.y && cy < o.y + o.height && b.width < o.width / 2).toBe(true);
  await modal.locator('.plan-overview').screenshot({ path: '/tmp/plan-fiche-overview.png' });
  await page.screenshot({ path: '/tmp/plan-fiche-modal.png' });
  await modal.getByRole('button', { name: /fermer|close/i }).or(modal.locator('.mantine-Modal-close')).first().click();
  await expect(modal).toBeHidden();

  // Another plot loses its shape (the editor's mutation, offline): its sheet's modal says it is not on the plan.
  await page.evaluate((id) => (window as unknown as Hook).cimetiereTest.enqueue({ name: 'emplacement.setGeometry', args: { id, geometry: null } }), other.id);
  await page.goto(`/fiche-concession/${other.id}`);
  await page.getByRole('button', { name: "Plan de l'emplacement" }).click();
  await expect(modal).toContainText("Cet emplacement n'est pas dessiné sur le plan du cimetière.");
  await expect(modal.getByTestId('plot-map')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/plan-fiche-modal-none.png' });
});

import { type Locator, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The overview map of the plan (issue 4; spec 001 §2 minimap width 200) shows the whole cemetery and the
 * current view's box on it: the box covers the overview when the plan is seen whole, and shrinks, instead of
 * the overview zooming in with the main map, when the main view zooms in.
 */

async function size(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Élément absent');
  return box;
}

test('the overview map shows the whole plan and the box of the current view', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await new ShellPage(page).waitForServiceWorker();
  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });
  // Folded to its button on a map smaller than a desktop's (issue 29): opened first.
  await plan.overview.getByRole('button', { name: 'Vue d’ensemble' }).click();
  const overview = plan.overview.locator('.ol-overviewmap-map');
  const viewBox = plan.overview.locator('.ol-overviewmap-box');
  await expect(overview).toBeVisible();
  const o = await size(overview);
  expect(Math.round(o.width)).toBe(200);

  // The whole plan in the main view: its box fills the overview along one side at least.
  await expect
    .poll(async () => {
      const b = await size(viewBox);
      return Math.max(b.width / o.width, b.height / o.height);
    })
    .toBeGreaterThan(0.8);
  await page.screenshot({ path: '/tmp/plan-overview-whole.png' });
  // The outermost plots of the plan (left, right, top, bottom), read from the whole view.
  const outermost = await plan.map.evaluate((el) => {
    const m = el as HTMLElement & { planPlotIds(): string[]; planPixelOf(id: string): number[] | null };
    const at = m.planPlotIds().map((id) => ({ id, p: m.planPixelOf(id) ?? [0, 0] }));
    const pick = (f: (a: number[], b: number[]) => boolean) => at.reduce((best, x) => (f(x.p, best.p) ? x : best)).id;
    return [pick((a, b) => (a[0] ?? 0) < (b[0] ?? 0)), pick((a, b) => (a[0] ?? 0) > (b[0] ?? 0)), pick((a, b) => (a[1] ?? 0) < (b[1] ?? 0)), pick((a, b) => (a[1] ?? 0) > (b[1] ?? 0))];
  });

  // Zoomed in 32 times: the overview still shows the whole plan, so the box shrinks at each step, far below
  // the tenth of the overview under which OpenLayers' own overview zooms in to follow the main view.
  for (let i = 0; i < 5; i++) {
    const before = (await size(viewBox)).width;
    await plan.zoomIn.click();
    await expect.poll(async () => (await size(viewBox)).width).toBeLessThan(Math.max(before * 0.75, 7));
  }
  await expect.poll(async () => (await size(viewBox)).width / o.width).toBeLessThan(0.08);
  // Wherever the main view goes on the plan, even to its outermost plots, the box stays inside the overview.
  for (const id of outermost) {
    expect(await plan.map.evaluate((el, plotId) => (el as HTMLElement & { planCenterOn(id: string): Promise<boolean> }).planCenterOn(plotId), id)).toBe(true);
    const b = await size(viewBox);
    expect(b.x).toBeGreaterThanOrEqual(o.x - 1);
    expect(b.y).toBeGreaterThanOrEqual(o.y - 1);
    expect(b.x + b.width).toBeLessThanOrEqual(o.x + o.width + 1);
    expect(b.y + b.height).toBeLessThanOrEqual(o.y + o.height + 1);
  }
  await page.screenshot({ path: '/tmp/plan-overview-zoomed.png' });
  await plan.overview.screenshot({ path: '/tmp/plan-overview-control.png' });
});

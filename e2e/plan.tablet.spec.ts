import { type Locator, type Page, expect, test } from './support/test';
import { plotStyleSpec } from '../src/domain/plan';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
import { signIn } from './pages/signIn';

/**
 * The plan for a finger (issue 29), on a tablet held both ways with touch: the map's share of the screen, the
 * plot numbers at the zoom a carré is chosen at, map controls that cover none of the carré's plots, a selected
 * 'Échue' plot that stays red, the side panel's share of the map, fullscreen with the sync state, and no
 * English name left on a map control. Screenshots at both sizes go to /tmp/h29plan-*.png for review.
 */

type MapElement = HTMLElement & {
  planPlotIds(): string[];
  planPixelOf(id: string): number[] | null;
  planPixelBoxOf(id: string): number[] | null;
  planPaintOf(id: string): string | null;
  planLabelsDrawn(): { inView: number; drawn: number };
};

const SIZES = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
] as const;

/** OpenLayers' own English names of its controls, none of which may reach a French user. */
const ENGLISH = ['Zoom in', 'Zoom out', 'Attributions', 'Overview map', 'Toggle full-screen', 'Reset rotation'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('Élément absent');
  return b;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The colour the screen shows at a viewport pixel, read back from a screenshot decoded by the browser. */
async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas absent');
    context.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, png.toString('base64'));
}

/** The plot's fill over white, as the map paints it (rgba(r, g, b, a) of plotStyleSpec). */
function paintedOverWhite(code: Parameters<typeof plotStyleSpec>[0]): [number, number, number] {
  const [r, g, b, a] = (plotStyleSpec(code).fill.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((c) => Math.round((c ?? 0) * (a ?? 1) + 255 * (1 - (a ?? 1)))) as [number, number, number];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

for (const size of SIZES) {
  test.describe(`plan sur tablette ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test('the map owns the screen, numbers show at carré zoom, a selected Échue plot stays red, French controls', async ({ page }) => {
      // Sign-in, the first sync, a carré, a choice and full screen at two sizes: more than the default minute.
      test.setTimeout(180_000);
      await signIn(page, ACCOUNTS.admin);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ })).toBeVisible({ timeout: 120_000 });
      const plan = new PlanPage(page);
      await plan.goto();
      await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });

      // The map's share of the whole screen (issue 29: 46 % at 1280×800 before).
      const mapBox = await box(plan.map);
      const share = (mapBox.width * mapBox.height) / (size.width * size.height);
      test.info().annotations.push({ type: 'part de la carte', description: `${size.width}×${size.height}: ${(share * 100).toFixed(1)} %` });
      await page.screenshot({ path: `/tmp/h29plan-${size.name}-plan.png` });
      expect(share).toBeGreaterThanOrEqual(size.width > size.height ? 0.7 : 0.6);

      // No map control keeps an English name; the zoom buttons say what they do in French.
      for (const name of ENGLISH) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      const titles = await page.locator('.ol-control button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title') ?? ''));
      expect(titles.filter((t) => ENGLISH.includes(t))).toEqual([]);
      await expect(plan.map.getByRole('button', { name: 'Zoom avant', exact: true })).toBeVisible();
      await expect(plan.map.getByRole('button', { name: 'Zoom arrière', exact: true })).toBeVisible();

      // The carré chosen in the filters fills the map with its plots' numbers drawn.
      await plan.chooseCarre('A');
      const labels = await plan.map.evaluate((el) => (el as MapElement).planLabelsDrawn());
      test.info().annotations.push({ type: 'numéros dessinés', description: `${labels.drawn} sur ${labels.inView}` });
      expect(labels.inView).toBeGreaterThan(10);
      expect(labels.drawn).toBeGreaterThanOrEqual(0.9 * labels.inView);

      // The map's controls cover none of the carré's plots.
      expect(await box(plan.map), 'la carte garde sa taille quand un filtre est choisi').toEqual(mapBox);
      const inView = await plan.map.evaluate((el) => {
        const m = el as MapElement;
        const rect = el.getBoundingClientRect();
        return m
          .planPlotIds()
          .map((id) => ({ id, box: m.planPixelBoxOf(id), paint: m.planPaintOf(id) }))
          .filter((p): p is { id: string; box: number[]; paint: string } => p.box !== null && p.paint !== null && (p.box[2] ?? 0) > 0 && (p.box[0] ?? 0) < rect.width && (p.box[3] ?? 0) > 0 && (p.box[1] ?? 0) < rect.height);
      });
      const fitted = (await plan.map.getAttribute('data-fitted')) ?? '';
      expect(fitted).not.toBe('');
      const controls = [...(await plan.map.locator('.ol-control:visible').all()), ...(await plan.locate.all())];
      const plotBoxes = inView.map((p) => ({ x: mapBox.x + (p.box[0] ?? 0), y: mapBox.y + (p.box[1] ?? 0), width: (p.box[2] ?? 0) - (p.box[0] ?? 0), height: (p.box[3] ?? 0) - (p.box[1] ?? 0) }));
      for (const control of controls) {
        const c = await box(control);
        const covered = plotBoxes.filter((p) => overlaps(p, c));
        expect(covered, `contrôle ${await control.getAttribute('class')} sur des emplacements`).toEqual([]);
      }
      await page.screenshot({ path: `/tmp/h29plan-${size.name}-carre.png` });

      // An 'Échue' plot of the carré, red before and after it is chosen: the choice is a mark around it.
      const echue = inView.find((p) => p.paint === 'echue' && (p.box[2] ?? 0) - (p.box[0] ?? 0) >= 16 && (p.box[3] ?? 0) - (p.box[1] ?? 0) >= 24);
      if (!echue) throw new Error('Aucun emplacement échu en vue');
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = echue.box;
      // A point inside the plot, away from its border and from its number in the middle.
      const probe = { x: mapBox.x + (x0 + x1) / 2, y: mapBox.y + y0 + (y1 - y0) * 0.8 };
      const before = await colourAt(page, probe.x, probe.y);
      expect(distance(before, paintedOverWhite('echue'))).toBeLessThan(40);
      const centre = await plan.map.evaluate((el, id) => (el as MapElement).planPixelOf(id), echue.id);
      await page.mouse.click(mapBox.x + (centre?.[0] ?? 0), mapBox.y + (centre?.[1] ?? 0));
      await expect(plan.map).toHaveAttribute('data-selected', echue.id);
      await expect(plan.panel).toBeVisible();
      const after = await colourAt(page, probe.x, probe.y);
      expect(distance(after, before)).toBeLessThan(12);
      expect(distance(after, paintedOverWhite('echue'))).toBeLessThan(distance(after, paintedOverWhite('a_renouveler')));
      // The side panel leaves most of the map in view.
      const panelBox = await box(plan.panel);
      const covered = (Math.max(0, Math.min(panelBox.x + panelBox.width, mapBox.x + mapBox.width) - Math.max(panelBox.x, mapBox.x)) * Math.max(0, Math.min(panelBox.y + panelBox.height, mapBox.y + mapBox.height) - Math.max(panelBox.y, mapBox.y))) / (mapBox.width * mapBox.height);
      test.info().annotations.push({ type: 'carte sous le panneau', description: `${(covered * 100).toFixed(1)} %` });
      expect(covered).toBeLessThan(0.4);
      await page.screenshot({ path: `/tmp/h29plan-${size.name}-selection.png` });
      await plan.panel.getByRole('button', { name: 'Fermer le détail' }).click();

      // Fullscreen holds the map and the sync state, and shows the whole plan again.
      await plan.map.getByRole('button', { name: 'Plein écran', exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      const sync = page.getByRole('status', { name: /^Synchronisation : synchronisé\./ });
      await expect(sync).toBeVisible();
      expect(await sync.evaluate((el) => document.fullscreenElement?.contains(el) ?? false)).toBe(true);
      await expect(plan.map).toHaveAttribute('data-fitted', 'plan');
      await page.screenshot({ path: `/tmp/h29plan-${size.name}-plein-ecran.png` });
      await page.evaluate(() => document.exitFullscreen());
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    });
  });
}

import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { goOffline, waitForReplicaUpToDate } from './support/ficheServer';

// Reloaded offline, the app comes from its service worker: allowed here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The plan's opening picture (issue 29, src/domain/plan/planPicture.ts): the plan drawn untouched at its opening
 * view is kept on the tablet; reopened, even offline, the plan shows that picture while the map is built, then the
 * map in its place, the same pixels; a plot tapped on the picture is chosen once the map is drawn; after a change
 * on the tablet the picture is never shown again.
 */

interface StoredPicture {
  stamp: string;
  set: string;
  width: number;
  height: number;
  pixelRatio: number;
  /** The image's own size, decoded. */
  imageWidth: number;
  imageHeight: number;
}

/** The pictures the tablet's replica holds (meta 'planPictures'), their images decoded. */
function storedPictures(page: Page, espaceId: string): Promise<StoredPicture[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const record = await new Promise<{ value?: Array<StoredPicture & { blob: Blob }> } | undefined>((resolve, reject) => {
      const get = db.transaction('meta').objectStore('meta').get('planPictures');
      get.onsuccess = () => resolve(get.result as { value?: Array<StoredPicture & { blob: Blob }> } | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return Promise.all(
      (record?.value ?? []).map(async ({ blob, stamp, set, width, height, pixelRatio }) => {
        const image = await createImageBitmap(blob);
        return { stamp, set, width, height, pixelRatio, imageWidth: image.width, imageHeight: image.height };
      }),
    );
  }, `cimetiere-${espaceId}`);
}

/** When the opening picture and the map's drawn plots first appeared in the page (ms from the navigation). */
interface OpeningLog {
  picture: number | null;
  map: number | null;
}

/** Records, from the navigation on, when the picture's image and the map's drawn plots first appear. */
function recordOpening(): void {
  const log = { picture: null as number | null, map: null as number | null };
  (window as unknown as { planOpening: typeof log }).planOpening = log;
  new MutationObserver(() => {
    if (log.picture === null && document.querySelector('.plan-opening-picture img')) log.picture = performance.now();
    if (log.map === null && document.querySelector('[data-testid=plan-map][data-rendered]')) log.map = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

const openingLog = (page: Page) => page.evaluate(() => (window as unknown as { planOpening: OpeningLog }).planOpening);

/**
 * Share of the pixels of the stored picture that differ from a screenshot of the map (more than 8 of 255 on any
 * channel), left of the column of the map's controls along its right edge.
 */
function differingShare(page: Page, espaceId: string, screenshot: Buffer, controlsWidth: number): Promise<number> {
  return page.evaluate(
    async ({ name, shot, controlsWidth }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const record = await new Promise<{ value: Array<{ blob: Blob }> }>((resolve, reject) => {
        const get = db.transaction('meta').objectStore('meta').get('planPictures');
        get.onsuccess = () => resolve(get.result as { value: Array<{ blob: Blob }> });
        get.onerror = () => reject(get.error);
      });
      db.close();
      const bytes = Uint8Array.from(atob(shot), (c) => c.charCodeAt(0));
      const images = await Promise.all([createImageBitmap(record.value[0]?.blob ?? new Blob()), createImageBitmap(new Blob([bytes], { type: 'image/png' }))]);
      const [a, b] = images.map((image) => {
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('canvas');
        context.drawImage(image, 0, 0);
        return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
      });
      if (!a || !b || a.width !== b.width || a.height !== b.height) return 1;
      let differing = 0;
      let total = 0;
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width - controlsWidth; x++) {
          const i = (y * a.width + x) * 4;
          total++;
          for (let c = 0; c < 3; c++) {
            if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > 8) {
              differing++;
              break;
            }
          }
        }
      }
      return differing / total;
    },
    { name: `cimetiere-${espaceId}`, shot: screenshot.toString('base64'), controlsWidth },
  );
}

/** The column of the map's controls along its right edge (olPlanMap.css: 44 px buttons, 8 px from the edge). */
const CONTROLS_WIDTH = 60;

test('reopened offline, the plan shows its opening picture, then the very map it pictured; after a change, never the old one', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await waitForReplicaUpToDate(page, request, ACCOUNTS.agent);
  const plan = new PlanPage(page);

  // A plan opened on a replica up to date, left untouched: its drawing is kept at the map's size.
  await page.goto('/concessions');
  await expect(plan.map).toHaveAttribute('data-rendered', /^\d+$/, { timeout: 60_000 });
  const plots = Number(await plan.map.getAttribute('data-rendered'));
  const size = await plan.map.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
  // A plot and where the opening view draws it, to tap it later on the picture.
  const rows = (await page.evaluate(() => (window as unknown as { cimetiereTest: { rows(t: string): Promise<unknown[]> } }).cimetiereTest.rows('emplacements'))) as Array<{ id: string; geometry: unknown; deletedAt: string | null }>;
  const target = rows.find((r) => r.geometry && !r.deletedAt);
  if (!target) throw new Error('Aucun emplacement dessiné sur la tablette');
  const pixel = await plan.map.evaluate((el, id) => (el as HTMLElement & { planPixelOf?: (id: string) => number[] | null }).planPixelOf?.(id) ?? null, target.id);
  if (!pixel) throw new Error('Emplacement absent du plan');
  await expect.poll(async () => (await storedPictures(page, espaceId)).map(({ stamp: _stamp, ...p }) => p)).toEqual([{ set: 'all', ...size, pixelRatio: 1, imageWidth: size.width, imageHeight: size.height }]);
  const [first] = await storedPictures(page, espaceId);

  // Offline, reopened: the picture is there before the map has drawn, and gone once it has.
  await page.addInitScript(recordOpening);
  await goOffline(page);
  await page.reload();
  await plan.expectDrawn(plots);
  await expect(page.locator('.plan-opening-picture')).toHaveCount(0);
  const reopened = await openingLog(page);
  expect(reopened.picture).not.toBeNull();
  expect(reopened.picture ?? Infinity).toBeLessThan(reopened.map ?? 0);
  // The picture is what the map then drew: the same pixels, left of the controls.
  expect(await differingShare(page, espaceId, await plan.map.screenshot(), CONTROLS_WIDTH)).toBeLessThan(0.005);
  await page.screenshot({ path: 'test-results/plan-picture-reopened.png' });

  // Reopened again, on a tablet 4 times slower (the picture then stays a while), a plot tapped the moment the plan
  // shows, on the picture or on the map, is the plot chosen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.plan-opening-picture[data-shown], [data-testid=plan-map][data-rendered]') !== null, undefined, { polling: 10 });
  // The picture and the map fill the same box: whichever is there gives it.
  const box = await page.locator('.plan-opening-picture, [data-testid=plan-map]').first().boundingBox();
  if (!box) throw new Error('Boîte du plan absente');
  await page.mouse.click(box.x + (pixel[0] ?? 0), box.y + (pixel[1] ?? 0));
  await expect(plan.map).toHaveAttribute('data-selected', target.id);
  await expect(plan.panel).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // A change on the tablet (a plot renumbered, pending): the old picture is never shown again.
  const [plot] = (await page.evaluate(() => (window as unknown as { cimetiereTest: { rows(t: string): Promise<unknown[]> } }).cimetiereTest.rows('emplacements'))) as Array<{ id: string; numero: string | null; geometry: unknown }>;
  if (!plot) throw new Error('Aucun emplacement sur la tablette');
  await page.evaluate(
    (id) => (window as unknown as { cimetiereTest: { enqueue(r: unknown): Promise<string> } }).cimetiereTest.enqueue({ name: 'emplacement.update', args: { id, numero: 'E2E-1' } }),
    plot.id,
  );
  await page.goto('/concessions');
  await plan.expectDrawn(plots);
  expect((await openingLog(page)).picture).toBeNull();
  // The plan drawn after the change becomes the next opening's picture, in place of the old one.
  await expect.poll(async () => (await storedPictures(page, espaceId)).map((p) => p.stamp !== first?.stamp)).toEqual([true]);
});

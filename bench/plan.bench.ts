import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { benchServer, root, writeResultsSection } from './harness';

/**
 * Issue 4 benchmark: on the generated cemetery (BENCH_PLOTS, default 20,000 plots), the built app (dist/,
 * run `npm run build` first) in headless Chromium: time from opening /concessions offline to the plan drawn,
 * and frame times (median, p95) while panning and zooming for five seconds; then the same plots drawn as a
 * plain SVG DOM (one <path> per plot over the plan image, panned by its viewBox), the naive baseline, in the
 * same browser. Writes its own section of bench/RESULTS.md. Runs alone: `tsx bench/plan.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const port = Number(process.env.BENCH_PLAN_PORT ?? 4439);
const { origin, seed, start: startServer } = benchServer({ folder: 'bench-plan-data', port, plots });
const CEMETERY = 'Cimetière communal du Bourg';

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named functions in `__name(...)`: functions
 * sent to page.evaluate then need that helper in the page.
 */
async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)');
}

interface FrameStats {
  frames: number;
  median: number;
  p95: number;
}

/** Collects requestAnimationFrame intervals while the page is driven by `drive` (real mouse input). */
async function frameTimes(page: Page, drive: () => Promise<void>): Promise<FrameStats> {
  await defineNameHelper(page);
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __rafOn: boolean };
    w.__frames = [];
    w.__rafOn = true;
    let last = performance.now();
    const tick = (t: number) => {
      w.__frames.push(t - last);
      last = t;
      if (w.__rafOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await drive();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __rafOn: boolean };
    w.__rafOn = false;
    return w.__frames.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { frames: frames.length, median: at(0.5), p95: at(0.95) };
}

/** Five seconds of panning (drags) and zooming (wheel) over the element's centre. */
async function panAndZoom(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} absent`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const end = Date.now() + 5_000;
  let i = 0;
  while (Date.now() < end) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const dx = i % 2 === 0 ? 220 : -220;
    await page.mouse.move(cx + dx, cy + dx / 3, { steps: 12 });
    await page.mouse.up();
    await page.mouse.wheel(0, i % 4 < 2 ? -240 : 240);
    i += 1;
  }
}

async function signInAndBootstrap(page: Page): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Nom d'utilisateur").fill('admin@demo.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Choisissez votre espace de travail' }).waitFor();
  await page.getByRole('region').getByRole('button', { name: new RegExp(CEMETERY) }).first().click();
  await page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ }).waitFor({ timeout: 1_800_000 });
  // 'synchronisé' can show between pages of the first pull: wait for the replica's bootstrap record to say done.
  await defineNameHelper(page);
  await page.waitForFunction(
    async () => {
      const dbs = await indexedDB.databases();
      const names = dbs.map((d) => d.name ?? '').filter((n) => n.startsWith('cimetiere-'));
      for (const name of names) {
        const db = await new Promise<IDBDatabase>((res, rej) => {
          const req = indexedDB.open(name);
          req.onsuccess = () => res(req.result);
          req.onerror = () => rej(req.error);
        });
        const record = await new Promise<{ value?: { done?: boolean } } | undefined>((res) => {
          const req = db.transaction('meta').objectStore('meta').get('bootstrap');
          req.onsuccess = () => res(req.result as { value?: { done?: boolean } } | undefined);
          req.onerror = () => res(undefined);
        });
        db.close();
        if (record?.value?.done) return true;
      }
      return false;
    },
    undefined,
    { timeout: 1_800_000, polling: 2_000 },
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
}

/** The naive baseline: every plot a <path> of one inline SVG over the plan image, panned by its viewBox. */
async function svgDom(page: Page, data: { width: number; height: number; paths: string[]; colours: string[] }): Promise<number> {
  await defineNameHelper(page);
  return page.evaluate(async (d) => {
    const t0 = performance.now();
    document.body.innerHTML = '';
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.id = 'naive';
    svg.setAttribute('viewBox', `0 0 ${d.width} ${d.height}`);
    svg.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;background:#f1f3f5';
    d.paths.forEach((p, i) => {
      const path = document.createElementNS(ns, 'path');
      path.setAttribute('d', p);
      path.setAttribute('fill', d.colours[i] ?? '#fff');
      path.setAttribute('stroke', '#495057');
      svg.appendChild(path);
    });
    document.body.appendChild(svg);
    let vb = [0, 0, d.width, d.height];
    let drag: [number, number] | null = null;
    const apply = () => svg.setAttribute('viewBox', vb.join(' '));
    svg.addEventListener('mousedown', (e) => (drag = [e.clientX, e.clientY]));
    svg.addEventListener('mouseup', () => (drag = null));
    svg.addEventListener('mousemove', (e) => {
      if (!drag) return;
      const k = (vb[2] ?? 1) / window.innerWidth;
      vb = [(vb[0] ?? 0) - (e.clientX - drag[0]) * k, (vb[1] ?? 0) - (e.clientY - drag[1]) * k, vb[2] ?? 1, vb[3] ?? 1];
      drag = [e.clientX, e.clientY];
      apply();
    });
    svg.addEventListener('wheel', (e) => {
      const f = e.deltaY < 0 ? 0.8 : 1.25;
      const w = (vb[2] ?? 1) * f;
      const h = (vb[3] ?? 1) * f;
      vb = [(vb[0] ?? 0) + ((vb[2] ?? 1) - w) / 2, (vb[1] ?? 0) + ((vb[3] ?? 1) - h) / 2, w, h];
      apply();
    });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  }, data);
}

const fmt = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function runPlanBench(): Promise<void> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('dist/ absent : lancez `npm run build` avant ce banc.');
  console.log(`Plan : cimetière de ${plots} emplacements…`);
  seed();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    page.setDefaultTimeout(600_000);
    await signInAndBootstrap(page);

    // Offline from here on: the plan comes from the replica and the precached app only.
    await context.setOffline(true);
    await page.route('**/api/**', (r) => r.abort('internetdisconnected'));
    const t0 = Date.now();
    await page.goto(`${origin}/concessions`);
    const map = page.getByTestId('plan-map');
    await page
      .locator('[data-testid=plan-map][data-rendered]')
      .waitFor()
      .catch(async (error: unknown) => {
        // Keep what the page showed, to tell a slow replica from a failed offline start.
        await page.screenshot({ path: join(root, '.tmp', 'plan-bench-failure.png') });
        throw error;
      });
    const drawnMs = Date.now() - t0;
    const drawnPlots = Number(await map.getAttribute('data-rendered'));
    const olFrames = await frameTimes(page, () => panAndZoom(page, '[data-testid=plan-map]'));

    // The same plots from the same replica rows, as the naive page would draw them.
    const data = await map.evaluate((el) => {
      const e = el as HTMLElement & { planPlotIds?: () => string[] };
      return e.planPlotIds?.().length ?? 0;
    });
    await defineNameHelper(page);
    const rows = await page.evaluate(async (espaceName) => {
      void espaceName;
      const dbs = await indexedDB.databases();
      const name = dbs.map((d) => d.name ?? '').find((n) => n.startsWith('cimetiere-'));
      if (!name) return null;
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      const all = <T,>(store: string) =>
        new Promise<T[]>((res, rej) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => res(req.result as T[]);
          req.onerror = () => rej(req.error);
        });
      const plotsRows = await all<{ id: string; geometry: { coordinates: number[][][] } | null; deletedAt: string | null }>('emplacements');
      const espace = (await all<{ mapWidth: number | null; mapHeight: number | null }>('espaces'))[0];
      return {
        width: espace?.mapWidth ?? 4000,
        height: espace?.mapHeight ?? 3000,
        paths: plotsRows.filter((p) => p.geometry && !p.deletedAt).map((p) => `M${(p.geometry?.coordinates[0] ?? []).map((c) => `${c[0]},${c[1]}`).join('L')}Z`),
      };
    }, CEMETERY);
    if (!rows) throw new Error('replica absente');
    const palette = ['#2f9e44', '#e8590c', '#c92a2a', '#868e96', '#1c7ed6', '#ffffff'];
    const svgMs = await svgDom(page, { ...rows, colours: rows.paths.map((_, i) => palette[i % palette.length] ?? '#fff') });
    const svgFrames = await frameTimes(page, () => panAndZoom(page, '#naive'));

    const lines = [
      '## Plan (issue 4)',
      '',
      `Run of \`tsx bench/plan.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: a generated cemetery of ${fmt(plots, 0)} plots (${fmt(drawnPlots, 0)} drawn, ${fmt(data, 0)} features), the built app in headless Chromium (software rendering, 1280×800), offline after the first load. Frame times are requestAnimationFrame intervals during five seconds of drags and wheel zooms (real mouse input); the baseline draws the same ${fmt(rows.paths.length, 0)} outlines as one inline SVG DOM over the same page. One run on a shared machine: read the ratios.`,
      '',
      '| what | plan drawn | frames | median frame | p95 frame |',
      '|---|---:|---:|---:|---:|',
      `| OpenLayers: VectorImage plots, cached styles, decluttered labels (the app) | ${fmt(drawnMs, 0)} ms from opening /concessions offline | ${olFrames.frames} | ${fmt(olFrames.median)} ms | ${fmt(olFrames.p95)} ms |`,
      `| plain SVG DOM, one <path> per plot (naive) | ${fmt(svgMs, 0)} ms to build and paint (data already in memory) | ${svgFrames.frames} | ${fmt(svgFrames.median)} ms | ${fmt(svgFrames.p95)} ms |`,
      '',
      `p95 frame ratio SVG DOM / OpenLayers: ${fmt(svgFrames.p95 / Math.max(olFrames.p95, 0.1), 2)}; median ratio ${fmt(svgFrames.median / Math.max(olFrames.median, 0.1), 2)}. The OpenLayers time includes loading the app shell, the map chunk and the replica join; the SVG time does not.`,
    ];
    writeResultsSection('plan', lines);
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runPlanBench();

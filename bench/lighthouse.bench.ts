import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root, writeResultsSection } from './harness';

/**
 * First load (issue 14): Lighthouse 13 (mobile, simulated throttling) on /login and on the first screen after
 * sign-in (/concessions), and on the public portal (issue 30: the cemetery page of the demo's Bourg, online, a
 * search by a name of the demo data and the first deceased it finds, with the grave on the plan), for the current build (./dist) and, when LH_BEFORE is given, for an older build
 * (a folder holding its dist/), both served by the real server with demo data, measured in the same run.
 *
 *   npm run build && node --import tsx bench/lighthouse.bench.ts            (this build only)
 *   LH_BEFORE=.tmp/lh-before node --import tsx bench/lighthouse.bench.ts    (side by side)
 *   LH_SAVE_DIR=.tmp/lhr node --import tsx bench/lighthouse.bench.ts        (also keeps each full report)
 *   LH_RUNS=5 node --import tsx bench/lighthouse.bench.ts                    (audits per page, default 3)
 *   LH_ONLY=portal node --import tsx bench/lighthouse.bench.ts               (the portal's pages only, printed, RESULTS.md untouched)
 *
 * Each page is audited LH_RUNS times in a row and the run with the median performance score is reported, with
 * every run's score beside it: one run of a page moves by several points (Lantern's simulation of a short trace).
 *
 * Besides the scores, it sums the brotli size of the JavaScript files the login page loads (compressed here,
 * at the quality the server uses, so the figure does not depend on the transfer) and checks that HTML is
 * compressed and /robots.txt is a robots file.
 */
const port = Number(process.env.LH_PORT ?? 4423);
const origin = `http://localhost:${port}`;
const account = { username: 'autre@demo.fr', password: 'demo2026' };
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface PageFigures {
  performance: number;
  /** The performance score of every run, in the order measured; the other figures are the median run's. */
  runs: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  renderBlocking: string[];
  scripts: string[];
  /** Requests made by the service worker's install (its precache) while Lighthouse watched the load. */
  precacheRequests: number;
}

interface BuildFigures {
  login: PageFigures;
  firstScreen: PageFigures;
  loginJsBrotliKb: number;
  /** The entry and what it preloads in index.html: what a page loads to start the app (on /login, once used). */
  appJsBrotliKb: number;
  htmlEncoding: string;
  robots: string;
  portal: PortalFigures;
}

/** The public portal (issue 30): server-rendered pages, no sign-in. */
interface PortalFigures {
  cemetery: PageFigures;
  results: PageFigures;
  deceased: PageFigures;
  /** Bytes of each page's HTML as sent (brotli when asked), of the deceased page's script, and of the whole plan it links. */
  cemeteryBytes: number;
  resultsBytes: number;
  deceasedBytes: number;
  /** me-guider.js as sent, loaded by a deceased's page with a georeferenced plan; 0 when the page has no script. */
  guideScriptBytes: number;
  /** The town's whole plan (plan.svg), linked by the deceased's page and loaded only by 'Me guider' (issue 30). */
  planBrotliKb: number;
}

/** An active demo cemetery (server/demo/generate.ts) and a family name its demo data holds (e2e/portail.spec.ts). */
const PORTAL = '/portail/saint-martin-des-champs-bourg';
const PORTAL_SEARCH = `${PORTAL}/recherche?nom=lefevre`;

async function startServer(cwd: string, dataDir: string, fresh = true): Promise<ChildProcess> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12' };
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // Seeding the demo on a loaded machine takes minutes: wait up to five.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}

async function audit(url: string, chromePort: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', disableStorageReset: true });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LH_SAVE_DIR keeps each full report, to read the audits behind a score (long tasks, request chains…).
  if (process.env.LH_SAVE_DIR) writeFileSync(join(process.env.LH_SAVE_DIR, `${new URL(url).pathname.replace(/\W/g, '') || 'root'}-${Date.now()}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const blocking = (lhr.audits['render-blocking-insight']?.details ?? lhr.audits['render-blocking-resources']?.details) as { items?: Array<{ url?: string }> } | undefined;
  const requests = lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; sessionTargetType?: string }> } | undefined;
  return {
    performance: score('performance'),
    runs: [],
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    renderBlocking: (blocking?.items ?? []).map((i) => i.url ?? '').filter((u) => u.startsWith('http')),
    scripts: (requests?.items ?? []).filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin) && r.sessionTargetType !== 'worker').map((r) => new URL(r.url).pathname),
    precacheRequests: (requests?.items ?? []).filter((r) => r.sessionTargetType === 'worker' || r.url.includes('__WB_REVISION__')).length,
  };
}

/** Brotli size (quality 11, as a build would pre-compress; @fastify/compress streams at its default quality) of files of dist/. */
function brotliKb(dist: string, paths: string[]): number {
  let bytes = 0;
  for (const path of new Set(paths)) {
    const source = readFileSync(join(dist, path));
    bytes += brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return Math.round(bytes / 1024);
}

/** The scripts index.html loads or preloads: the app's start, wherever it begins. */
function appScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map((m) => m[1]!);
}

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));

/** Audits a page `runs` times and keeps the run of median performance, with all the scores. */
async function auditMedian(url: string, chromePort: number): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, chromePort));
  const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor((all.length - 1) / 2)]!;
  return { ...median, runs: all.map((f) => f.performance) };
}

async function signIn(chromePort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel("Nom d'utilisateur").fill(account.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/concessions/, { timeout: 120_000 });
  // The replica is filled: the measured load is the everyday one of a returning user.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.close();
  await browser.close();
}

/** Bytes on the wire of an answer asked with brotli (node:http: fetch would decode it first). */
function sentBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
      res.on('error', fail);
    }).on('error', fail);
  });
}

async function measurePortal(chromePort: number): Promise<PortalFigures> {
  const resultsHtml = await (await fetch(`${origin}${PORTAL_SEARCH}`)).text();
  const first = /href="(\/portail\/[^"]+\/defunt\/[^"]+)"/.exec(resultsHtml)?.[1];
  if (!first) throw new Error(`no deceased found by ${PORTAL_SEARCH}`);
  const deceasedHtml = await (await fetch(`${origin}${first}`)).text();
  const plan = /href="(\/portail\/[^"]+\/plan\.svg[^"]*)"/.exec(deceasedHtml)?.[1]?.replace(/&amp;/g, '&');
  const planBytes = plan ? Buffer.from(await (await fetch(`${origin}${plan}`)).arrayBuffer()) : Buffer.alloc(0);
  const script = /<script src="([^"]+)"/.exec(deceasedHtml)?.[1]?.replace(/&amp;/g, '&');
  return {
    cemetery: await auditMedian(`${origin}${PORTAL}`, chromePort),
    results: await auditMedian(`${origin}${PORTAL_SEARCH}`, chromePort),
    deceased: await auditMedian(`${origin}${first}`, chromePort),
    cemeteryBytes: await sentBytes(`${origin}${PORTAL}`),
    resultsBytes: await sentBytes(`${origin}${PORTAL_SEARCH}`),
    deceasedBytes: await sentBytes(`${origin}${first}`),
    guideScriptBytes: script ? await sentBytes(`${origin}${script}`) : 0,
    planBrotliKb: Math.round(brotliCompressSync(planBytes).length / 1024),
  };
}

async function measure(appDir: string, label: string): Promise<BuildFigures> {
  console.log(`… ${label}: ${appDir}`);
  const server = await startServer(appDir, join(root, '.tmp', `lighthouse-data-${label}`));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const home = await fetch(`${origin}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
    const robotsResponse = await fetch(`${origin}/robots.txt`);
    const robotsText = await robotsResponse.text();
    const robots = /^user-agent:/im.test(robotsText) ? 'robots file' : `not a robots file (${robotsResponse.headers.get('content-type') ?? '?'})`;
    const portal = await measurePortal(chrome.port);
    const login = await auditMedian(`${origin}/login`, chrome.port);
    await signIn(chrome.port);
    const firstScreen = await auditMedian(`${origin}/concessions`, chrome.port);
    return {
      login,
      firstScreen,
      loginJsBrotliKb: brotliKb(join(appDir, 'dist'), login.scripts),
      appJsBrotliKb: brotliKb(join(appDir, 'dist'), appScripts(join(appDir, 'dist'))),
      htmlEncoding: home.headers.get('content-encoding') ?? 'none',
      robots,
      portal,
    };
  } finally {
    chrome.kill();
    await stopServer(server);
  }
}

function rows(before: BuildFigures | null, after: BuildFigures): string[] {
  const cell = (f: BuildFigures | null, pick: (f: BuildFigures) => string | number) => (f ? String(pick(f)) : '—');
  const line = (what: string, pick: (f: BuildFigures) => string | number, target: string) => `| ${what} | ${cell(before, pick)} | ${cell(after, pick)} | ${target} |`;
  return [
    '| what | before | after | target |',
    '|---|---:|---:|---|',
    line('/login performance (median run)', (f) => `${f.login.performance} (runs: ${f.login.runs.join(', ')})`, '≥ 95'),
    line('/login accessibility', (f) => f.login.accessibility, ''),
    line('/login best practices', (f) => f.login.bestPractices, ''),
    line('/login SEO', (f) => f.login.seo, ''),
    line('/login FCP', (f) => `${f.login.fcpMs} ms`, ''),
    line('/login LCP', (f) => `${f.login.lcpMs} ms`, ''),
    line('/login TBT', (f) => `${f.login.tbtMs} ms`, ''),
    line('/login JavaScript (brotli)', (f) => `${f.loginJsBrotliKb} KB in ${new Set(f.login.scripts).size} files`, '≤ 150 KB'),
    line('JavaScript to start the app (index.html; on /login once the user acts)', (f) => `${f.appJsBrotliKb} KB`, ''),
    line('/login render-blocking resources', (f) => f.login.renderBlocking.length, '0'),
    line('/login requests of the service worker precache during the load', (f) => f.login.precacheRequests, '0 (after the first screen)'),
    line('/concessions performance, signed in (median run)', (f) => `${f.firstScreen.performance} (runs: ${f.firstScreen.runs.join(', ')})`, '≥ 95'),
    line('/concessions accessibility', (f) => f.firstScreen.accessibility, ''),
    line('/concessions FCP', (f) => `${f.firstScreen.fcpMs} ms`, ''),
    line('/concessions LCP', (f) => `${f.firstScreen.lcpMs} ms`, ''),
    line('/concessions TBT', (f) => `${f.firstScreen.tbtMs} ms`, ''),
    line('/concessions render-blocking resources', (f) => f.firstScreen.renderBlocking.length, '0'),
    line('HTML Content-Encoding', (f) => f.htmlEncoding, 'br or gzip'),
    line('/robots.txt', (f) => f.robots, 'robots file'),
    ...portalRows(before, after),
  ];
}

function portalRows(before: BuildFigures | null, after: BuildFigures): string[] {
  const cell = (f: BuildFigures | null, pick: (p: PortalFigures) => string | number) => (f ? String(pick(f.portal)) : '—');
  const line = (what: string, pick: (p: PortalFigures) => string | number, target: string) => `| ${what} | ${cell(before, pick)} | ${cell(after, pick)} | ${target} |`;
  const pages = [['portal cemetery page', (p: PortalFigures) => p.cemetery], ['portal search results', (p: PortalFigures) => p.results], ['portal deceased page (grave on the plan)', (p: PortalFigures) => p.deceased]] as const;
  return [
    ...pages.flatMap(([name, of]) => [
      line(`${name} performance (median run)`, (p) => `${of(p).performance} (runs: ${of(p).runs.join(', ')})`, '≥ 95'),
      line(`${name} accessibility`, (p) => of(p).accessibility, '≥ 95'),
      line(`${name} best practices / SEO`, (p) => `${of(p).bestPractices} / ${of(p).seo}`, ''),
      line(`${name} FCP / LCP / TBT`, (p) => `${of(p).fcpMs} / ${of(p).lcpMs} / ${of(p).tbtMs} ms`, ''),
      line(`${name} scripts / render-blocking`, (p) => `${of(p).scripts.length} / ${of(p).renderBlocking.length}`, ''),
    ]),
    line('portal cemetery page HTML sent (brotli)', (p) => `${p.cemeteryBytes} B`, ''),
    line('portal search results HTML sent (brotli)', (p) => `${p.resultsBytes} B`, ''),
    line('portal deceased page HTML sent (brotli)', (p) => `${p.deceasedBytes} B`, ''),
    line('portal deceased page script sent (me-guider.js, brotli)', (p) => `${p.guideScriptBytes} B`, ''),
    line('portal whole plan (plan.svg, brotli; linked, loaded by Me guider only)', (p) => `${p.planBrotliKb} KB`, ''),
  ];
}

/** The portal's pages alone (no build needed: they are server-rendered), printed only: a quick check of a change. */
async function portalOnly(): Promise<void> {
  // The demo of the last full run when there is one: seeding it again takes minutes.
  const server = await startServer(root, join(root, '.tmp', 'lighthouse-data-after'), false);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    console.log(JSON.stringify(await measurePortal(chrome.port), null, 2));
  } finally {
    chrome.kill();
    await stopServer(server);
  }
}

if (process.env.LH_ONLY === 'portal') {
  await portalOnly();
  process.exit(0);
}

const beforeDir = process.env.LH_BEFORE ? resolve(process.env.LH_BEFORE) : null;
const before = beforeDir ? await measure(beforeDir, 'before') : null;
const after = await measure(root, 'after');
console.log(JSON.stringify({ before, after }, null, 2));
writeResultsSection('lighthouse', [
  '## First load (issue 14): Lighthouse 13, mobile, simulated throttling',
  '',
  `Run of \`bench/lighthouse.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the real server with demo data, Debian Chromium headless; /concessions is measured signed in as autre@demo.fr after its replica is filled (a returning user). "before" is the build of the branch point, "after" this build, in the same run. Each page is audited ${runs} times in a row; the figures are those of the run with the median performance score, every run's score beside it. JavaScript is the brotli size (quality 11) of the scripts the page loads.`,
  '',
  ...rows(before, after),
]);

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { generateCemetery } from '../server/demo/cemetery';
import { createRandom } from '../server/demo/random';
import { sanitizeTemplateHtml } from '../server/templates/sanitize';
import type { Contact } from '../src/domain/entities/contact';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import type { Occupant } from '../src/domain/entities/occupant';
import { DEFAULT_TEMPLATES, findTemplate } from '../src/domain/templates/defaults';
import { templateDocuments } from '../src/domain/templates/generate';
import { renderDocumentsPdf } from '../src/features/fiche/documents/renderPdf';
import { root, writeResultsSection } from './harness';

/**
 * Issue 17 benchmark: the renewal letters of every concession of the 20,000-plot cemetery (BENCH_PLOTS) that
 * expires this year, one letter per living holder, as ONE PDF: the renderer and the PDF code of the device
 * (src/domain/templates, renderDocumentsPdf), run in Node on the demo generator's rows. Time of each part, PDF
 * size, peak resident memory (sampled) and heap. Runs alone with `tsx bench/letters.bench.ts`.
 */
const plots = Number(process.env.BENCH_PLOTS ?? 20_000);
const fmt = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (n: number) => `${fmt(n / 1_048_576)} Mo`;

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export async function runLettersBench(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  const ctx = { r: createRandom(2026, Date.parse(`${today}T08:00:00Z`)), today, now: `${today}T08:00:00.000Z`, espaceId: randomUUID() };
  const t0 = performance.now();
  const cemetery = generateCemetery(ctx, {
    societeId: randomUUID(), nom: 'Cimetière communal du Bourg', adresse: 'Rue du Cimetière', town: { commune: 'Saint-Martin-des-Champs', codePostal: '29600' }, plots,
    centre: { lat: 48.5781, lon: -3.8412 }, uid: 'bench-lettres', stories: false, userId: randomUUID(),
  });
  const generated = performance.now() - t0;
  const rows = cemetery.rows;
  const locations = (rows.locations as unknown as Location[]).filter((l) => !l.deletedAt && !l.isArchived && !l.perpetuelle && l.dateFin?.startsWith(year));
  const plotsById = new Map((rows.emplacements as unknown as Emplacement[]).map((e) => [e.id, e]));
  const contactsBy = groupBy(rows.contacts as unknown as Contact[], (c) => c.locationId ?? '');
  const occupantsBy = groupBy(rows.occupants as unknown as Occupant[], (o) => o.locationId ?? '');
  const template = findTemplate(DEFAULT_TEMPLATES, 'lettre-renouvellement');
  if (!template) throw new Error('no renewal letter template');

  const facts = (location: Location) => {
    const emplacement = plotsById.get(location.emplacementId);
    return emplacement ? { location, emplacement, contacts: contactsBy.get(location.id) ?? [], occupants: occupantsBy.get(location.id) ?? [], espace, commune: 'Saint-Martin-des-Champs', mairie: null, today } : null;
  };
  const espace = { nom: cemetery.espace.nom, adresse: cemetery.espace.adresse, codePostal: cemetery.espace.codePostal, ville: cemetery.espace.ville };
  // The same rendering without sanitising, to tell what DOMPurify costs.
  const tRaw = performance.now();
  for (const l of locations) {
    const f = facts(l);
    if (f) templateDocuments(template, f, null, (html) => html);
  }
  const unsanitised = performance.now() - tRaw;
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  const baseHeap = process.memoryUsage().heapUsed;
  let peakRss = baseRss;
  let peakHeap = baseHeap;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t1 = performance.now();
  const contents = locations.flatMap((location) => {
    const f = facts(location);
    return f ? templateDocuments(template, f, null, sanitizeTemplateHtml) : [];
  });
  const rendered = performance.now() - t1;
  const t2 = performance.now();
  const blob = await renderDocumentsPdf(contents);
  const drawn = performance.now() - t2;
  clearInterval(sampler);
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);

  const page = await inChromium(template, locations.flatMap((l) => facts(l) ?? []));

  const lines = [
    '# Courriers de renouvellement (issue 17)',
    '',
    `Run of \`tsx bench/letters.bench.ts\` on ${today}: the renewal letters of every concession of a generated cemetery of ${plots.toLocaleString('fr-FR')} plots (demo generator, in memory) whose term ends in ${year}, one letter per living holder (the heirs when none), filled by the one renderer (src/domain/templates, sanitised by DOMPurify over jsdom) and drawn by the device's PDF code (renderDocumentsPdf, jspdf) as ONE PDF, in Node on this machine (2 shared cores: read the ratios).`,
    '',
    '| what | measured |',
    '|---|---:|',
    `| concessions ending in ${year} | ${locations.length.toLocaleString('fr-FR')} |`,
    `| letters (pages) | ${contents.length.toLocaleString('fr-FR')} |`,
    `| rendering the template (values, conditions, sanitising, layout) | ${fmt(rendered, 0)} ms (${fmt(rendered / Math.max(1, contents.length), 2)} ms a letter) |`,
    `| drawing the PDF | ${fmt(drawn, 0)} ms (${fmt(drawn / Math.max(1, contents.length), 2)} ms a letter) |`,
    `| PDF size | ${mb(blob.size)} (${fmt(blob.size / 1024 / Math.max(1, contents.length))} Ko a letter) |`,
    `| the same rendering without sanitising (ratio) | ${fmt(unsanitised, 0)} ms (${fmt(unsanitised / rendered, 2)}×) |`,
    `| peak resident memory / JS heap during rendering and drawing | ${mb(peakRss)} / ${mb(peakHeap)} |`,
    `| of which before the run (the generated cemetery's rows, the code) | ${mb(baseRss)} / ${mb(baseHeap)} |`,
    `| growth due to the letters and the PDF | ${mb(peakRss - baseRss)} / ${mb(peakHeap - baseHeap)} |`,
    `| (generating the cemetery, not counted) | ${fmt(generated, 0)} ms |`,
    '',
    `The same letters on the device's path, in headless Chromium (Debian's) on this machine: the same facts, DOMPurify on the page's DOM, jspdf in the page (bench/letters.browser.ts).`,
    '',
    '| in the browser | measured |',
    '|---|---:|',
    `| letters (pages) | ${page.letters.toLocaleString('fr-FR')} |`,
    `| rendering the template, sanitised by the page's DOMPurify | ${fmt(page.rendered, 0)} ms (${fmt(page.rendered / Math.max(1, page.letters), 2)} ms a letter) |`,
    `| the same rendering without sanitising (ratio) | ${fmt(page.unsanitised, 0)} ms (${fmt(page.unsanitised / page.rendered, 2)}×) |`,
    `| drawing the PDF | ${fmt(page.drawn, 0)} ms (${fmt(page.drawn / Math.max(1, page.letters), 2)} ms a letter) |`,
    `| rendering and drawing, against Node with jsdom (ratio) | ${fmt(page.rendered + page.drawn, 0)} ms (${fmt((page.rendered + page.drawn) / (rendered + drawn), 2)}×) |`,
    `| PDF size | ${mb(page.size)} |`,
    `| JS heap before / peak (sampled) | ${mb(page.baseHeap)} / ${mb(page.peakHeap)} |`,
    '',
    `Reading: in Node, sanitising is ${fmt(100 * (1 - unsanitised / rendered), 0)} % of the rendering, and that is jsdom's DOM (the server's sanitiser). On the device's path, where DOMPurify works on the browser's own DOM, rendering and drawing the year's letters takes ${fmt((page.rendered + page.drawn) / (rendered + drawn), 2)}× the Node time, with a JS heap peak of ${mb(page.peakHeap)}. The PDF is built in memory by jspdf before it becomes a Blob: the heap growth is what a year of letters needs on top of the replica.`,
  ];
  writeResultsSection('letters', lines);
  console.log(lines.join('\n'));
}

interface PageFigures {
  letters: number;
  rendered: number;
  unsanitised: number;
  drawn: number;
  size: number;
  baseHeap: number;
  peakHeap: number;
}

/** The same letters rendered and drawn in a page of headless Chromium, by the device's code. */
async function inChromium(template: unknown, facts: unknown[]): Promise<PageFigures> {
  const bundle = await build({ entryPoints: [join(root, 'bench', 'letters.browser.ts')], bundle: true, format: 'iife', write: false, target: 'es2022', platform: 'browser' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc', '--enable-precise-memory-info'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>lettres</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    return await page.evaluate(
      (input) => (globalThis as unknown as { runLetters(i: unknown): Promise<PageFigures> }).runLetters(input),
      { template, facts },
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLettersBench();

import { describe, expect, it } from 'vitest';
import type { PortalDeceased } from '../../src/domain/portail/publicRecord';
import { cemeteryPage, deceasedPage, messagePage, resultsPage } from '../../server/portail/pages';
import { shapeBox, shapePath, type Box } from '../../src/domain/portail/planCrop';
import { GUIDE_SCRIPT_PATH } from '../../server/portail/guideScript';
import { planView } from '../../server/portail/planView';
import type { PortalEspace } from '../../server/portail/portail.repository';
import type { PortalPlot } from '../../server/portail/portail.service';

/**
 * What keeps the portal's Lighthouse mobile scores at 95 or more (issue 30; measured in
 * bench/lighthouse.bench.ts, figures in bench/RESULTS.md), checked on the pages as the server renders them:
 * each page is one small HTML document that paints by itself (inline style, no web font, no style sheet or
 * script to wait for, nothing from another origin), in French, sized for a phone.
 */

const espace: PortalEspace = {
  id: '5f0c3a1e-0000-4000-8000-000000000001', nom: 'Cimetière communal du Bourg', adresse: '1 rue de l’Église', codePostal: '29600',
  ville: 'Saint-Martin-des-Champs', horaires: Array.from({ length: 7 }, () => '8h00 - 19h00'), nomReglement: 'Règlement intérieur',
  reglementSha256: 'a'.repeat(64), nomPatrimoine: 'Patrimoine funéraire', patrimoineSha256: 'b'.repeat(64), mapSha256: 'c'.repeat(64),
  mapWidth: 2000, mapHeight: 1400, controlPoints: null, uid: 'saint-martin-des-champs-bourg', portailDelai: null, changeSeq: 1,
};

const deceased = (i: number): PortalDeceased => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, emplacementId: 'e1', nom: 'Lefèvre', prenom: 'Marie-Thérèse',
  nomJeuneFille: 'Le Goff-Kerlévénez', civilite: 'F', anneeNaissance: 1921, anneeDeces: 1998, carre: 'A', allee: '12', numero: '123',
});

/** A dense cemetery: 4,000 plots of 18 × 27 plan pixels, 4 apart, on a 2,000 × 1,400 plan (the demo's plot size). */
const plots: PortalPlot[] = Array.from({ length: 4000 }, (_, i) => {
  const x = 20 + (i % 80) * 22.5;
  const y = 20 + Math.floor(i / 80) * 27.5;
  const shape = { geometry: { type: 'Polygon' as const, coordinates: [[[x, y], [x + 18, y], [x + 18, y + 27], [x, y + 27], [x, y]] as Array<[number, number]>] }, posX: null, posY: null };
  return { id: `p${i}`, box: shapeBox(shape) as Box, path: shapePath(shape) as string };
});
const grave = plots[25 * 80 + 40] as PortalPlot;
const guide = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
const planFacts = { href: '/portail/saint-martin-des-champs-bourg/plan.svg?v=cccccccccccc', width: 2000, height: 1400, grave, plots };
const plan = planView({ ...planFacts, guide });

const pages = {
  cemetery: cemeteryPage(espace),
  // The most a search shows: 20 lines of long names.
  results: resultsPage(espace, { nom: 'lefevre', prenom: 'marie' }, { results: Array.from({ length: 20 }, (_, i) => deceased(i)), total: 57 }),
  deceased: deceasedPage(espace, deceased(1), plan),
  deceasedNotGuided: deceasedPage(espace, deceased(1), planView({ ...planFacts, guide: null })),
  message: messagePage('Page introuvable', 'Ce portail n’existe pas ou n’est pas en ligne.', null),
};

/**
 * 14 KB: what a server sends in its first round trip (an initial congestion window of ten packets). A page
 * under it arrives whole in one round trip even uncompressed, which on a bad phone connection is most of its
 * first paint.
 */
const HTML_BUDGET = 14 * 1024;

describe('the portal pages as Lighthouse loads them', () => {
  it.each(Object.entries(pages))('the %s page is one French document for a phone, under the first round trip', (_name, page) => {
    expect(Buffer.byteLength(page, 'utf8')).toBeLessThan(HTML_BUDGET);
    expect(page.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toMatch(/<meta name="description" content="[^"]+">/);
    // Nothing to wait for before the first paint: the style is inline, no style sheet, no web font.
    expect(page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(page).not.toMatch(/@font-face|@import|url\(/);
    // No second request for an icon (a browser asks /favicon.ico otherwise, and gets a 404).
    expect(page).toContain('<link rel="icon" href="data:,">');
    // Nothing from another origin.
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });

  it.each([['cemetery'], ['results'], ['message'], ['deceasedNotGuided']] as const)('the %s page has no script at all', (name) => {
    expect(pages[name]).not.toContain('<script');
  });

  it('the deceased page with a georeferenced plan loads only the optional guide, deferred, from the portal itself, at a versioned address', () => {
    expect(pages.deceased.match(/<script[^>]*>/g)).toEqual([`<script src="${GUIDE_SCRIPT_PATH.replace(/&/g, '&amp;')}" defer>`]);
    expect(GUIDE_SCRIPT_PATH).toMatch(/^\/portail\/me-guider\.js\?v=[0-9a-f]{12}$/);
  });

  it('the deceased page draws the plan around the grave inline, not the town’s whole plan', () => {
    // A square of whole pixels around the grave, with its size: no layout shift, nothing to fetch to draw it.
    expect(pages.deceased).toContain('<svg class="plan" id="plan" viewBox="767 559 324 324" width="324" height="324" role="img" aria-labelledby="plan-legende"');
    expect(pages.deceased).not.toContain('<image');
    expect(pages.deceased).toContain('<a href="/portail/saint-martin-des-champs-bourg/plan.svg?v=cccccccccccc">Voir le plan entier</a>');
    // The grave, in red, and its neighbours: the plots that meet the frame, of the 4,000.
    expect(pages.deceased).toContain(`<path class="tombe" d="${grave.path}"/>`);
    const neighbours = /<path class="voisins" d="([^"]+)"\/>/.exec(pages.deceased)?.[1] ?? '';
    const drawn = neighbours.split('M').filter(Boolean).length;
    expect(drawn).toBeGreaterThan(100);
    expect(drawn).toBeLessThan(300);
    expect(neighbours).not.toContain(grave.path);
    expect(neighbours).not.toContain((plots[0] as PortalPlot).path);
  });

  it('only the cemetery page is indexable', () => {
    expect(pages.cemetery).toContain('<meta name="robots" content="index, follow">');
    for (const page of [pages.results, pages.deceased, pages.message]) expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('every field has its label', () => {
    for (const page of [pages.cemetery, pages.results]) {
      const inputs = [...page.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
      expect(inputs).toEqual(['nom', 'prenom']);
      for (const id of inputs) expect(page).toContain(`<label for="${id}">`);
    }
  });
});

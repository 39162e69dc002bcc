import { describe, expect, it } from 'vitest';
import type { PortalDeceased } from '../../src/domain/portail/publicRecord';
import { cemeteryPage, deceasedPage, messagePage, resultsPage } from '../../server/portail/pages';
import { planView } from '../../server/portail/planView';
import type { PortalEspace } from '../../server/portail/portail.repository';

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

const plan = planView({
  href: '/portail/saint-martin-des-champs-bourg/plan.svg?v=cccccccccccc', width: 2000, height: 1400,
  shape: { geometry: { type: 'Polygon', coordinates: [[[100, 100], [120, 100], [120, 140], [100, 140], [100, 100]]] }, posX: null, posY: null },
  guide: null,
});

const pages = {
  cemetery: cemeteryPage(espace),
  // The most a search shows: 20 lines of long names.
  results: resultsPage(espace, { nom: 'lefevre', prenom: 'marie' }, { results: Array.from({ length: 20 }, (_, i) => deceased(i)), total: 57 }),
  deceased: deceasedPage(espace, deceased(1), plan),
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
    // Nothing from another origin.
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });

  it.each([['cemetery'], ['results'], ['message']] as const)('the %s page has no script at all', (name) => {
    expect(pages[name]).not.toContain('<script');
  });

  it('the deceased page with a plan loads only the optional guide, deferred, from the portal itself', () => {
    expect(pages.deceased.match(/<script[^>]*>/g)).toEqual(['<script src="/portail/me-guider.js" defer>']);
    // The plan is drawn at its own size in an SVG scaled to the screen: no layout shift while it loads.
    expect(pages.deceased).toMatch(/<svg class="plan" id="plan" viewBox="[\d. ]+" role="img" aria-labelledby="plan-legende"/);
    expect(pages.deceased).toContain('<image href="/portail/saint-martin-des-champs-bourg/plan.svg?v=cccccccccccc" x="0" y="0" width="2000" height="1400"/>');
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

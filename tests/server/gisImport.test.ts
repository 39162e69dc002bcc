import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emplacements, espaces, locations, mediaFiles } from '../../server/db/schema';
import type { EspaceRow } from '../../server/auth/scope.repository';
import { fitGeoreference, planToLonLat, toLambert93 } from '../../src/domain/geo';
import { bearer, createEspace } from '../helpers/fixtures';
import { geojsonOf, plotCentre, toWgs84, type TestPlot } from '../helpers/geojson';
import { openWorld, type SyncWorld } from './syncKit';

let w: SyncWorld;
let lambertEspace: EspaceRow;
beforeAll(async () => {
  w = await openWorld();
  lambertEspace = await createEspace(w.db, w.espace.societeId);
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

type Step = 'apercu' | 'simulation' | '';
const send = (step: Step, body: string | Buffer, espaceId = w.espace.id, token = w.admin.token) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_geojson${step ? `/${step}` : ''}?espaceId=${espaceId}`,
    headers: { ...bearer(token), 'content-type': 'application/geo+json' },
    payload: body,
  });

/** Three plots of carré G near Paris (Lambert-93), as a QGIS layer exports their attributes. */
const PLOTS: TestPlot[] = [
  { sw: [652_000, 6_862_000], properties: { CARRE: 'G', ALLEE: '1', NUMERO: '1', CONCESSIONNAIRE: 'DURAND Jean', DEFUNT: 'DURAND Paul' } },
  { sw: [652_003, 6_862_000], properties: { CARRE: 'G', ALLEE: '1', NUMERO: '2', CONCESSIONNAIRE: null, DEFUNT: null } },
  { sw: [652_040, 6_862_030], properties: { CARRE: 'G', ALLEE: '2', NUMERO: '7', CONCESSIONNAIRE: 'LEROY Anne', DEFUNT: null } },
];

async function plotsOf(espaceId: string) {
  return w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId));
}

/** Where each imported plot's centre lies on the ground, through the cemetery's stored control points ('Me localiser'). */
async function groundCentres(espaceId: string): Promise<Map<string, [number, number]>> {
  const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, espaceId));
  const fit = fitGeoreference(espace?.controlPoints ?? []);
  if ('error' in fit) throw new Error(fit.error);
  const out = new Map<string, [number, number]>();
  for (const plot of await plotsOf(espaceId)) {
    const ring = (plot.geometry as { coordinates: Array<Array<[number, number]>> }).coordinates[0]!.slice(0, -1);
    const px: [number, number] = [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
    out.set(`${plot.carre}-${plot.allee}-${plot.numero}`, toLambert93(planToLonLat(fit.transform, px)));
  }
  return out;
}

describe('POST /api/ESpaces/front_import_geojson (issue 16, GIS plan)', () => {
  it('preview: the projection, the attributes with examples and the guessed mapping', async () => {
    const res = await send('apercu', geojsonOf(PLOTS, 'Lambert-93'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ projection: string; entites: number; colonnes: Array<{ entete: string; exemples: string[] }>; correspondance: string[] }>();
    expect(body.projection).toBe('Lambert-93 (EPSG:2154)');
    expect(body.entites).toBe(3);
    expect(body.colonnes.map((c) => c.entete)).toEqual(['CARRE', 'ALLEE', 'NUMERO', 'CONCESSIONNAIRE', 'DEFUNT']);
    expect(body.correspondance).toEqual(['carre', 'allee', 'numero', 'concessionnaire', 'defunt']);
  });

  it('dry run: polygon by polygon, and nothing written', async () => {
    const res = await send('simulation', geojsonOf(PLOTS, 'WGS84'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ lignes: Array<{ line: number; status: string; details: string[] }>; compteurs: Record<string, number> }>();
    expect(body.lignes.map((l) => [l.line, l.status])).toEqual([[1, 'créé'], [2, 'créé'], [3, 'créé']]);
    expect(body.lignes[0]?.details).toContain('Forme placée sur le plan.');
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 3, concessionsCreees: 2, defuntsCrees: 1, formesPlacees: 3 });
    expect(await plotsOf(w.espace.id)).toHaveLength(0);
    const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    expect(espace?.mapSha256 ?? null).toBeNull();
  });

  it('WGS 84 and Lambert-93 files of the same plots place them at the same place, within a metre, georeferenced at once', async () => {
    const wgs = await send('', geojsonOf(PLOTS, 'WGS84'));
    expect(wgs.statusCode).toBe(200);
    expect(wgs.json()).toMatchObject({ message: 'Import réalisé', compteurs: { emplacementsCrees: 3, formesPlacees: 3 } });
    const lambert = await send('', geojsonOf(PLOTS, 'Lambert-93'), lambertEspace.id);
    expect(lambert.statusCode).toBe(200);

    const fromWgs = await groundCentres(w.espace.id);
    const fromLambert = await groundCentres(lambertEspace.id);
    expect([...fromWgs.keys()].sort()).toEqual(['G-1-1', 'G-1-2', 'G-2-7']);
    for (const plot of PLOTS) {
      const key = `${plot.properties.CARRE}-${plot.properties.ALLEE}-${plot.properties.NUMERO}`;
      const truth = toLambert93(toWgs84(plotCentre(plot)));
      const a = fromWgs.get(key)!;
      const b = fromLambert.get(key)!;
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThan(1);
      expect(Math.hypot(a[0] - truth[0], a[1] - truth[1])).toBeLessThan(1);
    }
    // The plan is drawn, stored as a cleaned SVG, and has its size.
    const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    expect(espace?.mapWidth).toBeGreaterThan(100);
    const [stored] = await w.db.select().from(mediaFiles).where(eq(mediaFiles.sha256, espace?.mapSha256 ?? ''));
    expect(stored?.mime).toBe('image/svg+xml');
    expect(await w.db.select().from(locations).where(eq(locations.espaceId, w.espace.id))).toHaveLength(2);
  });

  it('the same file twice changes nothing the second time', async () => {
    const [before] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    const res = await send('', geojsonOf(PLOTS, 'WGS84'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ compteurs: { emplacementsCrees: 0, formesPlacees: 0, concessionsCreees: 0, defuntsCrees: 0, lignesInchangees: 3 } });
    const [after] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    expect(after?.changeSeq).toBe(before?.changeSeq);
  });

  it('refuses hostile files with a French message and changes nothing', async () => {
    const many = Array.from({ length: 6000 }, (_, i) => [2.3 + i * 1e-7, 48.8]);
    const cases: Array<[string | Buffer, number, RegExp]> = [
      ['{"type": "FeatureCollection", "features": [', 400, /JSON invalide/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 400, /JSON invalide/],
      ['{"type": "Feature", "geometry": null, "properties": {}}', 400, /FeatureCollection/],
      [JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [2.3, 48.8] } }] }), 400, /géométrie « Point » non prise en charge/],
      [JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...many, many[0]]] } }] }), 413, /trop détaillé/],
      [JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[652000, 6862000], [652002, 6862000], [652002, 6862001], [652000, 6862000]]] } }] }), 400, /hors des limites du WGS 84/],
      [JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3857' } }, features: [] }), 400, /Projection non prise en charge/],
      [Buffer.alloc(21 * 1024 * 1024, 0x20), 413, /trop volumineux/],
    ];
    const before = await plotsOf(w.espace.id);
    const [espaceBefore] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    for (const [body, status, message] of cases) {
      const res = await send('', body);
      expect(res.statusCode, String(body).slice(0, 60)).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    // Half a million vertices in all, in small polygons each under the per-polygon cap.
    const ring = Array.from({ length: 4000 }, (_, i) => [2.3 + Math.cos(i) * 1e-4, 48.8 + Math.sin(i) * 1e-4]);
    const huge = { type: 'FeatureCollection', features: Array.from({ length: 130 }, () => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } })) };
    const res = await send('', JSON.stringify(huge));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/trop de sommets/);
    expect(await plotsOf(w.espace.id)).toEqual(before);
    const [espaceAfter] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
    expect(espaceAfter?.changeSeq).toBe(espaceBefore?.changeSeq);
  });

  it('is for administrators', async () => {
    const res = await send('apercu', geojsonOf(PLOTS, 'WGS84'), w.espace.id, w.writer.token);
    expect(res.statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EspaceRow } from '../../server/auth/scope.repository';
import { emplacements, espaces } from '../../server/db/schema';
import { readAll } from '../../server/media/store';
import { MSG_CARRES_NEED_GEOREF } from '../../server/import/gisLimits';
import { fitGeoreference, lonLatToPlan, planToLonLat, toLambert93, type ControlPoint } from '../../src/domain/geo';
import { lambert93ToLonLat, readGisPlan } from '../../src/domain/geo/geojson';
import type { PlanPolygon } from '../../src/domain/entities/emplacement';
import { nearestPlots } from '../../src/domain/plan/nearest';
import { polygonCentroid } from '../../src/domain/plan/geometry';
import { bearer, createEspace } from '../helpers/fixtures';
import { corpusBytes, corpusText, GIS_CORPUS, type CorpusFile } from '../helpers/gisCorpus';
import { openWorld, type SyncWorld } from './syncKit';

/**
 * Issue 26, 'Moving a town in', the GIS layers: a second layer extends the plan and moves nothing already drawn,
 * a carré layer sets the carrés, files as towns have them (a qgis2web script, coordinates swapped, a layer far
 * from the commune), all from tests/corpus/gis.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

type Step = 'apercu' | 'simulation' | '';
/**
 * The corpus layers' attributes (fid, carre, allee, num_tombe, titulaire, defunts, duree, observ) mapped to the
 * plot and its holder only: the reading of durations and names written in words is the register rules' (and
 * their own tests'), not what is tested here.
 */
const PLOTS = `&mapping=${encodeURIComponent(',carre,allee,numero,concessionnaire,,,')}`;
const send = (step: Step, body: string | Buffer, espaceId: string, query = '') =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_geojson${step ? `/${step}` : ''}?espaceId=${espaceId}${query}`,
    headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' },
    payload: body,
  });

interface DryRun {
  lignes: Array<{ line: number; status: string; plot: string; details: string[]; warnings: string[] }>;
  compteurs: Record<string, number>;
  plan: { effet: string; details: string[] };
  avertissements: string[];
}

const espaceRow = async (id: string) => (await w.db.select().from(espaces).where(eq(espaces.id, id)))[0]!;
const plotsOf = async (espaceId: string) => (await w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId))).filter((p) => !p.deletedAt);
const keyOf = (p: { carre: string | null; allee: string | null; numero: string | null }) => `${p.carre ?? ''}-${p.allee ?? ''}-${p.numero ?? ''}`;

/** Each plot's centre on the ground as the corpus file draws it (Lambert-93), by carré-allée-numéro. */
function truthOf(file: CorpusFile): Map<string, [number, number]> {
  const read = readGisPlan(corpusText(file));
  if (!read.ok) throw new Error(read.message);
  const out = new Map<string, [number, number]>();
  for (const f of read.features) {
    if (f.properties.num_tombe === null) continue;
    // Centred on its first point: products of Lambert-93 coordinates (millions of metres) would lose the centimetres.
    const [x0, y0] = f.ring[0]!;
    const c = polygonCentroid({ type: 'Polygon', coordinates: [f.ring.map(([x, y]) => [x - x0, y - y0] as [number, number])] })!;
    c[0] += x0;
    c[1] += y0;
    out.set(`${f.properties.carre ?? ''}-${f.properties.allee}-${f.properties.num_tombe}`, c);
  }
  return out;
}

/** Where 'Me localiser' puts each plot's centre (through the stored control points), in Lambert-93. */
async function locatedCentres(espaceId: string): Promise<Map<string, [number, number]>> {
  const fit = fitGeoreference((await espaceRow(espaceId)).controlPoints ?? []);
  if ('error' in fit) throw new Error(fit.error);
  const out = new Map<string, [number, number]>();
  for (const plot of await plotsOf(espaceId)) {
    if (!plot.geometry) continue;
    const c = polygonCentroid(plot.geometry as PlanPolygon)!;
    out.set(keyOf(plot), toLambert93(planToLonLat(fit.transform, c)));
  }
  return out;
}

/** Standing at each plot's true centre, 'Me localiser' names that plot first. */
async function expectLocatedAt(espaceId: string, truth: Map<string, [number, number]>) {
  const fit = fitGeoreference((await espaceRow(espaceId)).controlPoints ?? []);
  if ('error' in fit) throw new Error(fit.error);
  const plots = (await plotsOf(espaceId)).map((p) => ({ key: keyOf(p), geometry: p.geometry as PlanPolygon | null }));
  for (const [key, ground] of truth) {
    const here = lonLatToPlan(fit.transform, lambert93ToLonLat(ground));
    expect(nearestPlots(plots, here, 1)[0]?.plot.key, key).toBe(key);
  }
}

async function storedPlan(espaceId: string): Promise<string> {
  const sha = (await espaceRow(espaceId)).mapSha256;
  const stored = sha ? await w.app.mediaStore.read(sha) : null;
  if (!stored) throw new Error('plan absent');
  return new TextDecoder().decode(await readAll(stored.stream));
}

describe('a second layer extends the plan (issue 26)', () => {
  let espace: EspaceRow;
  beforeAll(async () => {
    espace = await createEspace(w.db, w.espace.societeId, { codePostal: '29600' });
  });

  it('WGS 84 then Lambert-93 side by side: the first layer’s plots stay within 0.5 m of their ground position, and “Me localiser” finds every plot', async () => {
    const first = await send('', corpusBytes(GIS_CORPUS.carreA), espace.id, PLOTS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ compteurs: { emplacementsCrees: 8, formesPlacees: 8 }, plan: { effet: 'nouveau' } });

    const dry = await send('simulation', corpusBytes(GIS_CORPUS.carreB), espace.id, PLOTS);
    expect(dry.statusCode).toBe(200);
    const body = dry.json<DryRun>();
    expect(body.plan.effet).toBe('étendu');
    expect(body.plan.details).toEqual([
      'Le plan sera agrandi pour accueillir les polygones du fichier : il est redessiné et calé de nouveau sur le terrain. Les 8 emplacement(s) déjà dessiné(s) gardent leur place sur le terrain : leur contour est recalculé dans le nouveau plan, et « Me localiser » les trouve au même endroit.',
    ]);
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 5, formesPlacees: 5, formesRecalculees: 8 });
    expect(body.avertissements).toEqual([]);

    const second = await send('', corpusBytes(GIS_CORPUS.carreB), espace.id, PLOTS);
    expect(second.statusCode).toBe(200);
    const located = await locatedCentres(espace.id);
    const truthA = truthOf(GIS_CORPUS.carreA);
    const truthB = truthOf(GIS_CORPUS.carreB);
    expect(located.size).toBe(13);
    for (const [key, ground] of [...truthA, ...truthB]) {
      const at = located.get(key)!;
      expect(Math.hypot(at[0] - ground[0], at[1] - ground[1]), key).toBeLessThan(0.5);
    }
    await expectLocatedAt(espace.id, new Map([...truthA, ...truthB]));
    // The redrawn plan says it was drawn by a GIS import and still shows the ossuary of the first layer.
    const svg = await storedPlan(espace.id);
    expect(svg).toMatch(/<svg [^>]*data-plan-sig="1"/);
    expect(svg.match(/data-sig="autre"/g)).toHaveLength(1);
  });

  it('either layer again, in either order, changes nothing', async () => {
    for (const file of [GIS_CORPUS.carreB, GIS_CORPUS.carreA]) {
      const before = await espaceRow(espace.id);
      const res = await send('', corpusBytes(file), espace.id, PLOTS);
      expect(res.statusCode, file).toBe(200);
      expect(res.json(), file).toMatchObject({ compteurs: { emplacementsCrees: 0, formesPlacees: 0, formesRecalculees: 0 }, plan: { effet: 'cadre conservé' } });
      expect((await espaceRow(espace.id)).changeSeq, file).toBe(before.changeSeq);
    }
  });

  it('a carré layer sets the carré of the plots inside its polygons, old → new listed, and draws the carrés', async () => {
    const preview = await send('apercu', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=carres');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ contenu: 'carres', correspondance: [null, 'carre', null], champs: [{ name: 'carre', label: 'Nom du carré' }] });
    const dry = await send('simulation', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=carres');
    expect(dry.statusCode).toBe(200);
    const body = dry.json<DryRun>();
    expect(body.lignes.map((l) => [l.line, l.status, l.plot])).toEqual([[1, 'inchangé', 'Carré A'], [2, 'mis à jour', 'Carré B'], [3, 'refusé', '']]);
    expect(body.lignes[0]!.details[0]).toMatch(/^7 emplacement\(s\) dans ce carré : Carré A · Allée 1 · N° 1, /);
    expect(body.lignes[1]!.details).toEqual([
      '6 emplacement(s) dans ce carré : Allée 1 · N° 5, Carré A · Allée 2 · N° 4, Carré B · Allée 1 · N° 1, Carré B · Allée 1 · N° 2, Carré B · Allée 1 · N° 3, Carré B · Allée 1 · N° 4.',
      'Carré renseigné : Allée 1 · N° 5 → B.',
      'Carré modifié : Carré A · Allée 2 · N° 4 : A → B.',
    ]);
    expect(body.lignes[2]!.details).toEqual(['Ce polygone ne porte pas de nom de carré : il n’est pas importé.']);
    expect(await plotsOf(espace.id).then((ps) => ps.filter((p) => p.carre === 'B'))).toHaveLength(4);

    const res = await send('', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=carres');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ compteurs: { emplacementsMisAJour: 2, carresDessines: 4 } });
    const plots = await plotsOf(espace.id);
    expect(plots.filter((p) => p.carre === 'B').map(keyOf).sort()).toEqual(['B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'B-1-5', 'B-2-4']);
    expect((await storedPlan(espace.id)).match(/data-sig="carre" data-nom="[AB]"/g)).toHaveLength(4);
    // The carrés are kept on the plan by the next layer, and the same carrés again change nothing.
    const again = await send('', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=carres');
    expect(again.json()).toMatchObject({ compteurs: { emplacementsMisAJour: 0 }, rapport: { lignes: 1 } });
    // The carrés' mapping is remembered apart: the plots layer's stays what the last plots import used.
    const plotsPreview = await send('apercu', corpusBytes(GIS_CORPUS.carreB), espace.id);
    expect(plotsPreview.json()).toMatchObject({ correspondance: [null, 'carre', 'allee', 'numero', 'concessionnaire', null, null, null], correspondanceMemorisee: true });
    await expectLocatedAt(espace.id, new Map([...truthOf(GIS_CORPUS.carreB)].filter(([k]) => k !== '-1-5')));
  });

  it('a layer falling within the plan keeps its frame: nothing already drawn moves', async () => {
    const before = await plotsOf(espace.id);
    const points = (await espaceRow(espace.id)).controlPoints;
    const ring = [[-3.90495, 48.56205], [-3.90493, 48.56205], [-3.90493, 48.56207], [-3.90495, 48.56207], [-3.90495, 48.56205]];
    const layer = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { carre: 'A', allee: '9', numero: '1' }, geometry: { type: 'Polygon', coordinates: [ring] } }] });
    const res = await send('', layer, espace.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: { effet: 'cadre conservé' }, compteurs: { emplacementsCrees: 1, formesRecalculees: 0 } });
    expect((await espaceRow(espace.id)).controlPoints).toEqual(points);
    const after = new Map((await plotsOf(espace.id)).map((p) => [p.id, p.geometry]));
    for (const p of before) expect(after.get(p.id)).toEqual(p.geometry);
  });
});

describe('a layer on a plan uploaded by the town (issue 26)', () => {
  // A 400 × 300 plan with two plots, as the SVG plan update stores it.
  const SVG = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">',
    '<rect x="0" y="0" width="400" height="300" fill="#eeeeee"/>',
    '<rect id="Z-1-1" x="40" y="40" width="30" height="60"/>',
    '<rect id="Z-1-2" x="80" y="40" width="30" height="60"/>',
    '</svg>',
  ].join('');
  const uploadSvg = (espaceId: string) =>
    w.app.inject({ method: 'POST', url: `/api/ESpaces/front_import_svg?espaceId=${espaceId}`, headers: { ...bearer(w.admin.token), 'content-type': 'image/svg+xml' }, payload: SVG });
  // Its corners on the ground: 0.1 m a pixel, north up, its top left at Lambert-93 (191 100, 6 851 400).
  const ground = ([x, y]: [number, number]): [number, number] => [191_100 + x * 0.1, 6_851_400 - y * 0.1];
  const controlPoints: ControlPoint[] = ([[0, 0], [400, 0], [400, 300], [0, 300]] as Array<[number, number]>).map((px) => ({ px, lonLat: lambert93ToLonLat(ground(px)) }));
  const square = (x: number, y: number) => JSON.stringify({
    type: 'FeatureCollection',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2154' } },
    features: [{ type: 'Feature', properties: { carre: 'Y', allee: '1', numero: '1' }, geometry: { type: 'Polygon', coordinates: [[[x, y], [x + 2, y], [x + 2, y + 1], [x, y + 1], [x, y]]] } }],
  });

  it('georeferenced: a layer falling on the drawing is placed on it, the drawing kept', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    expect((await uploadSvg(espace.id)).statusCode).toBe(200);
    await w.db.update(espaces).set({ controlPoints }).where(eq(espaces.id, espace.id));
    const before = await espaceRow(espace.id);
    const res = await send('', square(191_120, 6_851_380), espace.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<DryRun>().plan).toMatchObject({ effet: 'dessin conservé' });
    const after = await espaceRow(espace.id);
    expect([after.mapSha256, after.controlPoints]).toEqual([before.mapSha256, before.controlPoints]);
    const y = (await plotsOf(espace.id)).find((p) => p.carre === 'Y')!;
    expect((y.geometry as PlanPolygon).coordinates[0]![0]![0]).toBeCloseTo(200, 1);
    expect((y.geometry as PlanPolygon).coordinates[0]![0]![1]).toBeCloseTo(200, 1);
  });

  it('georeferenced: a layer off the drawing replaces it, says so first, and keeps the town’s plots at their ground position', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    expect((await uploadSvg(espace.id)).statusCode).toBe(200);
    await w.db.update(espaces).set({ controlPoints }).where(eq(espaces.id, espace.id));
    const dry = await send('simulation', square(191_160, 6_851_380), espace.id);
    expect(dry.json<DryRun>().plan.details[0]).toMatch(/^1 polygone\(s\) du fichier sortent du plan dessiné par la commune : ce dessin sera remplacé par un plan dessiné d’après les contours des emplacements, calé sur le terrain\. Les 2 emplacement\(s\) déjà dessiné\(s\) gardent leur place sur le terrain/);
    expect((await send('', square(191_160, 6_851_380), espace.id)).statusCode).toBe(200);
    const located = await locatedCentres(espace.id);
    for (const [key, px] of [['Z-1-1', [55, 70]], ['Z-1-2', [95, 70]]] as Array<[string, [number, number]]>) {
      const at = located.get(key)!;
      const truth = ground(px);
      expect(Math.hypot(at[0] - truth[0], at[1] - truth[1]), key).toBeLessThan(0.5);
    }
  });

  it('not georeferenced: the dry run names the plots that will lose their position, before anything is written', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    expect((await uploadSvg(espace.id)).statusCode).toBe(200);
    const dry = await send('simulation', square(191_120, 6_851_380), espace.id);
    expect(dry.json<DryRun>().plan).toEqual({
      effet: 'remplacé',
      aConfirmer: true,
      largeur: expect.any(Number),
      hauteur: expect.any(Number),
      details: [
        'Le plan actuel sera remplacé : 2 emplacement(s) dessiné(s) sur l’ancien plan perdront leur position, car ce plan n’est pas calé sur le terrain (leur contour sera effacé ; ils restent dans le registre) : Carré Z · Allée 1 · N° 1, Carré Z · Allée 1 · N° 2.',
        'Pour les garder à leur place, n’importez pas maintenant : calez d’abord le plan actuel sur le terrain (au moins trois points, dans l’éditeur du plan), puis importez de nouveau cette couche : elle s’ajoutera au plan.',
      ],
    });
    expect((await plotsOf(espace.id)).every((p) => p.geometry !== null)).toBe(true);
    const res = await send('', square(191_120, 6_851_380), espace.id);
    expect(res.json()).toMatchObject({ compteurs: { formesEffacees: 2 } });
    expect((await plotsOf(espace.id)).filter((p) => p.carre === 'Z').map((p) => p.geometry)).toEqual([null, null]);
  });

  it('a carré layer needs a georeferenced plan: refused, nothing changed', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const res = await send('simulation', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=carres');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG_CARRES_NEED_GEOREF });
    expect((await send('apercu', corpusBytes(GIS_CORPUS.carres), espace.id, '&contenu=tombes')).statusCode).toBe(400);
  });
});

describe('files as towns have them (issue 26)', () => {
  it('the QGIS export with the proposed mapping: every grave, its holders and deceased read as the register rules read them', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const dry = await send('simulation', corpusBytes(GIS_CORPUS.carreA), espace.id);
    expect(dry.statusCode).toBe(200);
    const body = dry.json<DryRun>();
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 8, concessionsCreees: 6, concessionnairesAjoutes: 7, defuntsCrees: 5, lignesRefusees: 1, lignesPartielles: 0, formesPlacees: 8 });
    expect(body.lignes.find((l) => l.line === 4)?.details).toEqual(expect.arrayContaining(['Concession créée : 30 ans.', 'Défunt ajouté : QUÉRÉ Joseph.', 'Défunt ajouté : QUÉRÉ Anna née LE ROUX.']));
    expect(body.lignes.find((l) => l.line === 9)).toMatchObject({ status: 'refusé', details: ['Ce polygone ne désigne pas d’emplacement (numéro manquant) : il n’est pas importé.'] });
  });

  it('a layer’s status attribute is read as the register’s, its values and their reading listed, and the user’s reading applied', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const ring = (lon: number) => [[lon, 48.562], [lon + 0.00002, 48.562], [lon + 0.00002, 48.56201], [lon, 48.56201], [lon, 48.562]];
    const layer = JSON.stringify({
      type: 'FeatureCollection',
      features: [['1', 'Reprise'], ['2', 'Libre']].map(([numero, statut], i) => ({ type: 'Feature', properties: { carre: 'R', numero, statut }, geometry: { type: 'Polygon', coordinates: [ring(-3.905 + i * 0.0001)] } })),
    });
    const dry = await send('simulation', layer, espace.id);
    expect(dry.statusCode).toBe(200);
    const etats = dry.json<{ etats: Array<{ valeur: string; cle: string; etat: string }> }>().etats;
    expect(etats.map((e) => [e.valeur, e.etat])).toEqual([['Reprise', 'reprise'], ['Libre', 'libre']]);
    const reprise = etats.find((e) => e.valeur === 'Reprise')!;
    const again = await send('simulation', layer, espace.id, `&etats=${encodeURIComponent(`${reprise.cle}=libre`)}`);
    expect(again.json<{ etats: Array<{ valeur: string; etat: string }> }>().etats.find((e) => e.valeur === 'Reprise')?.etat).toBe('libre');
  });

  it('a qgis2web script is read: its polygon layer imported, its other layer named as left out', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const preview = await send('apercu', corpusBytes(GIS_CORPUS.carreC), espace.id);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      projection: 'WGS 84 (EPSG:4326)',
      entites: 3,
      avertissements: ['Le fichier contient 2 couches : seule la couche « Emplacements_carre_C » a des polygones, elle est lue ; la couche « Robinets », sans polygone, est laissée de côté.'],
    });
    const res = await send('', corpusBytes(GIS_CORPUS.carreC), espace.id, PLOTS);
    expect(res.json()).toMatchObject({ message: 'Import réalisé', compteurs: { emplacementsCrees: 3, formesPlacees: 3 } });
  });

  it('a layer with latitude and longitude swapped is refused, saying so, and nothing changes', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    for (const step of ['apercu', 'simulation', ''] as const) {
      const res = await send(step, corpusBytes(GIS_CORPUS.swapped), espace.id);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Les coordonnées semblent inversées \(la latitude à la place de la longitude\) : .* inversées, elles tombent en France métropolitaine\./);
    }
    expect(await plotsOf(espace.id)).toEqual([]);
    expect((await espaceRow(espace.id)).changeSeq).toBe(0);
  });

  it('a layer far from the town hall’s département is imported with a warning in the preview and the dry run', async () => {
    const espace = await createEspace(w.db, w.espace.societeId, { codePostal: '13001' });
    const warning = /^Les polygones du fichier sont à [\d ]+ km de Marseille, préfecture des Bouches-du-Rhône \(code postal 13001\) : vérifiez/;
    expect((await send('apercu', corpusBytes(GIS_CORPUS.carreA), espace.id)).json<DryRun>().avertissements).toEqual([expect.stringMatching(warning)]);
    expect((await send('simulation', corpusBytes(GIS_CORPUS.carreA), espace.id)).json<DryRun>().avertissements).toEqual([expect.stringMatching(warning)]);
    expect((await send('', corpusBytes(GIS_CORPUS.carreA), espace.id, PLOTS)).statusCode).toBe(200);
  });

  it('the mapping offers “Carré et numéro ensemble (F131)”', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const res = await send('apercu', corpusBytes(GIS_CORPUS.carreB), espace.id);
    expect(res.json<{ champs: Array<{ name: string; label: string }> }>().champs).toContainEqual(expect.objectContaining({ name: 'carreNumero', label: 'Carré et numéro ensemble (F131)' }));
  });

  it.each([GIS_CORPUS.carreA, GIS_CORPUS.carreC])('%s given to the register import is named a map, with the import that reads it', async (file) => {
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/ESpaces/front_import_excel/apercu?espaceId=${w.espace.id}`,
      headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' },
      payload: corpusBytes(file),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Ce fichier est un plan SIG (GeoJSON), pas un registre : importez-le avec « Import d’un plan SIG (GeoJSON) », dans Infos cimetière. Rien n’a été importé.' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGisPlan, GIS_REFUSALS } from '../../../src/domain/geo/geojson';
import { layerName, looksLikeLayerScript, readLayerScript, SCRIPT_REFUSALS } from '../../../src/domain/geo/layerScript';
import { checkInFrance, describeLonLat, FRANCE_ZONES } from '../../../src/domain/geo/france';
import { corpusText, GIS_CORPUS } from '../../helpers/gisCorpus';

const square = (lon: number, lat: number) => [[lon, lat], [lon + 0.00002, lat], [lon + 0.00002, lat + 0.00001], [lon, lat + 0.00001], [lon, lat]];
const collection = (features: unknown[], crs?: string) => ({
  type: 'FeatureCollection',
  ...(crs ? { crs: { type: 'name', properties: { name: crs } } } : {}),
  features,
});
const polygon = (lon: number, lat: number, properties: Record<string, unknown> = { numero: '1' }) => ({ type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [square(lon, lat)] } });

describe('qgis2web scripts (issue 26)', () => {
  it('reads the corpus script: a byte order mark, two declarations, the polygon layer taken and the points layer named as left out', () => {
    const read = readGisPlan(corpusText(GIS_CORPUS.carreC));
    if (!read.ok) throw new Error(read.message);
    expect(read.features.map((f) => f.properties.num_tombe)).toEqual([1, 2, 3]);
    expect(read.propertyNames).toEqual(['fid', 'carre', 'allee', 'num_tombe', 'titulaire', 'defunts']);
    expect(read.notices).toEqual(['Le fichier contient 2 couches : seule la couche « Emplacements_carre_C » a des polygones, elle est lue ; la couche « Robinets », sans polygone, est laissée de côté.']);
  });

  it.each([
    ['one declaration, its semicolon', 'var json_Emplacements_1 = {"a": 1};', [['json_Emplacements_1', { a: 1 }]]],
    ['no semicolon, let and const, comments between', '// export\nlet json_A_1 = {"a": "}"}\n/* b */ const json_B_2={"b":[1,{"c":"\\"{"}]};', [['json_A_1', { a: '}' }], ['json_B_2', { b: [1, { c: '"{' }] }]]],
    ['a byte order mark and Windows line ends', '\uFEFFvar json_X = {"x": null};\r\n', [['json_X', { x: null }]]],
  ] as const)('reads %s', (_, text, expected) => {
    const read = readLayerScript(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.layers.map((l) => [l.variable, l.json])).toEqual(expected);
  });

  it.each([
    ['code after the layer', 'var json_A = {"a": 1}; alert(1);', SCRIPT_REFUSALS.notLayer],
    ['a function call', 'var json_A = fetch("x");', SCRIPT_REFUSALS.notLayer],
    ['an object that never closes', 'var json_A = {"a": [1, 2};', SCRIPT_REFUSALS.badJson('json_A')],
    ['JavaScript that is not JSON', 'var json_A = {a: 1};', SCRIPT_REFUSALS.badJson('json_A')],
    ['a comment left open', 'var json_A = {"a": 1}; /* …', SCRIPT_REFUSALS.notLayer],
  ])('refuses %s, never running it', (_, text, message) => {
    expect(readLayerScript(text)).toEqual({ ok: false, message });
  });

  it('tells a script from JSON, and names layers as QGIS did', () => {
    expect(looksLikeLayerScript(' \n// x\nvar json_A = {}')).toBe(true);
    expect(looksLikeLayerScript('{"type": "FeatureCollection"}')).toBe(false);
    expect(layerName('json_Emplacements_carre_C_3')).toBe('Emplacements_carre_C');
    expect(layerName('couche')).toBe('couche');
  });

  it('several polygon layers are read together, numbered across the file', () => {
    const text = ['A', 'B'].map((name, i) => `var json_${name}_${i + 1} = ${JSON.stringify(collection([polygon(-3.9, 48.56 + i * 0.0001, { numero: String(i + 1) })]))};`).join('\n');
    const read = readGisPlan(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.features.map((f) => [f.index, f.properties.numero])).toEqual([[1, '1'], [2, '2']]);
    expect(read.notices).toEqual(['Le fichier contient 2 couches : les polygones des couches « A », « B » sont lus ensemble.']);
  });
});

describe('where a layer falls (issue 26)', () => {
  // One town of each zone, and its swapped coordinates.
  const TOWNS: Array<[string, number, number]> = [
    ['Brest', -4.486, 48.39],
    ['Ouessant', -5.09, 48.46],
    ['Menton', 7.5, 43.77],
    ['Wissembourg', 7.94, 49.04],
    ['Bonifacio', 9.16, 41.39],
    ['Bray-Dunes', 2.52, 51.08],
    ['Pointe-à-Pitre', -61.53, 16.24],
    ['Grand-Bourg (Marie-Galante)', -61.31, 15.88],
    ['Fort-de-France', -61.07, 14.6],
    ['Maripasoula', -54.03, 3.64],
    ['Saint-Pierre (La Réunion)', 55.48, -21.34],
    ['Mamoudzou', 45.23, -12.78],
  ];
  const box = (lon: number, lat: number) => ({ minLon: lon, maxLon: lon + 0.001, minLat: lat, maxLat: lat + 0.001 });

  it.each(TOWNS)('%s is in France', (_, lon, lat) => {
    expect(checkInFrance(box(lon, lat)).ok).toBe(true);
  });

  it.each(TOWNS)('%s with latitude and longitude swapped is refused as swapped', (_, lon, lat) => {
    const check = checkInFrance(box(lat, lon));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(/^Les coordonnées semblent inversées/);
  });

  it.each([
    ['Madrid', -3.7, 40.42, /hors de France .* vers 40,42° N, 3,70° O, à au moins \d+ km de la France métropolitaine/],
    ['Londres', -0.13, 51.51, /vers 51,51° N, 0,13° O, à au moins [\d,]+ km de la France métropolitaine/],
    ['Montréal, nearer Guadeloupe than Brittany', -73.57, 45.5, /vers 45,50° N, 73,57° O, à au moins 3 \d{3} km de la Guadeloupe/],
    ['Null Island', 0.0001, 0.0001, /au large du golfe de Guinée : la couche est sans doute en coordonnées locales/],
  ])('%s is refused, saying where it falls', (_, lon, lat, message) => {
    const check = checkInFrance(box(lon, lat));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(message);
    expect(!check.ok && check.message).toMatch(/Rien n’a été importé\.$/);
  });

  it('any point of a zone swapped is caught as swapped, never accepted (property)', () => {
    const zone = fc.constantFrom(...FRANCE_ZONES);
    fc.assert(
      fc.property(zone, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (z, u, v) => {
        // The box is 0.001° wide: keep a further 0.001° from the zone's far edge, which floating point could cross.
        const lon = z.lon[0] + u * (z.lon[1] - z.lon[0] - 0.002);
        const lat = z.lat[0] + v * (z.lat[1] - z.lat[0] - 0.002);
        expect(checkInFrance(box(lon, lat)).ok).toBe(true);
        const swapped = checkInFrance(box(lat, lon));
        expect(swapped.ok).toBe(false);
        expect(!swapped.ok && swapped.message).toMatch(/semblent inversées/);
      }),
    );
  });

  it('writes coordinates the French way', () => {
    expect(describeLonLat([-3.8743, 48.5716])).toBe('48,57° N, 3,87° O');
    expect(describeLonLat([55.45, -20.88])).toBe('20,88° S, 55,45° E');
  });

  it('the corpus layer with latitude and longitude swapped is refused as swapped, saying where it falls both ways', () => {
    const read = readGisPlan(corpusText(GIS_CORPUS.swapped));
    expect(read).toEqual({ ok: false, message: expect.stringMatching(/^Les coordonnées semblent inversées .* elles tombent vers 3,90° S, 48,56° E, à au moins 1 0\d\d km de Mayotte ; inversées, elles tombent en France métropolitaine\./) });
  });

  it('a Lambert-93 layer with X and Y exchanged, or one outside France, is refused', () => {
    const l93 = 'urn:ogc:def:crs:EPSG::2154';
    const ring = (x: number, y: number) => [[x, y], [x + 2, y], [x + 2, y + 1], [x, y + 1], [x, y]];
    const swapped = collection([{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring(6_851_350, 191_139)] } }], l93);
    expect(readGisPlan(JSON.stringify(swapped))).toEqual({ ok: false, message: GIS_REFUSALS.swappedLambert });
    // The Bay of Biscay, 200 km west of Brittany: still inside Lambert-93's range, outside France.
    const sea = collection([{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring(20_000, 6_700_000)] } }], l93);
    expect(readGisPlan(JSON.stringify(sea))).toEqual({ ok: false, message: expect.stringMatching(/^Les polygones tombent hors de France : vers 47,05° N, 5,98° O, à au moins 36 km de la France métropolitaine\./) });
  });

  it('a MultiPolygon keeps every part, the largest first', () => {
    const read = readGisPlan(corpusText(GIS_CORPUS.carres));
    if (!read.ok) throw new Error(read.message);
    expect(read.projection).toBe('Lambert-93');
    expect(read.features.map((f) => f.parts.length)).toEqual([2, 2, 1]);
    for (const f of read.features) expect(f.ring).toBe(f.parts[0]);
  });
});

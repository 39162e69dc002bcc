import proj4 from 'proj4';
import { checkInFrance, describeOutside, type LonLatBox } from './france';
import { layerName, looksLikeLayerScript, readLayerScript } from './layerScript';
import { replaceUnstorable } from '../rules/storableText';

/**
 * A GIS plan of plots (issues 16 and 26): a GeoJSON FeatureCollection of polygons, in WGS 84 as RFC 7946
 * requires, or in Lambert-93 (EPSG:2154) as QGIS exports a French cadastral layer, with a `crs` member naming
 * EPSG:2154; or the same collection in a QGIS web export's script (`var json_X = {…};`, layerScript.ts), whose
 * polygon layers are all read, and its other layers named as left out. Every ring comes back in Lambert-93 metres
 * (the metric plane the plan is drawn in, src/domain/geo/affine.ts) through proj4.
 *
 * Whatever is not such a file is refused with a French message before anything is decided: a file is bounded
 * (features, vertices, a plan within 5 km), and its shapes must lie in France (metropolitan or overseas
 * départements, france.ts): latitude and longitude swapped, or a layer elsewhere, is refused saying where it falls.
 */
export const MAX_GIS_FEATURES = 50_000;
export const MAX_GIS_VERTICES = 500_000;
export const MAX_GIS_VERTICES_PER_POLYGON = 5_000;

const LAMBERT93 =
  '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';
const toL93 = proj4('EPSG:4326', LAMBERT93);

export type GisProjection = 'WGS84' | 'Lambert-93';
export type GisValue = string | number | null;

export interface GisFeature {
  /** 1 = the file's first feature, as the dry run names it (across the layers of a script, in their order). */
  index: number;
  properties: Record<string, GisValue>;
  /** Outer ring in Lambert-93 metres, closed: a MultiPolygon's largest part. */
  ring: Array<[number, number]>;
  /** Every outer ring of the feature (a MultiPolygon's parts), closed, the largest first. */
  parts: Array<Array<[number, number]>>;
}

export interface GisPlan {
  projection: GisProjection;
  features: GisFeature[];
  /** Property names in the order first met, for the mapping. */
  propertyNames: string[];
  /** The shapes' box in WGS 84. */
  lonLatBox: LonLatBox;
  /** What the reading chose and the user must know: the layers of a script read or left out. */
  notices: string[];
}

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

export const GIS_REFUSALS = {
  notJson: 'Ce fichier n’est pas un fichier GeoJSON lisible (JSON invalide) : rien n’a été importé.',
  notCollection: 'Ce fichier n’est pas une collection d’entités GeoJSON (« FeatureCollection ») : rien n’a été importé.',
  projection: 'Projection non prise en charge : exportez le plan en WGS 84 (EPSG:4326) ou en Lambert-93 (EPSG:2154).',
  mixedProjections: 'Les couches du fichier ne sont pas dans la même projection : exportez-les en une seule couche, en WGS 84 (EPSG:4326) ou en Lambert-93 (EPSG:2154).',
  noPolygon: 'Le fichier ne contient aucun polygone d’emplacement : rien n’a été importé.',
  tooManyFeatures: `Le fichier compte trop d’entités (${thousands(MAX_GIS_FEATURES)} au maximum) : découpez-le.`,
  tooManyVertices: `Le plan compte trop de sommets (${thousands(MAX_GIS_VERTICES)} au maximum) : simplifiez les géométries dans votre SIG.`,
  geometry: (n: number, type: string) => `Entité ${n} : géométrie « ${type} » non prise en charge (polygones seulement). Rien n’a été importé.`,
  polygonTooDetailed: (n: number) => `Entité ${n} : polygone trop détaillé (${thousands(MAX_GIS_VERTICES_PER_POLYGON)} sommets au plus). Simplifiez-le dans votre SIG.`,
  badCoordinates: (n: number) => `Entité ${n} : coordonnées invalides. Rien n’a été importé.`,
  outOfRange: (n: number, projection: GisProjection) =>
    projection === 'WGS84'
      ? `Entité ${n} : coordonnées hors des limites du WGS 84 (longitude, latitude en degrés). Si le plan est en Lambert-93, exportez-le avec sa projection (EPSG:2154).`
      : `Entité ${n} : coordonnées hors de la France métropolitaine en Lambert-93. Rien n’a été importé.`,
  swappedLambert:
    'Les coordonnées Lambert-93 semblent inversées (X et Y échangés) : lues dans l’ordre du GeoJSON (X, Y), elles tombent hors de France ; inversées, elles tombent en France métropolitaine. Exportez de nouveau la couche depuis votre SIG. Rien n’a été importé.',
  outsideLambert: (where: string) =>
    `Les polygones tombent hors de France : ${where}. Vérifiez la projection de la couche et exportez-la en WGS 84 (EPSG:4326) ou en Lambert-93 (EPSG:2154). Rien n’a été importé.`,
} as const;

export type GisReadResult = ({ ok: true } & GisPlan) | { ok: false; message: string };

/** The projection a `crs` member names (GeoJSON 2008 as QGIS writes it); none means WGS 84 (RFC 7946 §4). */
function projectionOf(crs: unknown): GisProjection | null {
  if (crs === undefined || crs === null) return 'WGS84';
  const name = typeof crs === 'object' ? (crs as { properties?: { name?: unknown } }).properties?.name : undefined;
  if (typeof name !== 'string') return null;
  const code = /(?:EPSG:+|EPSG\/\d+\/)(\d+)$/i.exec(name.trim())?.[1] ?? (/CRS84$/i.test(name.trim()) ? '4326' : null);
  if (code === '4326') return 'WGS84';
  if (code === '2154') return 'Lambert-93';
  return null;
}

function isPosition(p: unknown): p is [number, number] {
  return Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Number.isFinite(p[0]) && Number.isFinite(p[1]);
}

const L93_X: [number, number] = [0, 1_300_000];
const L93_Y: [number, number] = [6_000_000, 7_200_000];
const between = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
const inRange = (projection: GisProjection, [x, y]: readonly [number, number]) =>
  projection === 'WGS84' ? Math.abs(x) <= 180 && Math.abs(y) <= 90 : between(x, L93_X) && between(y, L93_Y);

/** A Polygon's outer ring, or a MultiPolygon's outer rings. */
function outerRings(geometry: { type: string; coordinates: unknown }): unknown[] {
  if (!Array.isArray(geometry.coordinates)) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1);
  return (geometry.coordinates as unknown[]).map((poly) => (Array.isArray(poly) ? poly[0] : undefined));
}

function ringArea(ring: ReadonlyArray<readonly [number, number]>): number {
  let s = 0;
  for (let i = 0; i + 1 < ring.length; i++) s += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(s / 2);
}

function cleanValue(v: unknown): GisValue {
  if (typeof v === 'string') return replaceUnstorable(v.slice(0, 2000));
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  return null;
}

interface Collection {
  /** The layer's name in a script ('Emplacements'), null for a plain GeoJSON file. */
  name: string | null;
  crs: unknown;
  features: unknown[];
}

const isPolygonal = (f: unknown) => {
  const type = (f as { geometry?: { type?: unknown } | null } | null)?.geometry?.type;
  return type === 'Polygon' || type === 'MultiPolygon';
};

/** The collections of the text: one for GeoJSON, each FeatureCollection of a script with polygons; and what was left out. */
function collectionsOf(text: string): { ok: true; collections: Collection[]; notices: string[] } | { ok: false; message: string } {
  const asCollection = (json: unknown, name: string | null): Collection | null =>
    typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'FeatureCollection' && Array.isArray((json as { features?: unknown }).features)
      ? { name, crs: (json as { crs?: unknown }).crs, features: (json as { features: unknown[] }).features }
      : null;
  if (!looksLikeLayerScript(text)) {
    let json: unknown;
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return { ok: false, message: GIS_REFUSALS.notJson };
    }
    const collection = asCollection(json, null);
    return collection ? { ok: true, collections: [collection], notices: [] } : { ok: false, message: GIS_REFUSALS.notCollection };
  }
  const script = readLayerScript(text);
  if (!script.ok) return script;
  const all = script.layers.map((l) => asCollection(l.json, layerName(l.variable)));
  if (all.some((c) => c === null)) return { ok: false, message: GIS_REFUSALS.notCollection };
  const collections = all as Collection[];
  if (collections.length === 1) return { ok: true, collections, notices: [] };
  const taken = collections.filter((c) => c.features.some(isPolygonal));
  const left = collections.filter((c) => !taken.includes(c));
  const quoted = (cs: Collection[]) => cs.map((c) => `« ${c.name} »`).join(', ');
  const notices = [
    `Le fichier contient ${collections.length} couches : ${taken.length > 1 ? `les polygones des couches ${quoted(taken)} sont lus ensemble` : `seule la couche ${quoted(taken)} a des polygones, elle est lue`}${left.length > 0 ? ` ; ${left.length > 1 ? `les couches ${quoted(left)}, sans polygone, sont laissées` : `la couche ${quoted(left)}, sans polygone, est laissée`} de côté` : ''}.`,
  ];
  return { ok: true, collections: taken.length > 0 ? taken : collections, notices: taken.length > 0 ? notices : [] };
}

interface RawFeature {
  index: number;
  properties: Record<string, GisValue>;
  rings: Array<Array<[number, number]>>;
}

/** Reads a GeoJSON text (or a qgis2web script) into plot outlines in Lambert-93 with their attributes, or the French reason it is refused. */
export function readGisPlan(text: string): GisReadResult {
  const source = collectionsOf(text);
  if (!source.ok) return source;
  const projections = source.collections.map((c) => projectionOf(c.crs));
  if (projections.some((p) => p === null)) return { ok: false, message: GIS_REFUSALS.projection };
  if (new Set(projections).size > 1) return { ok: false, message: GIS_REFUSALS.mixedProjections };
  const projection = projections[0]!;
  const total = source.collections.reduce((s, c) => s + c.features.length, 0);
  if (total > MAX_GIS_FEATURES) return { ok: false, message: GIS_REFUSALS.tooManyFeatures };

  const raw: RawFeature[] = [];
  const names = new Set<string>();
  let vertices = 0;
  let n = 0;
  let box: LonLatBox | null = null;
  for (const collection of source.collections) {
    for (const item of collection.features) {
      n += 1;
      const feature = item as { type?: unknown; geometry?: unknown; properties?: unknown } | null;
      if (!feature || typeof feature !== 'object' || feature.type !== 'Feature') return { ok: false, message: GIS_REFUSALS.notCollection };
      const geometry = feature.geometry as { type?: unknown; coordinates?: unknown } | null;
      if (!geometry || typeof geometry !== 'object') continue; // a feature without geometry (an attribute row) draws nothing
      const type = typeof geometry.type === 'string' ? geometry.type : 'inconnue';
      if (type !== 'Polygon' && type !== 'MultiPolygon') return { ok: false, message: GIS_REFUSALS.geometry(n, type.slice(0, 40)) };
      const rings: Array<Array<[number, number]>> = [];
      for (const ringIn of outerRings({ type, coordinates: geometry.coordinates })) {
        if (!Array.isArray(ringIn) || ringIn.length < 4) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
        if (ringIn.length > MAX_GIS_VERTICES_PER_POLYGON) return { ok: false, message: GIS_REFUSALS.polygonTooDetailed(n) };
        vertices += ringIn.length;
        if (vertices > MAX_GIS_VERTICES) return { ok: false, message: GIS_REFUSALS.tooManyVertices };
        const ring: Array<[number, number]> = [];
        for (const p of ringIn) {
          if (!isPosition(p)) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
          ring.push([p[0], p[1]]);
          if (!box) box = { minLon: p[0], maxLon: p[0], minLat: p[1], maxLat: p[1] };
          else {
            if (p[0] < box.minLon) box.minLon = p[0];
            if (p[0] > box.maxLon) box.maxLon = p[0];
            if (p[1] < box.minLat) box.minLat = p[1];
            if (p[1] > box.maxLat) box.maxLat = p[1];
          }
        }
        rings.push(ring);
      }
      if (rings.length === 0) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
      const properties: Record<string, GisValue> = {};
      if (feature.properties && typeof feature.properties === 'object' && !Array.isArray(feature.properties)) {
        for (const [key, value] of Object.entries(feature.properties as Record<string, unknown>).slice(0, 200)) {
          // Cut at 100 and 2,000 characters, then a NUL or half an emoji becomes U+FFFD (storableText.ts, issue 27).
          const name = replaceUnstorable(key.trim().slice(0, 100));
          if (name === '') continue;
          properties[name] = cleanValue(value);
          if (names.size < 200) names.add(name);
        }
      }
      raw.push({ index: n, properties, rings });
    }
  }
  if (raw.length === 0 || !box) return { ok: false, message: GIS_REFUSALS.noPolygon };

  const where = locate(projection, box, raw);
  if (!where.ok) return where;
  const features = raw.map((f): GisFeature => {
    const parts = f.rings
      .map((ring) => {
        const projected = projection === 'WGS84' ? ring.map((p) => toL93.forward(p) as [number, number]) : ring;
        const first = projected[0]!;
        const last = projected[projected.length - 1]!;
        if (first[0] !== last[0] || first[1] !== last[1]) projected.push([first[0], first[1]]);
        return projected;
      })
      .sort((a, b) => ringArea(b) - ringArea(a));
    return { index: f.index, properties: f.properties, ring: parts[0]!, parts };
  });
  return { ok: true, projection, features, propertyNames: [...names], lonLatBox: where.lonLatBox, notices: source.notices };
}

/**
 * Checks the raw coordinates: in range for their projection (the feature named), not swapped, in France; and
 * gives the shapes' box in WGS 84.
 */
function locate(projection: GisProjection, box: LonLatBox, raw: readonly RawFeature[]): { ok: true; lonLatBox: LonLatBox } | { ok: false; message: string } {
  if (projection === 'Lambert-93') {
    // X and Y exchanged put the northing, millions of metres, first.
    if (between(box.minLon, L93_Y) && between(box.maxLon, L93_Y) && between(box.minLat, L93_X) && between(box.maxLat, L93_X)) return { ok: false, message: GIS_REFUSALS.swappedLambert };
  }
  const bad = raw.find((f) => f.rings.some((r) => r.some((p) => !inRange(projection, p))));
  if (bad) return { ok: false, message: GIS_REFUSALS.outOfRange(bad.index, projection) };
  if (projection === 'WGS84') {
    const check = checkInFrance(box);
    return check.ok ? { ok: true, lonLatBox: box } : check;
  }
  const corners = [
    [box.minLon, box.minLat],
    [box.maxLon, box.minLat],
    [box.maxLon, box.maxLat],
    [box.minLon, box.maxLat],
  ].map((p) => toL93.inverse(p) as [number, number]);
  const lonLatBox: LonLatBox = {
    minLon: Math.min(...corners.map((c) => c[0])),
    maxLon: Math.max(...corners.map((c) => c[0])),
    minLat: Math.min(...corners.map((c) => c[1])),
    maxLat: Math.max(...corners.map((c) => c[1])),
  };
  const check = checkInFrance(lonLatBox);
  if (check.ok) return { ok: true, lonLatBox };
  return { ok: false, message: GIS_REFUSALS.outsideLambert(describeOutside([(lonLatBox.minLon + lonLatBox.maxLon) / 2, (lonLatBox.minLat + lonLatBox.maxLat) / 2])) };
}

/** Lambert-93 metres to WGS 84 [longitude, latitude], through proj4. */
export function lambert93ToLonLat(xy: readonly [number, number]): [number, number] {
  return toL93.inverse([xy[0], xy[1]]) as [number, number];
}

/** WGS 84 [longitude, latitude] to Lambert-93 metres, through proj4. */
export function lonLatToLambert93(lonLat: readonly [number, number]): [number, number] {
  return toL93.forward([lonLat[0], lonLat[1]]) as [number, number];
}

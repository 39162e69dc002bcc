import proj4 from 'proj4';

/**
 * A GIS plan of plots (issue 16 'Importing existing data'): a GeoJSON FeatureCollection of polygons, in
 * WGS 84 as RFC 7946 requires, or in Lambert-93 (EPSG:2154) as QGIS exports a French cadastral layer, with
 * a `crs` member naming EPSG:2154. Every ring comes back in Lambert-93 metres (the metric plane the plan is
 * drawn in, src/domain/geo/affine.ts) through proj4. Whatever is not such a file is refused with a French
 * message before anything is decided, and a file is bounded (features, vertices, coordinates in France's
 * range) so that a hostile one costs little.
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
  /** 1 = the collection's first feature, as the dry run names it. */
  index: number;
  properties: Record<string, GisValue>;
  /** Outer ring in Lambert-93 metres, closed. */
  ring: Array<[number, number]>;
}

export interface GisPlan {
  projection: GisProjection;
  features: GisFeature[];
  /** Property names in the order first met, for the mapping. */
  propertyNames: string[];
}

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

export const GIS_REFUSALS = {
  notJson: 'Ce fichier n’est pas un fichier GeoJSON lisible (JSON invalide) : rien n’a été importé.',
  notCollection: 'Ce fichier n’est pas une collection d’entités GeoJSON (« FeatureCollection ») : rien n’a été importé.',
  projection: 'Projection non prise en charge : exportez le plan en WGS 84 (EPSG:4326) ou en Lambert-93 (EPSG:2154).',
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
  tooSpread: 'Les polygones s’étendent sur plus de 5 km : ce n’est pas le plan d’un cimetière. Rien n’a été importé.',
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

const inRange = (projection: GisProjection, [x, y]: [number, number]) =>
  projection === 'WGS84' ? Math.abs(x) <= 180 && Math.abs(y) <= 90 : x >= 0 && x <= 1_300_000 && y >= 6_000_000 && y <= 7_200_000;

/** A Polygon's outer ring, or a MultiPolygon's largest outer ring (a plot drawn in two parts is rare: its main part). */
function outerRings(geometry: { type: string; coordinates: unknown }): unknown[] {
  if (!Array.isArray(geometry.coordinates)) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1);
  return (geometry.coordinates as unknown[]).map((poly) => (Array.isArray(poly) ? poly[0] : undefined));
}

function ringArea(ring: ReadonlyArray<[number, number]>): number {
  let s = 0;
  for (let i = 0; i + 1 < ring.length; i++) s += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(s / 2);
}

function cleanValue(v: unknown): GisValue {
  if (typeof v === 'string') return v.slice(0, 2000);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  return null;
}

/** Reads a GeoJSON text into plot outlines in Lambert-93 with their attributes, or the French reason it is refused. */
export function readGisPlan(text: string): GisReadResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: GIS_REFUSALS.notJson };
  }
  if (typeof json !== 'object' || json === null || (json as { type?: unknown }).type !== 'FeatureCollection' || !Array.isArray((json as { features?: unknown }).features)) {
    return { ok: false, message: GIS_REFUSALS.notCollection };
  }
  const collection = json as { crs?: unknown; features: unknown[] };
  const projection = projectionOf(collection.crs);
  if (!projection) return { ok: false, message: GIS_REFUSALS.projection };
  if (collection.features.length > MAX_GIS_FEATURES) return { ok: false, message: GIS_REFUSALS.tooManyFeatures };
  const features: GisFeature[] = [];
  const names = new Set<string>();
  let vertices = 0;
  for (let i = 0; i < collection.features.length; i++) {
    const n = i + 1;
    const feature = collection.features[i] as { type?: unknown; geometry?: unknown; properties?: unknown } | null;
    if (!feature || typeof feature !== 'object' || feature.type !== 'Feature') return { ok: false, message: GIS_REFUSALS.notCollection };
    const geometry = feature.geometry as { type?: unknown; coordinates?: unknown } | null;
    if (!geometry || typeof geometry !== 'object') continue; // a feature without geometry (an attribute row) draws nothing
    const type = typeof geometry.type === 'string' ? geometry.type : 'inconnue';
    if (type !== 'Polygon' && type !== 'MultiPolygon') return { ok: false, message: GIS_REFUSALS.geometry(n, type.slice(0, 40)) };
    let best: Array<[number, number]> | null = null;
    for (const raw of outerRings({ type, coordinates: geometry.coordinates })) {
      if (!Array.isArray(raw) || raw.length < 4) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
      if (raw.length > MAX_GIS_VERTICES_PER_POLYGON) return { ok: false, message: GIS_REFUSALS.polygonTooDetailed(n) };
      vertices += raw.length;
      if (vertices > MAX_GIS_VERTICES) return { ok: false, message: GIS_REFUSALS.tooManyVertices };
      const ring: Array<[number, number]> = [];
      for (const p of raw) {
        if (!isPosition(p)) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
        const xy: [number, number] = [p[0], p[1]];
        if (!inRange(projection, xy)) return { ok: false, message: GIS_REFUSALS.outOfRange(n, projection) };
        ring.push(projection === 'WGS84' ? (toL93.forward(xy) as [number, number]) : xy);
      }
      const first = ring[0]!;
      const last = ring[ring.length - 1]!;
      if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
      if (!best || ringArea(ring) > ringArea(best)) best = ring;
    }
    if (!best) return { ok: false, message: GIS_REFUSALS.badCoordinates(n) };
    const properties: Record<string, GisValue> = {};
    if (feature.properties && typeof feature.properties === 'object' && !Array.isArray(feature.properties)) {
      for (const [key, value] of Object.entries(feature.properties as Record<string, unknown>).slice(0, 200)) {
        const name = key.trim().slice(0, 100);
        if (name === '') continue;
        properties[name] = cleanValue(value);
        if (names.size < 200) names.add(name);
      }
    }
    features.push({ index: n, properties, ring: best });
  }
  if (features.length === 0) return { ok: false, message: GIS_REFUSALS.noPolygon };
  return { ok: true, projection, features, propertyNames: [...names] };
}

/** Lambert-93 metres to WGS 84 [longitude, latitude], through proj4. */
export function lambert93ToLonLat(xy: readonly [number, number]): [number, number] {
  return toL93.inverse([xy[0], xy[1]]) as [number, number];
}

/** WGS 84 [longitude, latitude] to Lambert-93 metres, through proj4. */
export function lonLatToLambert93(lonLat: readonly [number, number]): [number, number] {
  return toL93.forward([lonLat[0], lonLat[1]]) as [number, number];
}

/**
 * Where a GIS layer lies (issue 26 'Files as towns have them'): the product serves the cemeteries of French
 * communes, in metropolitan France (Corsica included) and the five overseas départements. A layer whose shapes
 * fall elsewhere was exported with the wrong coordinates: most often latitude and longitude swapped (WGS 84
 * written [lat, lon] instead of GeoJSON's [lon, lat], RFC 7946 §3.1.1), which puts a Breton cemetery off
 * Somalia. Such a layer is refused before anything is decided, saying where it falls and, when swapping the two
 * numbers puts it in France, that they look swapped.
 *
 * The zones are boxes in longitude and latitude with a few kilometres of margin, not outlines: a layer just
 * across a land border (Spain, Italy, Switzerland, Germany, Belgium) passes this check, and the distance to the
 * commune (nearCommune.ts) warns about it in the dry run. A box can only err on the side of accepting.
 */
export interface FranceZone {
  /** 'en France métropolitaine', 'à La Réunion': where a layer falls. */
  en: string;
  /** 'de la France métropolitaine': how far a layer is from it. */
  de: string;
  lon: [number, number];
  lat: [number, number];
}

export const FRANCE_ZONES: readonly FranceZone[] = [
  // Ouessant -5.14°, Menton 7.53°, Corsica's east coast 9.56°; Lavezzi islands 41.33° N, Bray-Dunes 51.09° N.
  { en: 'en France métropolitaine', de: 'de la France métropolitaine', lon: [-5.5, 9.9], lat: [41.2, 51.3] },
  // Basse-Terre, Grande-Terre, Les Saintes, Marie-Galante, La Désirade.
  { en: 'en Guadeloupe', de: 'de la Guadeloupe', lon: [-61.95, -60.95], lat: [15.75, 16.6] },
  { en: 'en Martinique', de: 'de la Martinique', lon: [-61.3, -60.75], lat: [14.35, 14.9] },
  { en: 'en Guyane', de: 'de la Guyane', lon: [-54.7, -51.5], lat: [2.05, 5.85] },
  { en: 'à La Réunion', de: 'de La Réunion', lon: [55.15, 55.9], lat: [-21.45, -20.8] },
  { en: 'à Mayotte', de: 'de Mayotte', lon: [44.95, 45.35], lat: [-13.05, -12.6] },
];

/** A box in longitude and latitude (degrees). */
export interface LonLatBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const within = (zone: FranceZone, box: LonLatBox) =>
  box.minLon >= zone.lon[0] && box.maxLon <= zone.lon[1] && box.minLat >= zone.lat[0] && box.maxLat <= zone.lat[1];

/** The zone of France holding the whole box, or null. */
export function franceZoneOf(box: LonLatBox): FranceZone | null {
  return FRANCE_ZONES.find((zone) => within(zone, box)) ?? null;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two [longitude, latitude] points (haversine, mean Earth radius). */
export function distanceMetres(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const clamp = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v));

/** The zone of France nearest to a point, and how far it is (0 inside). */
export function nearestFranceZone(lonLat: readonly [number, number]): { zone: FranceZone; metres: number } {
  let best: { zone: FranceZone; metres: number } | null = null;
  for (const zone of FRANCE_ZONES) {
    const metres = distanceMetres(lonLat, [clamp(lonLat[0], zone.lon), clamp(lonLat[1], zone.lat)]);
    if (!best || metres < best.metres) best = { zone, metres };
  }
  return best!;
}

const decimal = (v: number, digits: number) => v.toFixed(digits).replace('.', ',');
export const kilometres = (metres: number) =>
  metres < 10_000 ? `${decimal(metres / 1000, 1)} km` : `${Math.round(metres / 1000).toLocaleString('fr-FR').replace(/\s/g, ' ')} km`;

/** '48,57° N, 3,87° O': a point as a French reader names it. */
export function describeLonLat([lon, lat]: readonly [number, number]): string {
  return `${decimal(Math.abs(lat), 2)}° ${lat < 0 ? 'S' : 'N'}, ${decimal(Math.abs(lon), 2)}° ${lon < 0 ? 'O' : 'E'}`;
}

/** Where a point outside France lies, for a refusal: its coordinates and its distance to the nearest French zone. */
export function describeOutside(lonLat: readonly [number, number]): string {
  if (Math.abs(lonLat[0]) < 1 && Math.abs(lonLat[1]) < 1) {
    return `vers ${describeLonLat(lonLat)}, au large du golfe de Guinée : la couche est sans doute en coordonnées locales ou dans une projection qu’elle ne déclare pas`;
  }
  const { zone, metres } = nearestFranceZone(lonLat);
  // The zones are boxes larger than the land: the distance to a box is a lower bound of the distance to the land.
  return `vers ${describeLonLat(lonLat)}, à au moins ${kilometres(metres)} ${zone.de}`;
}

export const boxCentre = (box: LonLatBox): [number, number] => [(box.minLon + box.maxLon) / 2, (box.minLat + box.maxLat) / 2];
export const swapBox = (box: LonLatBox): LonLatBox => ({ minLon: box.minLat, maxLon: box.maxLat, minLat: box.minLon, maxLat: box.maxLon });

export type FranceCheck = { ok: true; zone: FranceZone } | { ok: false; message: string };

export const FRANCE_REFUSALS = {
  swapped: (box: LonLatBox, zone: FranceZone) =>
    `Les coordonnées semblent inversées (la latitude à la place de la longitude) : lues dans l’ordre du GeoJSON (longitude, latitude), elles tombent ${describeOutside(boxCentre(box))} ; inversées, elles tombent ${zone.en}. Exportez de nouveau la couche en WGS 84 (EPSG:4326) depuis votre SIG, ou en Lambert-93 (EPSG:2154). Rien n’a été importé.`,
  outside: (box: LonLatBox) =>
    `Les polygones tombent hors de France (métropole et départements d’outre-mer) : ${describeOutside(boxCentre(box))}. Vérifiez la projection de la couche et exportez-la en WGS 84 (EPSG:4326) ou en Lambert-93 (EPSG:2154). Rien n’a été importé.`,
} as const;

/**
 * Checks that a layer's shapes (their box in WGS 84) lie in France: in one zone, or refused, as 'swapped' when
 * swapping longitude and latitude puts the whole box in a zone, else as 'outside' with where the box falls.
 */
export function checkInFrance(box: LonLatBox): FranceCheck {
  const zone = franceZoneOf(box);
  if (zone) return { ok: true, zone };
  const swapped = franceZoneOf(swapBox(box));
  if (swapped) return { ok: false, message: FRANCE_REFUSALS.swapped(box, swapped) };
  return { ok: false, message: FRANCE_REFUSALS.outside(box) };
}

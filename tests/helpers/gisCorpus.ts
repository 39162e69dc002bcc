import { readFileSync } from 'node:fs';

/**
 * The GIS layers of tests/corpus/gis (issue 26), written as town halls and their GIS contractors have them (see
 * its README): QGIS GeoJSON exports in WGS 84 and Lambert-93 with French attribute names, a qgis2web script, a
 * layer with latitude and longitude swapped, a carré layer. Every suite that imports layers reads them here.
 */
export const GIS_CORPUS = {
  carreA: 'emplacements_carre_A_wgs84.geojson',
  carreB: 'emplacements_carre_B_lambert93.geojson',
  carreC: 'Emplacements_carre_C_3.js',
  swapped: 'emplacements_latlon_inverses.geojson',
  carres: 'carres_lambert93.geojson',
} as const;

export type CorpusFile = (typeof GIS_CORPUS)[keyof typeof GIS_CORPUS];

export const corpusBytes = (name: CorpusFile): Buffer => readFileSync(new URL(`../corpus/gis/${name}`, import.meta.url));
export const corpusText = (name: CorpusFile): string => corpusBytes(name).toString('utf8');

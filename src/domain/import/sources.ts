/**
 * The kinds of file a cemetery's data comes in by (DESIGN §8 'Imports': one pipeline, a reader and a mapping per
 * source): the Excel or CSV register of 'Mise à jour Excel', the GIS layer of 'Import d’un plan SIG (GeoJSON)'
 * (its plots, or its carrés: a carré layer's one attribute must not replace the plots layer's remembered mapping),
 * and another product's export (openCimetière, issue 26). A cemetery's remembered mapping and its import
 * reports are kept per kind.
 */
export const IMPORT_SOURCE_KINDS = ['excel', 'geojson', 'carres', 'opencimetiere'] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

export const IMPORT_SOURCE_LABELS: Record<ImportSourceKind, string> = {
  excel: 'Registre Excel',
  geojson: 'Plan SIG (GeoJSON)',
  carres: 'Couche des carrés (SIG)',
  opencimetiere: 'Export openCimetière',
};

export function isImportSourceKind(value: unknown): value is ImportSourceKind {
  return typeof value === 'string' && (IMPORT_SOURCE_KINDS as readonly string[]).includes(value);
}

import { GIS_REFUSALS } from '../../src/domain/geo/geojson';

/** Limits of a GIS plan import (issue 16): a cemetery's plots weigh a few megabytes of GeoJSON at most. */
export const MAX_GIS_BYTES = 20 * 1024 * 1024;
export const GIS_READ_TIME_LIMIT_MS = 60_000;
export const GIS_READ_HEAP_MB = 512;

export const GIS_REFUSALS_HTTP = {
  empty: { status: 400, message: 'Aucun fichier reçu.' },
  tooLarge: { status: 413, message: 'Le fichier GeoJSON est trop volumineux (20 Mo au maximum).' },
  notText: { status: 400, message: GIS_REFUSALS.notJson },
  tooSlow: { status: 413, message: 'Le fichier GeoJSON est trop complexe : sa lecture dépasse une minute. Simplifiez-le.' },
  tooHeavy: { status: 413, message: 'Le fichier GeoJSON est trop lourd pour être lu par le serveur : il est refusé.' },
} as const satisfies Record<string, { status: 400 | 413; message: string }>;

export const MSG_CARRES_NEED_GEOREF =
  'Le plan du cimetière n’est pas calé sur le terrain : les carrés du fichier ne peuvent pas être rapprochés des emplacements dessinés. Importez d’abord la couche des emplacements, ou calez le plan (au moins trois points, dans l’éditeur du plan), puis importez de nouveau les carrés. Rien n’a été importé.';
export const MSG_CONTENT = 'Contenu du fichier invalide : choisissez « emplacements » ou « carres ».';

import { MAX_REGISTER_ROWS } from './limits';

/**
 * Limits of an openCimetière import (issue 26) and the French answer to a file past them or not what it claims.
 * A town's openCimetière base is a few thousand plots and people; its dump carries other tables too (letters,
 * users, parameters), hence a larger file than a register's, of which only a few tables are kept.
 */
export const MAX_OC_BYTES = 100 * 1024 * 1024;
/** What the ZIP's entries may inflate to in all, by their own headers (a bomb that lies meets the worker's heap). */
export const MAX_OC_INFLATED_BYTES = 400 * 1024 * 1024;
/** Inflated over compressed size of one entry: CSV and SQL text compress 5 to 20 times; a bomb, thousands. */
export const MAX_OC_INFLATE_RATIO = 200;
export const MAX_OC_ENTRIES = 2_000;
/** Rows kept per table (plots, people…); the sheet made of them is bounded like a register (MAX_REGISTER_ROWS). */
export const MAX_OC_TABLE_ROWS = 300_000;
export const MAX_OC_SHEET_ROWS = MAX_REGISTER_ROWS;
export const MAX_OC_COLUMNS = 200;
export const OC_READ_TIME_LIMIT_MS = 60_000;
export const OC_READ_HEAP_MB = 1024;

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

export const OC_REFUSALS = {
  empty: { status: 400, message: 'Aucun fichier reçu.' },
  tooLarge: { status: 413, message: 'Le fichier est trop volumineux (100 Mo au maximum).' },
  notExport: {
    status: 400,
    message: 'Ce fichier n’est ni une archive ZIP des exports CSV d’openCimetière ni une sauvegarde SQL de sa base (pg_dump) : rien n’a été importé.',
  },
  singleCsv: {
    status: 400,
    message: 'Ce fichier est un seul tableau CSV : mettez les exports des tables d’openCimetière (emplacement, defunt, autorisation, voie, zone, cimetiere) ensemble dans une archive ZIP, ou importez ce tableau par « Mise à jour Excel ».',
  },
  excel: { status: 400, message: 'Ce fichier est un classeur Excel : importez-le par « Mise à jour Excel ».' },
  customDump: {
    status: 400,
    message: 'Sauvegarde PostgreSQL au format personnalisé (pg_dump -Fc) : elle ne se lit qu’avec PostgreSQL. Demandez une sauvegarde au format SQL (pg_dump --format=plain) puis importez-la.',
  },
  badZip: { status: 400, message: 'L’archive ZIP est endommagée : rien n’a été importé.' },
  badGzip: { status: 400, message: 'Le fichier compressé (.gz) est endommagé : rien n’a été importé.' },
  bomb: { status: 413, message: 'L’archive se décompresse en un volume anormal (fichier piégé ou corrompu) : elle est refusée.' },
  tooManyEntries: { status: 413, message: `L’archive contient trop de fichiers (${thousands(MAX_OC_ENTRIES)} au maximum).` },
  noTable: {
    status: 400,
    message: 'Aucune table d’openCimetière n’a été reconnue dans ce fichier (emplacement, defunt, autorisation, voie, zone, cimetiere) : rien n’a été importé.',
  },
  tooManyRows: { status: 413, message: `Une table de l’export compte trop de lignes (${thousands(MAX_OC_TABLE_ROWS)} au maximum) : rien n’a été importé.` },
  tooManySheetRows: {
    status: 413,
    message: `L’export compte trop de personnes et d’emplacements pour un import (${thousands(MAX_OC_SHEET_ROWS)} lignes au maximum) : importez-le cimetière par cimetière.`,
  },
  tooManyColumns: { status: 413, message: `Une table de l’export compte trop de colonnes (${MAX_OC_COLUMNS} au maximum).` },
  tooSlow: { status: 413, message: 'Le fichier est trop complexe : sa lecture dépasse une minute. Rien n’a été importé.' },
  tooHeavy: { status: 413, message: 'Le fichier est trop lourd pour être lu par le serveur (fichier piégé ou trop grand) : il est refusé.' },
} as const satisfies Record<string, { status: 400 | 413; message: string }>;

export type OcRefusal = { ok: false; status: 400 | 413; message: string };
export const ocRefusal = (kind: keyof typeof OC_REFUSALS): OcRefusal => ({ ok: false, ...OC_REFUSALS[kind] });

/** A malformed dump, with where: 'La sauvegarde SQL est mal formée (table defunt, ligne 12 du COPY) : …'. */
export const ocMalformed = (where: string): OcRefusal => ({
  ok: false,
  status: 400,
  message: `La sauvegarde SQL est tronquée ou mal formée (${where}) : rien n’a été importé.`,
});

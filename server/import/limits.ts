/**
 * Limits of a register import (issue 16) and the French answer to a file past them or not what it claims.
 * A town's register is a few thousand lines and weighs a few hundred kilobytes; a city's, tens of thousands.
 */
export const MAX_REGISTER_BYTES = 30 * 1024 * 1024;
/** What the entries of an .xlsx may inflate to in all, by their own headers (a zip bomb claims far more or lies: then the worker's heap stops it). */
export const MAX_INFLATED_BYTES = 300 * 1024 * 1024;
/** Inflated size over compressed size of one entry: XML compresses about 10 to 20 times; a bomb, thousands. */
export const MAX_INFLATE_RATIO = 200;
export const MAX_REGISTER_ROWS = 100_000;
export const MAX_REGISTER_COLUMNS = 200;
export const REGISTER_READ_TIME_LIMIT_MS = 60_000;
export const REGISTER_READ_HEAP_MB = 512;

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

export const REGISTER_REFUSALS = {
  tooLarge: { status: 413, message: 'Le fichier est trop volumineux (30 Mo au maximum).' },
  empty: { status: 400, message: 'Aucun fichier reçu.' },
  notRegister: { status: 400, message: 'Ce fichier n’est ni un classeur Excel (.xlsx) ni un fichier CSV : rien n’a été importé.' },
  oldExcel: { status: 400, message: 'Ancien format Excel (.xls) : enregistrez le classeur au format .xlsx puis importez-le à nouveau.' },
  badZip: { status: 400, message: 'Le classeur Excel est endommagé ou n’est pas un vrai fichier .xlsx : rien n’a été importé.' },
  bomb: { status: 413, message: 'Le classeur Excel se décompresse en un volume anormal (fichier piégé ou corrompu) : il est refusé.' },
  externalLinks: {
    status: 400,
    message: 'Ce classeur contient des liaisons vers d’autres fichiers : elles ne sont jamais suivies. Rompez les liaisons dans Excel (Données > Modifier les liens) puis importez-le à nouveau.',
  },
  macros: { status: 400, message: 'Ce classeur contient des macros : enregistrez-le au format .xlsx sans macros puis importez-le à nouveau.' },
  noSheet: { status: 400, message: 'Le classeur ne contient aucune feuille avec des données.' },
  tooManyRows: { status: 413, message: `Le fichier compte trop de lignes (${thousands(MAX_REGISTER_ROWS)} au maximum) : découpez-le.` },
  tooManyColumns: { status: 413, message: `Le fichier compte trop de colonnes (${MAX_REGISTER_COLUMNS} au maximum).` },
  gisLayer: {
    status: 400,
    message: 'Ce fichier est un plan SIG (GeoJSON), pas un registre : importez-le avec « Import d’un plan SIG (GeoJSON) », dans Infos cimetière. Rien n’a été importé.',
  },
  tooSlow: { status: 413, message: 'Le fichier est trop complexe : sa lecture dépasse une minute. Découpez-le.' },
  tooHeavy: { status: 413, message: 'Le fichier est trop lourd pour être lu par le serveur (fichier piégé ou trop grand) : il est refusé.' },
} as const satisfies Record<string, { status: 400 | 413; message: string }>;

export type RegisterRefusal = { ok: false; status: 400 | 413; message: string };
export const registerRefusal = (kind: keyof typeof REGISTER_REFUSALS): RegisterRefusal => ({ ok: false, ...REGISTER_REFUSALS[kind] });

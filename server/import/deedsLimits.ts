/**
 * Limits of a scanned deeds import (issue 16): a town's deeds scanned at 300 dpi weigh a few hundred kilobytes
 * each, a few thousand of them; a larger archive is sent in several parts.
 */
export const MAX_DEEDS_ZIP_BYTES = 200 * 1024 * 1024;
/** What the entries may inflate to in all, by their own headers (a bomb that lies meets the worker's heap). */
export const MAX_DEEDS_INFLATED_BYTES = 400 * 1024 * 1024;
/** A PDF compresses little: an entry inflating past this ratio (and past a megabyte) is a bomb. */
export const MAX_DEEDS_INFLATE_RATIO = 100;
export const MAX_DEED_BYTES = 50 * 1024 * 1024;
export const MAX_DEEDS_ENTRIES = 20_000;
export const DEEDS_READ_TIME_LIMIT_MS = 60_000;
export const DEEDS_READ_HEAP_MB = 1024;

export const DEEDS_REFUSALS = {
  empty: { status: 400, message: 'Aucun fichier reçu.' },
  tooLarge: { status: 413, message: 'L’archive est trop volumineuse (200 Mo au maximum) : envoyez les actes en plusieurs archives.' },
  notZip: { status: 400, message: 'Ce fichier n’est pas une archive ZIP lisible : rien n’a été importé.' },
  bomb: { status: 413, message: 'L’archive se décompresse en un volume anormal (fichier piégé ou corrompu) : elle est refusée.' },
  tooManyEntries: { status: 413, message: 'L’archive contient trop de fichiers (20 000 au maximum) : découpez-la.' },
  noPdf: { status: 400, message: 'L’archive ne contient aucun fichier PDF : rien n’a été importé.' },
  tooSlow: { status: 413, message: 'L’archive est trop complexe : sa lecture dépasse une minute. Découpez-la.' },
  tooHeavy: { status: 413, message: 'L’archive est trop lourde pour être lue par le serveur (fichier piégé ou trop grand) : elle est refusée.' },
} as const satisfies Record<string, { status: 400 | 413; message: string }>;

export type DeedsRefusal = { ok: false; status: 400 | 413; message: string };
export const deedsRefusal = (kind: keyof typeof DEEDS_REFUSALS): DeedsRefusal => ({ ok: false, ...DEEDS_REFUSALS[kind] });

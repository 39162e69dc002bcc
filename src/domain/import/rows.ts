import type { PartialDate } from '../entities/replicated';
import { LOCATION_TYPES, TYPES_CONCESSION, type LocationType, type TypeConcession } from '../constants/locationTypes';
import { parseImportDate } from './dates';
import type { ImportField, ImportMapping } from './fields';
import { splitPeople, type ImportPerson } from './names';
import { cleanText, normalizeText, parseFrenchNumber } from './text';

/**
 * One line of a register read through the user's mapping (spec 000 §2.8 'Excel update'; fields of spec 001 §3).
 * A register has one line per concession or one per deceased: a line with a deceased but no plot continues
 * the plot above it (what merged cells become once the merge is undone), an empty line is skipped. What cannot
 * be read is a refusal of that line, with the reason the dry run shows.
 */
export type Cell = string | number | null;

export interface RegisterLine {
  /** The line's number in the sheet, as the user sees it in Excel (1 = first line). */
  line: number;
  plot: { carre: string | null; allee: string | null; numero: string | null; surface: number | null };
  concession: {
    type: LocationType | null;
    numero: string | null;
    typeConcession: TypeConcession | null;
    famille: string | null;
    duree: number | null;
    perpetuelle: boolean;
    dateDebut: PartialDate | null;
    nbPlaces: number | null;
    notes: string | null;
  };
  holders: Array<ImportPerson & { adresse: string | null; codePostal: string | null; commune: string | null; telephone: string | null }>;
  deceased: Array<ImportPerson & { dateDeces: PartialDate | null; dateDeNaissance: PartialDate | null; dateInhumation: PartialDate | null }>;
  commune: string | null;
  /** Reasons this line cannot be imported; empty when it can. */
  errors: string[];
}

const TYPE_WORDS: Array<[RegExp, LocationType]> = [
  [/caveau provisoire|depositoire/, 'Caveau'],
  [/columbarium|colombarium|case|niche/, 'Colombarium'],
  [/cavurne|cave urne/, 'Cavurne'],
  [/jardin du souvenir|jardin souvenir|dispersion/, 'Jardin du souvenir'],
  [/ossuaire/, 'Ossuaire'],
  [/terrain commun|fosse commune|service ordinaire/, 'Terrain commun'],
  [/enfeu/, 'Enfeu'],
  [/concession|caveau|pleine terre|tombe|sepulture/, 'Concession'],
];

export function readType(value: string | null): LocationType | null | 'unknown' {
  if (value === null) return null;
  const text = normalizeText(value);
  const exact = LOCATION_TYPES.find((t) => normalizeText(t) === text);
  if (exact) return exact;
  return TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown';
}

function readTypeConcession(value: string | null): TypeConcession | null | 'unknown' {
  if (value === null) return null;
  const text = normalizeText(value);
  return TYPES_CONCESSION.find((t) => text.startsWith(normalizeText(t).slice(0, 6))) ?? 'unknown';
}

/** 'perpétuelle', 'P', 'perp.' mean a perpetual concession; otherwise a number of years. */
function readDuree(value: Cell): { duree: number | null; perpetuelle: boolean } | 'unknown' {
  const text = cleanText(value);
  if (text === null) return { duree: null, perpetuelle: false };
  const norm = normalizeText(text);
  if (/^p$|^perp|perpetu/.test(norm)) return { duree: null, perpetuelle: true };
  const n = parseFrenchNumber(text);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 9999 ? { duree: n, perpetuelle: false } : 'unknown';
}

/** Reads every line of a sheet below its header row (`first` = index of the first data row in `rows`). */
export function readRegisterLines(rows: ReadonlyArray<ReadonlyArray<Cell>>, mapping: ImportMapping, first: number): RegisterLine[] {
  const columns = new Map<ImportField, number>();
  mapping.forEach((field, index) => {
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const get = (row: ReadonlyArray<Cell>, field: ImportField): Cell => {
    const index = columns.get(field);
    return index === undefined ? null : (row[index] ?? null);
  };
  const text = (row: ReadonlyArray<Cell>, field: ImportField) => cleanText(get(row, field));
  const out: RegisterLine[] = [];
  let previous: RegisterLine | null = null;
  for (let i = first; i < rows.length; i += 1) {
    const row = rows[i] ?? [];
    if (mapping.every((field, index) => field === null || cleanText(row[index] ?? null) === null)) continue;
    const errors: string[] = [];
    const date = (field: ImportField, label: string): PartialDate | null => {
      const raw = get(row, field);
      const parsed = parseImportDate(typeof raw === 'string' ? raw.trim() || null : raw);
      if (parsed && !parsed.ok) errors.push(`${label} illisible : « ${cleanText(raw) ?? ''} ».`);
      return parsed?.ok ? parsed.date : null;
    };
    let plot = { carre: text(row, 'carre'), allee: text(row, 'allee'), numero: text(row, 'numero'), surface: parseFrenchNumber(get(row, 'surface')) };
    const continues = plot.numero === null && plot.carre === null && plot.allee === null && previous !== null;
    if (continues && previous) plot = { ...previous.plot, surface: plot.surface ?? previous.plot.surface };
    if (plot.numero === null) errors.push('Numéro d’emplacement manquant.');

    const type = readType(text(row, 'type'));
    if (type === 'unknown') errors.push(`Type d’emplacement inconnu : « ${text(row, 'type') ?? ''} ».`);
    const typeConcession = readTypeConcession(text(row, 'typeConcession'));
    if (typeConcession === 'unknown') errors.push(`Type de concession inconnu : « ${text(row, 'typeConcession') ?? ''} ».`);
    const duree = readDuree(get(row, 'duree'));
    if (duree === 'unknown') errors.push(`Durée illisible : « ${text(row, 'duree') ?? ''} ».`);
    const nbPlacesRaw = get(row, 'nbPlaces');
    const nbPlaces = parseFrenchNumber(nbPlacesRaw);
    if (cleanText(nbPlacesRaw) !== null && (nbPlaces === null || !Number.isInteger(nbPlaces) || nbPlaces < 0)) errors.push(`Nombre de places illisible : « ${cleanText(nbPlacesRaw) ?? ''} ».`);
    const concession: RegisterLine['concession'] = {
      type: type === 'unknown' ? null : type,
      numero: text(row, 'numeroConcession'),
      typeConcession: typeConcession === 'unknown' ? null : typeConcession,
      famille: text(row, 'famille'),
      duree: duree === 'unknown' ? null : duree.duree,
      perpetuelle: duree !== 'unknown' && duree.perpetuelle,
      dateDebut: date('dateDebut', 'Date de début'),
      nbPlaces: nbPlaces !== null && Number.isInteger(nbPlaces) && nbPlaces >= 0 ? nbPlaces : null,
      notes: text(row, 'notes'),
    };
    // A continuation line repeats its concession only where the merged cells did.
    if (continues && previous) {
      const before = previous.concession;
      for (const key of Object.keys(concession) as Array<keyof typeof concession>) {
        if (concession[key] === null || concession[key] === false) (concession as Record<string, unknown>)[key] = before[key];
      }
    }
    const contactOf = { adresse: text(row, 'adresse'), codePostal: text(row, 'codePostal'), commune: text(row, 'ville'), telephone: text(row, 'telephone') };
    const holders = splitPeople(get(row, 'concessionnaire')).map((p, k) => (k === 0 ? { ...p, ...contactOf } : { ...p, adresse: null, codePostal: null, commune: null, telephone: null }));
    const dates = { dateDeces: date('dateDeces', 'Date de décès'), dateDeNaissance: date('dateDeNaissance', 'Date de naissance'), dateInhumation: date('dateInhumation', 'Date d’inhumation') };
    const people = splitPeople(get(row, 'defunt'));
    const nom = text(row, 'defuntNom');
    const prenom = text(row, 'defuntPrenom');
    if (people.length === 0 && (nom || prenom)) people.push({ nom, prenom, nomJeuneFille: null, civilite: null });
    const jeuneFille = text(row, 'nomJeuneFille');
    // Dates on a line naming several deceased belong to the first one only: the others get none rather than a wrong one.
    const deceased = people.map((p, k) => ({
      ...p,
      nomJeuneFille: p.nomJeuneFille ?? (k === 0 ? jeuneFille : null),
      ...(k === 0 ? dates : { dateDeces: null, dateDeNaissance: null, dateInhumation: null }),
    }));
    const line: RegisterLine = { line: i + 1, plot, concession, holders: continues && holders.length === 0 ? [] : holders, deceased, commune: text(row, 'commune'), errors };
    out.push(line);
    if (errors.length === 0 || plot.numero !== null) previous = line;
  }
  return out;
}

import type { PartialDate } from '../entities/replicated';
import type { LocationType, TypeConcession } from '../constants/locationTypes';
import { formatPartialDate, parseImportDate } from './dates';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from './fields';
import { readFamilyName, readPeople, type ImportPerson } from './names';
import { isPlaceholder } from './placeholders';
import { plotStateKey, readPlotState, type PlotState } from './plotStates';
import {
  readCivilite, readCodePostal, readDuree, readEmail, readNbPlaces, readSurface, readTelephone, readType, readTypeConcession, splitCarreNumero,
  type Cell, type Duree, type Reading,
} from './registerValues';
import { UNREADABLE_CHARACTER } from '../rules/storableText';
import { cleanText } from './text';

export type { Cell } from './registerValues';

/**
 * One line of a register read through the user's mapping (spec 000 §2.8 'Excel update'; fields of spec 001 §3;
 * issues 16 and 26). A register has one line per concession or one per deceased: a line with no plot continues
 * the plot above it (what merged cells become once the merge is undone); an empty line is skipped.
 * Nothing is guessed: a value that cannot be read is left empty and named in the line's warnings, quoted, and
 * the rest of the line is imported. Only a line that names no plot is refused (`errors`).
 */
export interface RegisterLine {
  /** The line's number in the sheet, as the user sees it in Excel (1 = first line). */
  line: number;
  plot: { carre: string | null; allee: string | null; numero: string | null; surface: number | null };
  /** The grave's state as the line writes it, and how it is read (the user may change it in the dry run). */
  etat: { value: string; state: PlotState } | null;
  concession: {
    type: LocationType | null;
    /** The type cell as written, when it could not be read (the plan says what it keeps instead). */
    typeIllisible: string | null;
    numero: string | null;
    typeConcession: TypeConcession | null;
    famille: string | null;
    duree: number | null;
    perpetuelle: boolean;
    /** The duration was read in the type ('Concession (50 ans)'), not given by a duration column. */
    dureeDuType: boolean;
    dateDebut: PartialDate | null;
    nbPlaces: number | null;
    notes: string | null;
  };
  holders: Array<ImportPerson & { adresse: string | null; codePostal: string | null; commune: string | null; telephone: string | null; email: string | null }>;
  ayantsDroit: ImportPerson[];
  deceased: Array<ImportPerson & { dateInhumation: PartialDate | null }>;
  commune: string | null;
  /** Reasons this line cannot be imported at all; empty when it can. */
  errors: string[];
  /** Values of the line left empty, quoted, and why: the line is imported without them. */
  warnings: string[];
  /** What the reading did that the user should read (a duration found in the type, a reference split). */
  notes: string[];
}

export interface ReadOptions {
  /** The user's reading of each status value met (by plotStateKey), instead of the proposed one. */
  states?: Readonly<Record<string, PlotState>>;
}

const quote = (raw: Cell) => `« ${cleanText(raw) ?? ''} »`;

/** Reads every line of a sheet below its header row (`first` = index of the first data row in `rows`). */
export function readRegisterLines(rows: Iterable<ReadonlyArray<Cell> | undefined>, mapping: ImportMapping, first: number, options: ReadOptions = {}): RegisterLine[] {
  return [...registerLines(rows, mapping, first, options)];
}

/**
 * readRegisterLines one line at a time: the same lines, in the same order, each made when asked for, so that a
 * planner that lets each go once planned never holds a register of 100,000 lines whole (issue 26, memory).
 * `rows` may be any sequence of the sheet's rows from its first (an array, or rows read a chunk at a time):
 * each is read once, in order, and none is kept but the last one that names a plot.
 */
export function* registerLines(rows: Iterable<ReadonlyArray<Cell> | undefined>, mapping: ImportMapping, first: number, options: ReadOptions = {}): Generator<RegisterLine, void, undefined> {
  const columns = new Map<ImportField, number>();
  mapping.forEach((field, index) => {
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const has = (field: ImportField) => columns.has(field);
  let previous: { line: RegisterLine; row: ReadonlyArray<Cell> } | null = null;
  let i = -1;
  for (const cells of rows) {
    i += 1;
    if (i < first) continue;
    const row = cells ?? [];
    if (mapping.every((field, index) => field === null || cleanText(row[index] ?? null) === null)) continue;
    const continued = previous && continuesAbove(row, previous.row, columns) ? previous.line : null;
    const line = readLine(row, i + 1, columns, has, continued, options);
    if (line.errors.length === 0) previous = { line, row };
    yield line;
  }
}

/** The cells that describe a concession: a line without plot that gives its own continues nothing. */
const CONCESSION_FIELDS: readonly ImportField[] = ['type', 'numeroConcession', 'typeConcession', 'famille', 'duree', 'dateDebut', 'concessionnaire', 'etat', 'carreNumero'];

/**
 * A line with no plot continues the plot above it (merged cells undone) only when it says nothing else of a
 * concession than the line above: a line with a concession of its own and no plot is refused, never joined to
 * its neighbour's grave.
 */
function continuesAbove(row: ReadonlyArray<Cell>, above: ReadonlyArray<Cell>, columns: ReadonlyMap<ImportField, number>): boolean {
  const at = (r: ReadonlyArray<Cell>, field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? null : cleanText(r[index] ?? null);
  };
  if (['carre', 'allee', 'numero', 'carreNumero'].some((f) => at(row, f as ImportField) !== null)) return false;
  return CONCESSION_FIELDS.every((f) => at(row, f) === null || at(row, f) === at(above, f));
}

function readLine(
  row: ReadonlyArray<Cell>,
  lineNumber: number,
  columns: ReadonlyMap<ImportField, number>,
  has: (field: ImportField) => boolean,
  previous: RegisterLine | null,
  options: ReadOptions,
): RegisterLine {
  const errors: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const unreadable = new Set<ImportField>();
  /**
   * A cell of a mapped column. One holding U+FFFD, a character its file reader could not read (a NUL, half an
   * emoji, a byte of no character: replaceUnstorable, issue 27), is left empty and said once on its line:
   * nothing is guessed in its place.
   */
  const get = (field: ImportField): Cell => {
    const index = columns.get(field);
    const cell = index === undefined ? null : (row[index] ?? null);
    if (typeof cell !== 'string' || !cell.includes(UNREADABLE_CHARACTER)) return cell;
    if (!unreadable.has(field)) {
      unreadable.add(field);
      warnings.push(`${IMPORT_FIELDS[field].label} : caractère illisible dans ${quote(cell)} (caractère nul, emoji coupé ou octet invalide dans le fichier), valeur laissée vide.`);
    }
    return null;
  };
  const text = (field: ImportField) => {
    const value = cleanText(get(field));
    return value === null || isPlaceholder(value) ? null : value;
  };
  /** A reading's value, or null with a warning quoting the cell. */
  function take<T>(reading: Reading<T>, field: ImportField, label: string, why = 'illisible'): T | null {
    if (reading === 'unreadable') {
      warnings.push(`${label} ${why} : ${quote(get(field))}, valeur laissée vide.`);
      return null;
    }
    return reading;
  }
  const date = (field: ImportField, label: string): PartialDate | null => {
    const raw = get(field);
    const value = typeof raw === 'string' ? cleanText(raw) : raw;
    if (value === null || (typeof value === 'string' && isPlaceholder(value))) return null;
    const parsed = parseImportDate(value);
    if (parsed && !parsed.ok) warnings.push(`${label} illisible : ${quote(raw)}, valeur laissée vide.`);
    return parsed?.ok ? parsed.date : null;
  };

  // The plot.
  let plot = { carre: text('carre'), allee: text('allee'), numero: text('numero'), surface: take(readSurface(get('surface')), 'surface', 'Surface') };
  if (has('carreNumero')) {
    const ref = splitCarreNumero(get('carreNumero'));
    if (ref === 'unreadable') {
      const raw = text('carreNumero');
      if (plot.numero === null && raw !== null) {
        plot.numero = raw;
        notes.push(`Référence ${quote(raw)} non découpée en carré et numéro : reprise telle quelle comme numéro.`);
      }
    } else if (ref) {
      for (const part of ['carre', 'allee', 'numero'] as const) {
        const fromRef = ref[part];
        if (fromRef === null) continue;
        if (plot[part] === null) plot[part] = fromRef;
        else if (plot[part] !== fromRef) warnings.push(`Référence ${quote(get('carreNumero'))} : ${part === 'carre' ? 'carré' : part === 'allee' ? 'allée' : 'numéro'} « ${fromRef} » différent de la colonne (« ${plot[part]} ») : la colonne est retenue.`);
      }
    }
  }
  const continues = plot.numero === null && plot.carre === null && plot.allee === null && previous !== null;
  if (continues && previous) plot = { ...previous.plot, surface: plot.surface ?? previous.plot.surface };
  if (plot.numero === null) errors.push('Numéro d’emplacement manquant.');

  // The grave's state.
  const etatText = cleanText(get('etat'));
  let etat: RegisterLine['etat'] = null;
  if (etatText !== null) {
    const state = options.states?.[plotStateKey(etatText)] ?? readPlotState(etatText);
    if (state) etat = { value: etatText, state };
  }

  // The concession.
  const typeReading = readType(get('type'));
  const typeIllisible = typeReading === 'unreadable' ? text('type') : null;
  const typeRead = typeReading === 'unreadable' ? null : typeReading;
  const dureeColumn = take(readDuree(get('duree')), 'duree', 'Durée');
  let duree: Duree | null = dureeColumn ?? typeRead?.duree ?? null;
  if (dureeColumn && typeRead?.duree && (dureeColumn.duree !== typeRead.duree.duree || dureeColumn.perpetuelle !== typeRead.duree.perpetuelle)) {
    warnings.push(`Durée de la colonne (${quote(get('duree'))}) différente de celle du type (${quote(get('type'))}) : durée laissée vide.`);
    duree = null;
  } else if (!dureeColumn && typeRead?.duree) {
    notes.push(`Durée lue dans le type ${quote(get('type'))} : ${typeRead.duree.perpetuelle ? 'perpétuelle' : `${typeRead.duree.duree} ans`}.`);
  }
  const placesColumn = take(readNbPlaces(get('nbPlaces')), 'nbPlaces', 'Nombre de places');
  const concession: RegisterLine['concession'] = {
    type: typeRead?.type ?? null,
    typeIllisible,
    numero: text('numeroConcession'),
    typeConcession: take(readTypeConcession(get('typeConcession')), 'typeConcession', 'Type de concession', 'inconnu'),
    famille: text('famille'),
    duree: duree?.duree ?? null,
    perpetuelle: duree?.perpetuelle ?? false,
    dureeDuType: !dureeColumn && Boolean(typeRead?.duree),
    dateDebut: date('dateDebut', 'Date de début'),
    nbPlaces: placesColumn ?? typeRead?.nbPlaces ?? null,
    notes: text('notes'),
  };
  // A continuation line repeats its concession only where the merged cells did.
  if (continues && previous) {
    const before = previous.concession;
    for (const key of Object.keys(concession) as Array<keyof typeof concession>) {
      if (concession[key] === null || concession[key] === false) (concession as Record<string, unknown>)[key] = before[key];
    }
    if (etat === null) etat = previous.etat;
  }

  // The holders and rights holders.
  const holderPeople = peopleOf(get, 'concessionnaire', 'concessionnairePrenom', 'concessionnaireCivilite', has, warnings, 'concessionnaire');
  const contactOf = {
    adresse: text('adresse'),
    codePostal: take(readCodePostal(get('codePostal')), 'codePostal', 'Code postal'),
    commune: text('ville'),
    telephone: take(readTelephone(get('telephone')), 'telephone', 'Téléphone'),
    email: take(readEmail(get('email')), 'email', 'Adresse e-mail'),
  };
  const none = { adresse: null, codePostal: null, commune: null, telephone: null, email: null };
  const holders = holderPeople.map((p, k) => ({ ...p, ...(k === 0 ? contactOf : none) }));
  const ayants = readPeople(get('ayantsDroit'));
  warnings.push(...ayants.warnings);

  // The deceased, with the dates of the line's columns when the line names one of them only.
  const people = peopleOf(get, has('defuntNom') ? 'defuntNom' : 'defunt', 'defuntPrenom', 'defuntCivilite', has, warnings, 'défunt', has('defuntNom') ? get('defunt') : null);
  const jeuneFille = text('nomJeuneFille');
  const columnDates = { dateDeces: date('dateDeces', 'Date de décès'), dateDeNaissance: date('dateDeNaissance', 'Date de naissance'), dateInhumation: date('dateInhumation', 'Date d’inhumation') };
  const datesGiven = Object.values(columnDates).some((d) => d !== null);
  if (people.length > 1 && (datesGiven || jeuneFille)) {
    warnings.push(`La ligne nomme ${people.length} défunts et une seule série de dates : dates${jeuneFille ? ' et nom de jeune fille' : ''} attribuées à aucun d’eux.`);
  }
  const deceased = people.map((p) => {
    const one = people.length === 1;
    const person = { ...p, dateInhumation: one ? columnDates.dateInhumation : null };
    if (one && jeuneFille) {
      if (person.nomJeuneFille && person.nomJeuneFille !== jeuneFille) warnings.push(`Nom de jeune fille ${quote(jeuneFille)} différent de celui écrit avec le nom (« ${person.nomJeuneFille} ») : laissé vide.`);
      person.nomJeuneFille = person.nomJeuneFille && person.nomJeuneFille !== jeuneFille ? null : jeuneFille;
    }
    if (one) {
      for (const key of ['dateDeces', 'dateDeNaissance'] as const) {
        const fromColumn = columnDates[key];
        if (fromColumn === null) continue;
        if (person[key] && formatPartialDate(person[key]) !== formatPartialDate(fromColumn)) {
          warnings.push(`${key === 'dateDeces' ? 'Date de décès' : 'Date de naissance'} de la colonne (${formatPartialDate(fromColumn)}) différente de celle écrite avec le nom (${formatPartialDate(person[key])}) : laissée vide.`);
          person[key] = null;
        } else person[key] = fromColumn;
      }
    }
    return person;
  });

  return {
    line: lineNumber,
    plot,
    etat,
    concession,
    holders: continues && holders.length === 0 ? [] : holders,
    ayantsDroit: ayants.people,
    deceased,
    commune: text('commune'),
    errors,
    warnings,
    notes,
  };
}

/**
 * The people of a name column: with a first-name column beside it, the name column is one person's family name
 * (and `extra`, a full-name column mapped too, is not read twice); without one, it may name several people.
 */
function peopleOf(
  get: (field: ImportField) => Cell,
  nameField: ImportField,
  firstNameField: ImportField,
  civiliteField: ImportField,
  has: (field: ImportField) => boolean,
  warnings: string[],
  who: string,
  extra: Cell = null,
): ImportPerson[] {
  const civiliteRaw = get(civiliteField);
  const civilite = readCivilite(civiliteRaw);
  if (civilite === 'unreadable') warnings.push(`Civilité du ${who} illisible : ${quote(civiliteRaw)}, valeur laissée vide.`);
  let people: ImportPerson[];
  if (has(firstNameField)) {
    const family = readFamilyName(get(nameField));
    const prenomText = cleanText(get(firstNameField));
    const prenom = prenomText === null || isPlaceholder(prenomText) ? null : prenomText;
    if (!family && prenom === null) return [];
    people = [{ nom: family?.nom ?? null, prenom, nomJeuneFille: family?.nomJeuneFille ?? null, civilite: family?.civilite ?? null, dateDeNaissance: null, dateDeces: null, mentions: [] }];
  } else {
    const reading = readPeople(get(nameField));
    warnings.push(...reading.warnings);
    people = reading.people;
    if (people.length === 0 && extra !== null) {
      const more = readPeople(extra);
      warnings.push(...more.warnings);
      people = more.people;
    }
  }
  if (civilite && civilite !== 'unreadable') {
    if (people.length !== 1) {
      if (people.length > 1) warnings.push(`Civilité ${quote(civiliteRaw)} pour ${people.length} personnes (${who}s) : attribuée à aucune.`);
    } else if (people[0]!.civilite !== null && people[0]!.civilite !== civilite) {
      warnings.push(`Civilité ${quote(civiliteRaw)} contraire au nom écrit (${who}) : laissée vide.`);
      people[0]!.civilite = null;
    } else people[0]!.civilite = civilite;
  }
  return people;
}

import { CAVEAU, TERRAIN_COMMUN } from '../constants/durations';
import type { LocationType } from '../constants/locationTypes';
import type { Location } from '../entities/location';
import type { IsoDate, PartialDate } from '../entities/replicated';
import { computeDateFin } from '../rules/concessionDates';
import { concessionValidite, type Validite } from '../rules/concessionStatus';
import { formatPartialDate, isoOf } from './dates';
import { holderContacts } from './planContacts';
import type { LineWork } from './planLine';
import { PersonBook } from './planPeople';
import type { PlotRecord } from './plan';
import type { PlotState } from './plotStates';
import type { RegisterLine } from './rows';

/**
 * The concession of an imported line (spec 001 §3 Location; issue 26): created when the plot has none and the
 * line says something of one, else completed or corrected, each change old → new. The state the line writes
 * decides first: a free grave ('Libre') gets no concession, a grave taken back ('Reprise') stays free with the
 * names the file gives kept in the plot's observations, and a state the dates contradict ('Échue' on a
 * concession the dates say runs) is a warning, never a silent choice. Returns the concession the line's people
 * join, null when there is none, or 'none' when the line's people must not be imported.
 */
export interface LocationState {
  id: string;
  row: Partial<Location>;
  holders: PersonBook;
  ayants: PersonBook;
  /** The line that created it, which created its holders with it. */
  createdBy: number | null;
}

const VALIDITE_WORDS: Record<Validite, string> = { en_cours: 'En cours', a_renouveler: 'A renouveler', echue: 'Échue', manque_donnee: 'Données manquantes' };
const EXPECTED: Partial<Record<PlotState, Validite>> = { echue: 'echue', a_renouveler: 'a_renouveler' };

const LOCATION_LABELS: Record<string, string> = {
  famille: 'famille', numero: 'n°', typeConcession: 'type de concession', duree: 'durée', perpetuelle: 'perpétuelle', dateDebut: 'début', nbPlaces: 'places', notes: 'observations',
};

const showValue = (field: string, v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : field === 'duree' ? `${String(v)} ans` : field === 'dateDebut' && typeof v === 'string' ? v.split('-').reverse().join('/') : typeof v === 'boolean' ? (v ? 'oui' : 'non') : String(v);

export function planConcession(
  line: RegisterLine,
  plot: PlotRecord,
  current: Map<string, LocationState>,
  work: LineWork,
  today: IsoDate | undefined,
): LocationState | null | 'none' {
  const c = line.concession;
  const state = line.etat?.state ?? null;
  const quoted = line.etat ? `« ${line.etat.value} »` : '';
  let location = current.get(plot.id) ?? null;
  const hasPeople = line.holders.length + line.deceased.length + line.ayantsDroit.length > 0;
  const saysConcession = c.numero !== null || c.famille !== null || ((c.duree !== null || c.perpetuelle) && !c.dureeDuType) || c.dateDebut !== null || c.typeConcession !== null;

  if (state === 'libre' || state === 'reprise') {
    if (location) {
      work.warnings.push(`État ${quoted} du fichier, mais l’emplacement a une concession en cours : rien n’est changé pour cette ligne (une reprise se fait par sa procédure).`);
      return 'none';
    }
    if (state === 'reprise') return keepNamesOfTakenBack(line, plot, quoted, work);
    if (hasPeople || saysConcession) work.warnings.push(`État ${quoted} (emplacement libre), mais la ligne donne une concession ou des noms : ils ne sont pas importés.`);
    return 'none';
  }
  if (state === 'ignore') work.warnings.push(`État ${quoted} non reconnu : non repris (choisissez son sens dans le tableau des états).`);
  if (state === 'abandon') work.warnings.push(`État ${quoted} : l’état d’abandon n’est pas enregistré par l’import ; constatez-le sur la fiche de la concession.`);

  const dateDebut = startDate(c.dateDebut, work);
  if (!location && (hasPeople || saysConcession || c.type !== null || c.typeIllisible !== null || c.nbPlaces !== null || c.notes !== null || (state !== null && state !== 'ignore'))) {
    location = createConcession(line, plot, dateDebut, work);
    const created = location;
    work.effect(() => current.set(plot.id, created));
  } else if (location) {
    updateConcession(line, location, dateDebut, work);
  }
  if (location && today && state && EXPECTED[state]) checkState(location.row, EXPECTED[state]!, quoted, today, work);
  return location;
}

/** A concession's start date must be a whole date (spec 001 §3 dateDebut): a year or a month alone is left out and said. */
function startDate(date: PartialDate | null, work: LineWork): IsoDate | null {
  if (!date) return null;
  const iso = isoOf(date);
  if (!iso) work.warnings.push(`Date de début incomplète (${formatPartialDate(date)}) : laissée vide, une date de début doit avoir jour, mois et année.`);
  return iso;
}

/** Terrain commun, Caveau, Ossuaire and Jardin du souvenir fix their duration or places (locationLifecycle byType): a different value of the file is said. */
function fixedByType(type: LocationType, c: RegisterLine['concession'], work: LineWork): void {
  if (type === 'Terrain commun') {
    if (c.duree !== null && c.duree !== TERRAIN_COMMUN.duree) work.warnings.push(`Durée ${c.duree} ans : un terrain commun est attribué pour ${TERRAIN_COMMUN.duree} ans, la durée du fichier n’est pas reprise.`);
    if (c.nbPlaces !== null && c.nbPlaces !== TERRAIN_COMMUN.nbPlaces) work.warnings.push(`${c.nbPlaces} places : un terrain commun a ${TERRAIN_COMMUN.nbPlaces} place, le nombre du fichier n’est pas repris.`);
  } else if (type === 'Caveau') {
    if (c.duree !== null || c.perpetuelle) work.warnings.push(`Un caveau provisoire est attribué pour ${CAVEAU.mois} mois : la durée du fichier n’est pas reprise.`);
  } else if ((type === 'Ossuaire' || type === 'Jardin du souvenir') && (c.duree !== null || c.perpetuelle)) {
    work.warnings.push(`Un ${type === 'Ossuaire' ? 'ossuaire' : 'jardin du souvenir'} n’a pas de durée : la durée du fichier n’est pas reprise.`);
  }
}

function createConcession(line: RegisterLine, plot: PlotRecord, dateDebut: IsoDate | null, work: LineWork): LocationState {
  const c = line.concession;
  const type = c.type ?? 'Concession';
  const said = [
    c.numero && `n° ${c.numero}`,
    c.perpetuelle ? 'perpétuelle' : c.duree !== null && `${c.duree} ans`,
    dateDebut && `début ${dateDebut.split('-').reverse().join('/')}`,
    c.nbPlaces !== null && `${c.nbPlaces} place(s)`,
    c.famille && `famille ${c.famille}`,
  ].filter(Boolean);
  // The dry run reads the concession first, then what it keeps by default, then its holders.
  work.details.push(`Concession créée${type !== 'Concession' ? ` (${type})` : ''}${said.length > 0 ? ` : ${said.join(', ')}` : ''}.`);
  if (c.typeIllisible !== null) work.warnings.push(`Type d’emplacement « ${c.typeIllisible} » non reconnu : Concession retenu.`);
  else if (c.type === null) work.details.push('Type non précisé : Concession retenu.');
  fixedByType(type, c, work);
  const holders = new PersonBook();
  const ayants = new PersonBook();
  const id = work.newId();
  const contacts = holderContacts(line, holders, ayants, work);
  const surface = line.plot.surface;
  work.push('location.create', {
    id, emplacementId: plot.id, type, typeConcession: c.typeConcession, famille: c.famille, numero: c.numero, duree: c.duree, perpetuelle: c.perpetuelle,
    dateDebut, nbPlaces: c.nbPlaces, notes: c.notes, surface: surface !== null && surface > 0 ? surface : null, contacts,
  });
  work.count('concessionsCreees');
  return {
    id,
    row: { type, typeConcession: c.typeConcession, famille: c.famille, numero: c.numero, duree: c.duree, perpetuelle: c.perpetuelle, dateDebut, nbPlaces: c.nbPlaces, notes: c.notes },
    holders,
    ayants,
    createdBy: line.line,
  };
}

function updateConcession(line: RegisterLine, location: LocationState, dateDebut: IsoDate | null, work: LineWork): void {
  const c = line.concession;
  const row = location.row;
  if (c.type !== null && row.type !== c.type) work.warnings.push(`Type « ${c.type} » différent de celui de la concession en cours (« ${row.type ?? ''} ») : type conservé.`);
  const wanted: Partial<Location> = { famille: c.famille, numero: c.numero, typeConcession: c.typeConcession, duree: c.duree, dateDebut, nbPlaces: c.nbPlaces };
  if (c.perpetuelle) wanted.perpetuelle = true;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (value !== null && value !== undefined && row[field as keyof Location] !== value) changes[field] = value;
  }
  if (c.notes !== null && row.notes !== c.notes) {
    if (row.notes === null || row.notes === undefined || row.notes === '') changes.notes = c.notes;
    else work.warnings.push('Observations du fichier différentes de celles de la concession : non modifiées.');
  }
  if (Object.keys(changes).length > 0) {
    work.push('location.update', { id: location.id, ...changes });
    work.effect(() => Object.assign(row, changes));
    const said = Object.entries(changes).map(([field, value]) => `${LOCATION_LABELS[field] ?? field} ${showValue(field, row[field as keyof Location])} → ${showValue(field, value)}`);
    work.details.push(`Concession mise à jour : ${said.join(' ; ')}.`);
    work.count('concessionsMisesAJour');
  }
}

/** The file's 'Échue' or 'A renouveler' beside what the concession's dates say today (spec 001 §4 status from dateFin). */
function checkState(row: Partial<Location>, expected: Validite, quoted: string, today: IsoDate, work: LineWork): void {
  const type = (row.type ?? 'Concession') as LocationType;
  const dateFin = computeDateFin({ dateDebut: row.dateDebut ?? null, duree: row.duree ?? null, type, perpetuelle: row.perpetuelle === true });
  const computed = concessionValidite({ perpetuelle: row.perpetuelle === true, duree: row.duree ?? null, dateFin, type }, today);
  if (computed === expected) return;
  if (computed === 'manque_donnee') work.warnings.push(`État ${quoted} du fichier : sans date de début et durée, l’état de la concession ne peut pas être calculé (« Données manquantes ») ; complétez-les.`);
  else work.warnings.push(`État ${quoted} du fichier, mais d’après ses dates la concession est « ${VALIDITE_WORDS[computed]} » : vérifiez la date de début et la durée.`);
}

/**
 * A grave taken back stays free: the file's names and concession are no longer in it, but they are part of the
 * register, so they are written in the plot's observations, verbatim, never dropped.
 */
function keepNamesOfTakenBack(line: RegisterLine, plot: PlotRecord, quoted: string, work: LineWork): 'none' {
  const names = (people: ReadonlyArray<{ nom: string | null; prenom: string | null; dateDeces?: PartialDate | null }>) =>
    people.map((p) => [p.nom, p.prenom].filter(Boolean).join(' ') + (p.dateDeces ? ` (décès ${formatPartialDate(p.dateDeces)})` : '')).join(', ');
  const parts = [
    `Sépulture reprise selon le registre importé (${quoted}).`,
    line.concession.numero && `Ancienne concession n° ${line.concession.numero}.`,
    line.deceased.length > 0 && `Défunts inscrits : ${names(line.deceased)}.`,
    line.holders.length > 0 && `Concessionnaires inscrits : ${names(line.holders)}.`,
  ].filter(Boolean);
  const text = parts.join(' ');
  const notes = plot.notes ?? '';
  if (!notes.includes(text)) {
    const next = notes === '' ? text : `${notes}\n${text}`;
    work.push('emplacement.update', { id: plot.id, notes: next });
    work.effect(() => {
      plot.notes = next;
    });
    work.details.push('Sépulture reprise : emplacement laissé libre ; ce que le fichier en dit est noté dans les observations de l’emplacement.');
    work.count('emplacementsMisAJour');
  }
  return 'none';
}

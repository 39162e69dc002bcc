import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { IsoDate } from '../entities/replicated';
import { isHolder } from '../constants/contacts';
import { prepareMutation, type Prepared } from '../mutations/decide';
import { currentLocation } from '../mutations/helpers';
import type { Row } from '../mutations/types';
import { plotLabelParts } from '../rules/labels';
import { planConcession, type LocationState } from './planConcession';
import { planDeceased, planHolders } from './planContacts';
import { lineWork } from './planLine';
import { PersonBook, type PersonRecord } from './planPeople';
import { plotSpellings, type Spellings } from './planSpelling';
import { PLOT_STATE_LABELS, plotStateKey, type PlotState } from './plotStates';
import type { RegisterLine } from './rows';
import { normalizeText, plotPartKey } from './text';

/**
 * The dry run and the mutations of a register import (spec 000 §2.8 'Excel update'; issues 16 and 26),
 * decided from the cemetery's current rows and nothing else, so that the dry run the user reads is what the
 * import does:
 * - a plot is found by its carré, allée and numéro (case, accents and leading zeros aside) or created, with
 *   the spelling of its carré and allée the cemetery already uses ('a' joins carré 'A');
 * - its current concession is completed or corrected with what the line gives, each change old → new, or
 *   created with its holders; the state the line writes ('Libre', 'Reprise', 'Échue'…) decides whether a
 *   concession is made at all, and is checked against the dates (planConcession.ts);
 * - people are matched by the rules of identity.ts: only a certain match is written onto, and only where it
 *   lacks a value; an uncertain one writes nothing and says which record it could be;
 * - what could not be read is left empty and listed in the line's warnings, and the line goes on.
 * What already matches produces nothing, so importing the same file twice changes nothing the second time.
 * A line that names no plot, names another municipality, or whose changes fail the mutations' own schemas is
 * refused with its reason and changes nothing; the other lines go on.
 */
export interface ImportEnvelope {
  id: string;
  name: string;
  args: Record<string, unknown>;
  /** The register line it comes from, to name it if the server refuses it after all. */
  line: number;
  /** Its args as the mutation's schema validated them here (the server does not parse them twice); absent once args are changed after the plan. */
  prepared?: Extract<Prepared, { ok: true }>;
}

export type LineStatus = 'créé' | 'mis à jour' | 'inchangé' | 'refusé';

export interface DryRunLine {
  line: number;
  status: LineStatus;
  /** 'Carré A · Allée 2 · N° 12', or '' when the line names no plot. */
  plot: string;
  /** What the line creates or updates, or why it is refused. */
  details: string[];
  /**
   * What the user must check on a line that is imported: each value of the line left empty because it could not
   * be read or was not certain, with the value quoted and why (issue 26). A line with warnings is 'partial'.
   */
  warnings: string[];
}

export interface ImportCounts {
  emplacementsCrees: number;
  emplacementsMisAJour: number;
  concessionsCreees: number;
  concessionsMisesAJour: number;
  concessionnairesAjoutes: number;
  defuntsCrees: number;
  defuntsMisAJour: number;
  lignesRefusees: number;
  lignesInchangees: number;
  /** Lines imported with values left empty, or with something to check (their warnings). */
  lignesPartielles: number;
}

/** A status value of the file, how it is read, and on how many lines (the dry run's table of states). */
export interface StateUse {
  valeur: string;
  cle: string;
  etat: PlotState;
  libelle: string;
  lignes: number;
}

export interface ImportPlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: ImportCounts;
  etats: StateUse[];
}

export interface ExistingRows {
  emplacements: readonly Row[];
  locations: readonly Row[];
  occupants: readonly Row[];
  contacts: readonly Row[];
}

export interface PlanOptions {
  /** Names of the cemetery's municipality and town: a line naming another commune is refused. */
  communes: readonly string[];
  newId(): string;
  /** Today in Paris: a state written in the file ('Échue') is compared with what the dates say on that day. */
  today?: IsoDate;
  /**
   * What the plan keeps of its mutations (issue 26, 'memory stays under 1 GB'): 'planned' (absent) each one
   * with its args as planned and as validated; 'validated' each one's args ARE its validated args (one object
   * instead of two: what the server writes); 'none' for a dry run, which writes nothing: every mutation is still
   * validated, so a line refused for an invalid change is refused alike, but none is kept.
   */
  mutations?: 'planned' | 'validated' | 'none';
  /**
   * The lines are let go (their entries emptied) as they are planned, so that a register of 100,000 lines is not
   * held whole with its plan (issue 26). The caller gives up the array it passed.
   */
  releaseLines?: boolean;
  /**
   * Given, each line of the dry run is handed to it as soon as it is planned, and none is kept (`lines` comes
   * back empty): a worker packs them as they come, or keeps only those an import reports (issue 26, memory).
   */
  onLine?(line: DryRunLine): void;
  /** Given, each kept mutation (see `mutations`) is handed to it once its line is accepted, and none is kept (`envelopes` comes back empty). */
  onEnvelope?(envelope: ImportEnvelope): void;
}

export interface PlotRecord {
  id: string;
  surface: number | null;
  notes: string | null;
}

const plotKey = (p: { carre: string | null; allee: string | null; numero: string | null }) => [plotPartKey(p.carre), plotPartKey(p.allee), plotPartKey(p.numero)].join('|');

export const MSG_OTHER_COMMUNE = (name: string) => `Cette ligne concerne un emplacement d’une autre commune (« ${name} ») : elle n’est pas importée.`;

export const emptyCounts = (): ImportCounts => ({
  emplacementsCrees: 0, emplacementsMisAJour: 0, concessionsCreees: 0, concessionsMisesAJour: 0, concessionnairesAjoutes: 0,
  defuntsCrees: 0, defuntsMisAJour: 0, lignesRefusees: 0, lignesInchangees: 0, lignesPartielles: 0,
});

function personRecord(row: Contact | Occupant): PersonRecord {
  const occupant = row as Partial<Occupant>;
  const birth = occupant.dateDeNaissance
    ? { jour: Number(occupant.dateDeNaissance.slice(8, 10)), mois: Number(occupant.dateDeNaissance.slice(5, 7)), annee: Number(occupant.dateDeNaissance.slice(0, 4)) }
    : (occupant.dateNaissanceIncomplete ?? null);
  return {
    id: row.id,
    identity: { nom: row.nom, prenom: row.prenom, nomJeuneFille: row.nomJeuneFille ?? null, dateDeNaissance: birth, dateDeces: occupant.dateDeces ?? null, civilite: row.civilite ?? null },
    fields: { ...row, naissance: birth } as Record<string, unknown>,
  };
}

/**
 * `lines`: the register's lines, or a function that reads them afresh at each call (rows.ts registerLines): they
 * are then walked twice, once for the spellings of the carrés and allées and once to plan each one, and never
 * held together (issue 26, memory).
 */
export function planRegisterImport(lines: readonly RegisterLine[] | (() => Iterable<RegisterLine>), existing: ExistingRows, options: PlanOptions): ImportPlan {
  const walk = typeof lines === 'function' ? lines : () => lines;
  const release = options.releaseLines && typeof lines !== 'function' ? (lines as Array<RegisterLine | undefined>) : null;
  const plots = new Map<string, PlotRecord>();
  for (const row of existing.emplacements as unknown as Emplacement[]) if (!row.deletedAt) plots.set(plotKey(row), { id: row.id, surface: row.surface, notes: row.notes ?? null });
  const spellings: Spellings = plotSpellings(existing.emplacements as unknown as Emplacement[], walk());
  const locationsByPlot = new Map<string, Row[]>();
  for (const row of existing.locations) {
    const list = locationsByPlot.get(String(row.emplacementId)) ?? [];
    list.push(row);
    locationsByPlot.set(String(row.emplacementId), list);
  }
  const contactsByLocation = new Map<string, Contact[]>();
  for (const row of existing.contacts as unknown as Contact[]) {
    if (row.deletedAt || !row.locationId) continue;
    const list = contactsByLocation.get(row.locationId) ?? [];
    list.push(row);
    contactsByLocation.set(row.locationId, list);
  }
  const current = new Map<string, LocationState>();
  for (const [plotId, list] of locationsByPlot) {
    const loc = currentLocation(list) as unknown as Location | null;
    if (!loc) continue;
    const contacts = contactsByLocation.get(loc.id) ?? [];
    current.set(plotId, {
      id: loc.id,
      row: { ...loc },
      holders: new PersonBook(contacts.filter(isHolder).map(personRecord)),
      ayants: new PersonBook(contacts.filter((c) => c.typeDeContact === 'Ayant-droit').map(personRecord)),
      createdBy: null,
    });
  }
  const occupants = new Map<string, PersonBook>();
  for (const row of existing.occupants as unknown as Occupant[]) {
    if (row.deletedAt) continue;
    const book = occupants.get(row.emplacementId) ?? new PersonBook();
    book.records.push(personRecord(row));
    occupants.set(row.emplacementId, book);
  }
  const communes = new Set(options.communes.map(communeKey).filter((c) => c !== ''));
  const counts = emptyCounts();
  const out: DryRunLine[] = [];
  const envelopes: ImportEnvelope[] = [];
  const emitLine = options.onLine ?? ((l: DryRunLine) => void out.push(l));
  const emitEnvelope = options.onEnvelope ?? ((e: ImportEnvelope) => void envelopes.push(e));
  const states = new Map<string, StateUse>();

  let index = -1;
  for (const line of walk()) {
    index += 1;
    if (release) release[index] = undefined;
    const plot = spellings.apply(line.plot);
    const label = plotLabel(plot);
    const refuse = (details: string[]) => {
      counts.lignesRefusees += 1;
      emitLine({ line: line.line, status: 'refusé', plot: label, details, warnings: [] });
    };
    if (line.errors.length > 0) {
      refuse(line.errors);
      continue;
    }
    if (line.commune && communes.size > 0 && !communes.has(communeKey(line.commune))) {
      refuse([MSG_OTHER_COMMUNE(line.commune)]);
      continue;
    }
    if (line.etat) {
      const cle = plotStateKey(line.etat.value);
      const use = states.get(cle) ?? { valeur: line.etat.value, cle, etat: line.etat.state, libelle: PLOT_STATE_LABELS[line.etat.state], lignes: 0 };
      use.lignes += 1;
      states.set(cle, use);
    }
    const work = lineWork(line.line, options.newId);
    work.warnings.push(...line.warnings);
    if (plot.carre !== line.plot.carre && line.plot.carre !== null) work.details.push(`Carré « ${line.plot.carre} » écrit « ${plot.carre} », comme les autres emplacements de ce carré.`);
    if (plot.allee !== line.plot.allee && line.plot.allee !== null) work.details.push(`Allée « ${line.plot.allee} » écrite « ${plot.allee} », comme les autres emplacements de cette allée.`);

    const key = plotKey(plot);
    let found = plots.get(key);
    if (!found) {
      const created: PlotRecord = { id: options.newId(), surface: null, notes: null };
      work.push('emplacement.create', { id: created.id, carre: plot.carre, allee: plot.allee, numero: plot.numero });
      work.effect(() => plots.set(key, created));
      found = created;
      work.details.push('Emplacement créé.');
      work.count('emplacementsCrees');
    }
    const target = found;
    const surface = line.plot.surface;
    if (surface !== null && surface !== target.surface) {
      work.push('emplacement.update', { id: target.id, surface });
      work.effect(() => {
        target.surface = surface;
      });
      if (!work.details.includes('Emplacement créé.')) {
        work.details.push(`Surface : ${target.surface ?? '—'} → ${surface} m².`);
        work.count('emplacementsMisAJour');
      }
    }
    work.details.push(...line.notes);

    const location = planConcession(line, target, current, work, options.today);
    if (location !== 'none') {
      if (location && location.createdBy !== line.line) planHolders(line, location, work);
      const book = occupants.get(target.id) ?? new PersonBook();
      if (!occupants.has(target.id)) work.effect(() => occupants.set(target.id, book));
      planDeceased(line, target.id, location, book, work);
    }

    const validated: ImportEnvelope[] = [];
    let invalid: string | null = null;
    for (const e of work.mutations) {
      const prepared = prepareMutation(e.name, e.args);
      if (!prepared.ok) {
        invalid = prepared.error;
        break;
      }
      if (options.mutations === 'none') continue;
      validated.push(options.mutations === 'validated' ? { id: e.id, name: e.name, args: prepared.args, line: line.line, prepared } : { ...e, line: line.line, prepared });
    }
    if (invalid !== null) {
      for (const revert of work.undos) revert();
      refuse([invalid]);
      continue;
    }
    for (const effect of work.effects) effect();
    for (const e of validated) emitEnvelope(e);
    for (const [k, v] of Object.entries(work.tally)) counts[k as keyof ImportCounts] += v;
    const created = work.details.some((d) => /créée?\.|créée? \(|ajouté/.test(d));
    const status: LineStatus = work.mutations.length === 0 ? 'inchangé' : created ? 'créé' : 'mis à jour';
    if (status === 'inchangé') counts.lignesInchangees += 1;
    if (work.warnings.length > 0) counts.lignesPartielles += 1;
    emitLine({ line: line.line, status, plot: label, details: work.mutations.length === 0 ? ['Déjà à jour.', ...work.details] : work.details, warnings: work.warnings });
  }
  return { lines: out, envelopes, counts, etats: [...states.values()] };
}

/** 'Ville de Saint-Étienne', 'Mairie de saint etienne' and 'SAINT ETIENNE' are one commune. */
function communeKey(name: string): string {
  return normalizeText(name).replace(/^(ville|commune|mairie|cimetiere|cimetiere communal)( de| d| du)? /, '').replace(/\bst\b/g, 'saint').replace(/\bste\b/g, 'sainte');
}

function plotLabel(p: RegisterLine['plot']): string {
  return plotLabelParts(p).join(' · ');
}

import type { PartialDate } from '../entities/replicated';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import { prepareMutation, type Prepared } from '../mutations/decide';
import { currentLocation } from '../mutations/helpers';
import type { Row } from '../mutations/types';
import { formatPartialDate, isoOf } from './dates';
import type { RegisterLine } from './rows';
import { normalizeText, plotPartKey } from './text';

/**
 * The dry run and the mutations of a register import (spec 000 §2.8 'Excel update', issue 16), decided from
 * the cemetery's current rows and nothing else, so that the dry run the user reads is what the import does:
 * - a plot is found by its carré, allée and numéro (case, accents and leading zeros aside) or created;
 * - its current concession is completed or corrected with what the line gives, or created (type 'Concession'
 *   when the register does not say) with its holders;
 * - a deceased is found on the plot by family name and first name (and death year when both know it): found,
 *   only the fields still empty are filled; else created;
 * - a holder is found on the concession by family name and first name, else added.
 * What already matches produces nothing, so importing the same file twice changes nothing the second time.
 * A line that cannot be read, names another municipality, or whose changes fail the mutations' own schemas is
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

export interface ImportPlan {
  lines: DryRunLine[];
  envelopes: ImportEnvelope[];
  counts: ImportCounts;
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
}

interface PlotState {
  id: string;
  surface: number | null;
}
interface LocationState {
  id: string;
  row: Partial<Location>;
  holders: Array<{ key: string }>;
}
interface OccupantState {
  id: string;
  row: Partial<Occupant>;
}

const plotKey = (p: { carre: string | null; allee: string | null; numero: string | null }) => [plotPartKey(p.carre), plotPartKey(p.allee), plotPartKey(p.numero)].join('|');
const personKey = (p: { nom?: string | null; prenom?: string | null }) => `${normalizeText(p.nom ?? '')}|${normalizeText(p.prenom ?? '')}`;

export const MSG_OTHER_COMMUNE = (name: string) => `Cette ligne concerne un emplacement d’une autre commune (« ${name} ») : elle n’est pas importée.`;

export function planRegisterImport(lines: readonly RegisterLine[], existing: ExistingRows, options: PlanOptions): ImportPlan {
  const plots = new Map<string, PlotState>();
  for (const row of existing.emplacements as unknown as Emplacement[]) if (!row.deletedAt) plots.set(plotKey(row), { id: row.id, surface: row.surface });
  const locationsByPlot = new Map<string, Row[]>();
  for (const row of existing.locations) {
    const list = locationsByPlot.get(String(row.emplacementId)) ?? [];
    list.push(row);
    locationsByPlot.set(String(row.emplacementId), list);
  }
  const contactsByLocation = new Map<string, Array<{ key: string }>>();
  for (const row of existing.contacts as unknown as Contact[]) {
    if (row.deletedAt || !row.locationId) continue;
    const list = contactsByLocation.get(row.locationId) ?? [];
    list.push({ key: personKey(row) });
    contactsByLocation.set(row.locationId, list);
  }
  const current = new Map<string, LocationState>();
  for (const [plotId, list] of locationsByPlot) {
    const loc = currentLocation(list) as unknown as Location | null;
    if (loc) current.set(plotId, { id: loc.id, row: { ...loc }, holders: contactsByLocation.get(loc.id) ?? [] });
  }
  const occupants = new Map<string, OccupantState[]>();
  for (const row of existing.occupants as unknown as Occupant[]) {
    if (row.deletedAt || row.etat !== 'present') continue;
    const list = occupants.get(row.emplacementId) ?? [];
    list.push({ id: row.id, row: { ...row } });
    occupants.set(row.emplacementId, list);
  }
  const communes = new Set(options.communes.map(communeKey).filter((c) => c !== ''));
  const counts: ImportCounts = {
    emplacementsCrees: 0, emplacementsMisAJour: 0, concessionsCreees: 0, concessionsMisesAJour: 0, concessionnairesAjoutes: 0,
    defuntsCrees: 0, defuntsMisAJour: 0, lignesRefusees: 0, lignesInchangees: 0, lignesPartielles: 0,
  };
  const out: DryRunLine[] = [];
  const envelopes: ImportEnvelope[] = [];

  for (const line of lines) {
    const label = plotLabel(line.plot);
    const refuse = (details: string[]) => {
      counts.lignesRefusees += 1;
      out.push({ line: line.line, status: 'refusé', plot: label, details, warnings: [] });
    };
    if (line.errors.length > 0) {
      refuse(line.errors);
      continue;
    }
    if (line.commune && communes.size > 0 && !communes.has(communeKey(line.commune))) {
      refuse([MSG_OTHER_COMMUNE(line.commune)]);
      continue;
    }
    // Everything this line would do, decided against the state so far; applied to it only if the line is accepted.
    const effects: Array<() => void> = [];
    const details: string[] = [];
    const tally: Partial<ImportCounts> = {};
    const count = (key: keyof ImportCounts) => {
      tally[key] = (tally[key] ?? 0) + 1;
    };
    const mine: Array<Omit<ImportEnvelope, 'prepared'>> = [];
    const push = (name: string, args: Record<string, unknown>) => mine.push({ id: options.newId(), name, args, line: line.line });

    const key = plotKey(line.plot);
    let plot = plots.get(key);
    if (!plot) {
      const created: PlotState = { id: options.newId(), surface: null };
      push('emplacement.create', { id: created.id, carre: line.plot.carre, allee: line.plot.allee, numero: line.plot.numero });
      effects.push(() => plots.set(key, created));
      plot = created;
      details.push('Emplacement créé.');
      count('emplacementsCrees');
    }
    const plotId = plot.id;
    const surface = line.plot.surface;
    if (surface !== null && surface !== plot.surface) {
      push('emplacement.update', { id: plotId, surface });
      const target = plot;
      effects.push(() => {
        target.surface = Math.round(surface * 100) / 100;
      });
      if (!details.includes('Emplacement créé.')) {
        details.push(`Surface : ${surface} m².`);
        count('emplacementsMisAJour');
      }
    }

    const c = line.concession;
    const wantsConcession = c.type !== null || c.numero !== null || c.famille !== null || c.duree !== null || c.perpetuelle || c.dateDebut !== null
      || c.nbPlaces !== null || c.typeConcession !== null || c.notes !== null || line.holders.length > 0 || line.deceased.length > 0;
    let location = current.get(plotId);
    const dateDebut = startDate(c.dateDebut, details);
    if (!location && wantsConcession) {
      const id = options.newId();
      const type = c.type ?? 'Concession';
      if (c.type === null) details.push('Type non précisé : Concession retenu.');
      const contacts = line.holders.map((h, k) => ({ id: options.newId(), typeDeContact: k === 0 ? 'Concessionnaire' : 'Co-concessionnaire', ...personArgs(h), adresse: h.adresse, codePostal: h.codePostal, commune: h.commune, telephone: h.telephone }));
      push('location.create', {
        id, emplacementId: plotId, type, typeConcession: c.typeConcession, famille: c.famille, numero: c.numero, duree: c.duree, perpetuelle: c.perpetuelle,
        dateDebut, nbPlaces: c.nbPlaces, notes: c.notes, surface: surface !== null && surface > 0 ? surface : null, contacts,
      });
      const created: LocationState = {
        id,
        row: { type, typeConcession: c.typeConcession, famille: c.famille, numero: c.numero, duree: c.duree, perpetuelle: c.perpetuelle, dateDebut, nbPlaces: c.nbPlaces, notes: c.notes },
        holders: line.holders.map((h) => ({ key: personKey(h) })),
      };
      effects.push(() => current.set(plotId, created));
      location = created;
      details.push(`Concession créée${c.numero ? ` (n° ${c.numero})` : ''}.`);
      count('concessionsCreees');
      for (const h of line.holders) {
        details.push(`Concessionnaire ajouté : ${personName(h)}.`);
        count('concessionnairesAjoutes');
      }
    } else if (location) {
      const changes: Record<string, unknown> = {};
      const wanted: Partial<Location> = { famille: c.famille, numero: c.numero, typeConcession: c.typeConcession, duree: c.duree, dateDebut, nbPlaces: c.nbPlaces, notes: c.notes };
      if (c.perpetuelle) wanted.perpetuelle = true;
      for (const [field, value] of Object.entries(wanted)) {
        if (value !== null && value !== undefined && location.row[field as keyof Location] !== value) changes[field] = value;
      }
      if (c.type !== null && location.row.type !== c.type) details.push(`Type « ${c.type} » différent de celui de la concession en cours (« ${location.row.type ?? ''} ») : type conservé.`);
      if (Object.keys(changes).length > 0) {
        push('location.update', { id: location.id, ...changes });
        const target = location;
        effects.push(() => Object.assign(target.row, changes));
        details.push(`Concession mise à jour (${Object.keys(changes).join(', ')}).`);
        count('concessionsMisesAJour');
      }
      const known = new Set(location.holders.map((h) => h.key));
      let hasHolder = location.holders.length > 0;
      for (const h of line.holders) {
        const hk = personKey(h);
        if (known.has(hk)) continue;
        known.add(hk);
        push('contact.create', {
          id: options.newId(), locationId: location.id, typeDeContact: hasHolder ? 'Co-concessionnaire' : 'Concessionnaire', ...personArgs(h),
          adresse: h.adresse, codePostal: h.codePostal, commune: h.commune, telephone: h.telephone,
        });
        hasHolder = true;
        const target = location;
        effects.push(() => target.holders.push({ key: hk }));
        details.push(`Concessionnaire ajouté : ${personName(h)}.`);
        count('concessionnairesAjoutes');
      }
    }

    // This line's own new deceased join the plot's for matching; within the line two same names stay two people.
    const here = [...(occupants.get(plotId) ?? [])];
    const seenHere = new Set<OccupantState>();
    for (const d of line.deceased) {
      const found = here.find((o) => !seenHere.has(o) && personKey(o.row) === personKey(d) && sameYear(o.row.dateDeces ?? null, d.dateDeces));
      const birthIso = isoOf(d.dateDeNaissance);
      const fields: Partial<Occupant> = {
        nomJeuneFille: d.nomJeuneFille,
        dateDeces: d.dateDeces,
        ...(birthIso ? { dateDeNaissance: birthIso } : { dateNaissanceIncomplete: d.dateDeNaissance }),
        dateInhumCrema: isoOf(d.dateInhumation),
      };
      if (d.dateInhumation && !isoOf(d.dateInhumation)) details.push(`Date d’inhumation incomplète (${formatPartialDate(d.dateInhumation)}) : non reprise.`);
      if (found) {
        seenHere.add(found);
        const fill: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(fields)) {
          const before = found.row[field as keyof Occupant];
          if (value !== null && value !== undefined && (before === null || before === undefined)) fill[field] = value;
        }
        if (Object.keys(fill).length > 0) {
          push('occupant.update', { id: found.id, ...fill });
          effects.push(() => Object.assign(found.row, fill));
          details.push(`Défunt complété : ${personName(d)}.`);
          count('defuntsMisAJour');
        }
        continue;
      }
      const id = options.newId();
      const args: Record<string, unknown> = { id, emplacementId: plotId, ...personArgs(d) };
      for (const [field, value] of Object.entries(fields)) if (value !== null && value !== undefined) args[field] = value;
      if (location) args.locationId = location.id;
      push('occupant.create', args);
      const created: OccupantState = { id, row: { nom: d.nom, prenom: d.prenom, ...fields } as Partial<Occupant> };
      seenHere.add(created);
      effects.push(() => {
        const list = occupants.get(plotId) ?? [];
        list.push(created);
        occupants.set(plotId, list);
      });
      here.push(created);
      details.push(`Défunt ajouté : ${personName(d)}${d.dateDeces ? ` (décès ${formatPartialDate(d.dateDeces)})` : ''}.`);
      count('defuntsCrees');
    }
    const validated: ImportEnvelope[] = [];
    let invalid: string | null = null;
    for (const e of mine) {
      const prepared = prepareMutation(e.name, e.args);
      if (!prepared.ok) {
        invalid = prepared.error;
        break;
      }
      validated.push({ ...e, prepared });
    }
    if (invalid !== null) {
      refuse([invalid]);
      continue;
    }
    for (const effect of effects) effect();
    envelopes.push(...validated);
    for (const [k, v] of Object.entries(tally)) counts[k as keyof ImportCounts] += v;
    const created = details.some((d) => /créé|ajouté/.test(d));
    const status: LineStatus = mine.length === 0 ? 'inchangé' : created ? 'créé' : 'mis à jour';
    if (status === 'inchangé') counts.lignesInchangees += 1;
    out.push({ line: line.line, status, plot: label, details: mine.length === 0 ? ['Déjà à jour.', ...details] : details, warnings: [] });
  }
  return { lines: out, envelopes, counts };
}

/**
 * A concession's start date must be a whole date (spec 001 §3 dateDebut); a register that gives only a year
 * or a month gets its first day, said in the dry run.
 */
function startDate(date: PartialDate | null, details: string[]): string | null {
  if (!date || date.annee === null) return null;
  const iso = isoOf(date);
  if (iso) return iso;
  const filled = { jour: 1, mois: date.mois ?? 1, annee: date.annee };
  details.push(`Date de début incomplète (${formatPartialDate(date)}) : ${formatPartialDate(filled)} retenu.`);
  return isoOf(filled);
}

/** 'Ville de Saint-Étienne', 'Mairie de saint etienne' and 'SAINT ETIENNE' are one commune. */
function communeKey(name: string): string {
  return normalizeText(name).replace(/^(ville|commune|mairie|cimetiere|cimetiere communal)( de| d| du)? /, '').replace(/\bst\b/g, 'saint').replace(/\bste\b/g, 'sainte');
}

function sameYear(a: PartialDate | null, b: PartialDate | null): boolean {
  return !a || !b || a.annee === null || b.annee === null || a.annee === b.annee;
}

function personArgs(p: { nom: string | null; prenom: string | null; nomJeuneFille: string | null; civilite: 'H' | 'F' | null }) {
  return { nom: p.nom, prenom: p.prenom, ...(p.nomJeuneFille ? { nomJeuneFille: p.nomJeuneFille } : {}), ...(p.civilite ? { civilite: p.civilite } : {}) };
}

function personName(p: { nom: string | null; prenom: string | null }): string {
  return [p.nom, p.prenom].filter(Boolean).join(' ') || 'Inconnu';
}

function plotLabel(p: RegisterLine['plot']): string {
  return [p.carre && `Carré ${p.carre}`, p.allee && `Allée ${p.allee}`, p.numero && `N° ${p.numero}`].filter(Boolean).join(' · ');
}

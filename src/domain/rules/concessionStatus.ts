import { EQUIPMENT_OR_COMMON_TYPES, EQUIPMENT_TYPES, type LocationType } from '../constants/locationTypes';
import { DUREE_PERPETUELLE_MIN, RENEWAL_WINDOW_YEARS } from '../constants/durations';
import {
  CONCESSION_STATUS_COLOURS,
  CONCESSION_STATUS_LABELS,
  STATUS_TEXT_HEX,
  type ConcessionStatusCode,
  type StatusColour,
} from '../constants/status';
import type { Location } from '../entities/location';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { addYears, compareDates } from '../dates';

/** What the status needs of a concession. */
export type StatusLocation = Pick<Location, 'type' | 'perpetuelle' | 'duree' | 'dateFin' | 'nbPlaces' | 'isArchived'> & {
  deletedAt?: string | null;
};

/**
 * Terrain commun (R2223-5, a 5-year rotation) and Caveau provisoire (6 months) are not concessions: no renewal
 * window follows their end (the 2 years of CGCT L2223-15 are a concession holder's right), so they are échue,
 * and may be taken back ('Reprise à échéance', spec 001 §2), on the day after their end date.
 */
const ROTATION_TYPES: readonly LocationType[] = ['Terrain commun', 'Caveau'];

/** Whether the plot's type grants a renewable concession (false for Terrain commun and Caveau). */
export function isRenewable(type: LocationType): boolean {
  return !ROTATION_TYPES.includes(type);
}

/**
 * 'Reprise à échéance' of the sheet: the end date itself for a Terrain commun or Caveau, the end of the
 * 2-year renewal window otherwise; null without an end date.
 */
export function repriseAEcheance(location: Pick<Location, 'type' | 'dateFin'>): IsoDate | null {
  if (!location.dateFin) return null;
  return isRenewable(location.type) ? addYears(location.dateFin, RENEWAL_WINDOW_YEARS) : location.dateFin;
}

/** The validity of a concession read from its dates alone. */
export type Validite = 'en_cours' | 'a_renouveler' | 'echue' | 'manque_donnee';

/**
 * Perpetual for display: the perpetual flag, or a duration of 99 years or more (spec 001 §4 and 002 §9: "a
 * duration of 99 or more counts as perpetual in lists"; the sheet's 999 rule is included). The duration only
 * decides when there is no end date: a 99- or 100-year concession with a known end still expires.
 */
export function isPerpetual(location: Pick<Location, 'perpetuelle' | 'duree' | 'dateFin'>): boolean {
  if (location.perpetuelle) return true;
  return location.dateFin === null && location.duree !== null && location.duree >= DUREE_PERPETUELLE_MIN;
}

/**
 * Validity from the end date (spec 001 §4 "Concession status from dateFin", 002 §4 "Concession validity"):
 * no end date and not perpetual: manque_donnee ('Données manquantes'); perpetual or end date not yet past:
 * en_cours (the concession runs through its end date); past by less than 2 years: a_renouveler; past by 2
 * years or more: echue. The two years are full years (CGCT L2223-15): on the second anniversary of the end it
 * is échue. A Terrain commun or Caveau (type given) has no renewal window: échue the day after its end.
 */
export function concessionValidite(
  location: Pick<Location, 'perpetuelle' | 'duree' | 'dateFin'> & { type?: LocationType },
  today: IsoDate,
): Validite {
  if (isPerpetual(location)) return 'en_cours';
  if (location.dateFin === null) return 'manque_donnee';
  if (compareDates(today, location.dateFin) <= 0) return 'en_cours';
  if (location.type !== undefined && !isRenewable(location.type)) return 'echue';
  if (compareDates(today, addYears(location.dateFin, RENEWAL_WINDOW_YEARS)) < 0) return 'a_renouveler';
  return 'echue';
}

export interface ConcessionStatusInput {
  /** The plot's current concession; null (or archived, or deleted) when the plot is free. */
  location: StatusLocation | null;
  /** Deceased present in the plot (etat 'present', not deleted): see `countPresent`. */
  occupantsPresents?: number;
  /** The plot's procedures (any kind; deleted ones are ignored). */
  procedures?: ReadonlyArray<Pick<Procedure, 'kind' | 'dateFin'> & { deletedAt?: string | null }>;
  today: IsoDate;
}

export interface ConcessionStatus {
  /** The one status the plan colours and the sheet shows. */
  code: ConcessionStatusCode;
  label: string;
  colour: StatusColour;
  hex: string;
  /** Every quick-filter value the plot matches (a full, échue terrain commun matches three). */
  filters: ConcessionStatusCode[];
  /** The date reading alone, null for a free plot. */
  validite: Validite | null;
  perpetuelle: boolean;
  pleine: boolean;
}

function status(code: ConcessionStatusCode, rest: Omit<ConcessionStatus, 'code' | 'label' | 'colour' | 'hex'>): ConcessionStatus {
  const colour = CONCESSION_STATUS_COLOURS[code];
  return { code, label: CONCESSION_STATUS_LABELS[code], colour, hex: STATUS_TEXT_HEX[colour], ...rest };
}

function includesType(list: readonly LocationType[], type: LocationType): boolean {
  return list.includes(type);
}

/**
 * A reprise after abandonment under way: of that kind, not finished, not deleted. The one rule of the plan's
 * 'Reprise par abandon en cours' filter, the lists' status and the R2223-17 list (issue 12): it reads the
 * procedures themselves, never a flag of the concession (etatAbandon describes the grave, not the procedure).
 */
export function isRepriseAbandonEnCours(p: Pick<Procedure, 'kind' | 'dateFin'> & { deletedAt?: string | null }): boolean {
  return p.kind === 'repriseAbandon' && p.dateFin === null && !p.deletedAt;
}

/** An unfinished reprise after abandonment among the plot's procedures (spec 001 §2 filter bar). */
export function hasRepriseAbandonEnCours(procedures: ConcessionStatusInput['procedures']): boolean {
  return (procedures ?? []).some(isRepriseAbandonEnCours);
}

/**
 * The status of a plot and its concession, one rule for the plan, the sheet and the lists (spec 001 §2
 * side panel and filter bar, §4 "Concession status from dateFin" with both readings, and filter values;
 * 002 §4 "Concession validity").
 *
 * Precedence, most urgent first: a free plot ('libre'; an archived current concession reads 'archivee');
 * an unfinished reprise after abandonment ('abandon_en_cours'); Jardin du souvenir and Ossuaire, commune
 * equipment always 'En cours' (code 'equipements'); then the date reading (échue, à renouveler, données
 * manquantes); then 'pleine' when the deceased present reach nbPlaces; else 'en_cours'. A date alert wins
 * over fullness because it asks the town hall to act; fullness stays in `pleine` and `filters`.
 */
export function concessionStatus(input: ConcessionStatusInput): ConcessionStatus {
  const { location, today } = input;
  if (!location || location.deletedAt) {
    return status('libre', { filters: ['libre'], validite: null, perpetuelle: false, pleine: false });
  }
  if (location.isArchived) {
    return status('archivee', { filters: ['archivee'], validite: null, perpetuelle: false, pleine: false });
  }
  const perpetuelle = isPerpetual(location);
  const present = input.occupantsPresents ?? 0;
  const pleine = location.nbPlaces !== null && location.nbPlaces > 0 && present >= location.nbPlaces;
  const abandon = hasRepriseAbandonEnCours(input.procedures);

  if (includesType(EQUIPMENT_TYPES, location.type)) {
    const filters: ConcessionStatusCode[] = ['equipements'];
    if (abandon) filters.push('abandon_en_cours');
    return status(abandon ? 'abandon_en_cours' : 'equipements', { filters, validite: 'en_cours', perpetuelle, pleine: false });
  }

  const validite = concessionValidite(location, today);
  const filters: ConcessionStatusCode[] = [validite];
  if (pleine) filters.push('pleine');
  if (abandon) filters.push('abandon_en_cours');
  if (includesType(EQUIPMENT_OR_COMMON_TYPES, location.type)) filters.push('equipements');

  let code: ConcessionStatusCode = validite;
  if (abandon) code = 'abandon_en_cours';
  else if (validite === 'en_cours' && pleine) code = 'pleine';
  return status(code, { filters, validite, perpetuelle, pleine });
}

/** The deceased present in a plot: not exhumed, reduced away or reunited, not deleted (spec 001 §4). */
export function countPresent(occupants: ReadonlyArray<{ etat: string; deletedAt?: string | null }>): number {
  return occupants.filter((o) => o.etat === 'present' && !o.deletedAt).length;
}

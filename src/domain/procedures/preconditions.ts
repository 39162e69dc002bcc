import { GRANTED_TYPES, type LocationType } from '../constants/locationTypes';
import { MORT_POUR_LA_FRANCE } from '../constants/occupants';
import { PROCEDURE_KINDS, type ProcedureKind } from '../constants/procedures';
import { RENEWAL_EARLY_YEARS, RENEWAL_WINDOW_YEARS } from '../constants/durations';
import { addYears, compareDates, daysInMonth, makeIsoDate } from '../dates';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate, PartialDate } from '../entities/replicated';
import { concessionValidite, countPresent, isPerpetual } from '../rules/concessionStatus';
import { isPeril, MSG_REPRISE_PERIL } from '../rules/peril';

/** What a procedure's preconditions look at. */
export interface ProcedureContext {
  /** The plot's current concession (not archived, not deleted), or null for a free plot. */
  location: Location | null;
  occupants: readonly Occupant[];
  procedures: readonly Procedure[];
  today: IsoDate;
}

export type Precondition =
  | { possible: true; /** Step the procedure starts at. */ startStep: number; notes: string[] }
  | { possible: false; reason: string };

/** Years of the reprise after abandonment (CGCT R2223-12) and of the non-renewal reprise (R2223-5, doctrine). */
export const REPRISE_ABANDON_MIN_CONTRACT_YEARS = 30;
export const REPRISE_ABANDON_MIN_YEARS_SINCE_BURIAL = 10;
export const REPRISE_NR_MIN_YEARS_SINCE_BURIAL = 5;
/** A "Mort pour la France" burial protects a perpetual or centenary concession for 50 years (CGCT R2223-22). */
export const MORT_POUR_LA_FRANCE_PROTECTION_YEARS = 50;

export const MSG_PROCEDURES = {
  aucuneProcedure: "Aucune procédure n'est possible pour ce type d'emplacement.",
  renouvAucuneConcession: "Renouvellement impossible car aucune concession n'est en cours",
  renouvAucuneDateFin: "Renouvellement impossible car aucune date de fin n'a été enregistrée",
  renouvTropTot: 'Le renouvellement doit se faire au maximum 5 ans avant la fin de la concession.',
  renouvTropTard: 'Renouvellement impossible car la concession est échue depuis plus de deux ans.',
  renouvAnticipe:
    "Avant l'échéance, un renouvellement n'est possible que pour permettre une inhumation ; sinon, proposez une conversion.",
  conversionAucuneConcession: "Conversion impossible car aucune concession n'est en cours",
  conversionPerpetuelle: 'Conversion impossible car la concession est déjà perpétuelle.',
  conversionEchue:
    "Conversion impossible car la concession est arrivée à échéance (article L2223-16 du CGCT) : proposez un renouvellement pour une durée plus longue.",
  donationAucuneConcession: "Donation impossible car aucune concession n'est en cours",
  donationOccupee: "L'emplacement est occupé : la donation n'est possible qu'au sein de la famille, par acte notarié.",
  retroAucuneConcession: "Rétrocession impossible car aucune concession n'est en cours",
  retroOccupee: "Rétrocession impossible car l'emplacement n'est pas vide de tout corps.",
  retroIncomplete: 'Les informations de la concession sont incomplètes...',
  rnrLibre: "Reprise pour non renouvellement impossible car l'emplacement est libre.",
  rnrValide: 'Reprise pour non renouvellement impossible car la concession est en cours de validité.',
  rnrPasEchue: "Reprise pour non renouvellement impossible car la concession n'est pas échue depuis plus de deux ans.",
  rnrInhumationRecente:
    'Reprise pour non renouvellement impossible car la dernière inhumation date de moins de cinq ans (délai de rotation, article R2223-5 du CGCT, appliqué par la doctrine).',
  rnrInformation:
    "Reprise pour non renouvellement impossible tant que les titulaires et leurs ayants droit n'ont pas été informés de leur droit au renouvellement (article L2223-15 du CGCT).",
  raLibre: "Reprise après constat d'abandon impossible car l'emplacement est libre.",
  raMoins30Ans: "Reprise après constat d'abandon impossible car le contrat de concession n'a pas plus de 30 ans.",
  raInhumationRecente:
    "Reprise après constat d'abandon impossible car la dernière inhumation date de moins de dix ans (article R2223-12 du CGCT).",
  raMortPourLaFrance:
    "Reprise après constat d'abandon impossible : un défunt « Mort pour la France » y repose depuis moins de 50 ans (article R2223-22 du CGCT).",
  raPeril: MSG_REPRISE_PERIL,
  raNotoriete: "Date du contrat inconnue : la procédure commence par l'acte de notoriété (article R2223-14 du CGCT).",
} as const;

function no(reason: string): Precondition {
  return { possible: false, reason };
}

function yes(startStep = 1, notes: string[] = []): Precondition {
  return { possible: true, startStep, notes };
}

/** Procedures apply to granted concessions; Jardin du souvenir, Ossuaire, terrain commun and caveau have none. */
function procedureApplies(type: LocationType): boolean {
  return (GRANTED_TYPES as readonly LocationType[]).includes(type);
}

/**
 * The last day a partial date can mean (a death known by its year only is taken as 31 December): the
 * reprise delays then err on the side of the family.
 */
function latestDay(value: PartialDate | null): IsoDate | null {
  if (!value || value.annee === null) return null;
  const mois = value.mois ?? 12;
  return makeIsoDate(value.annee, mois, value.jour ?? daysInMonth(value.annee, mois));
}

/** The day of the latest burial among the deceased present (burial date, or death date when unknown). */
export function lastBurialDate(occupants: readonly Occupant[]): IsoDate | null {
  let last: IsoDate | null = null;
  for (const o of occupants) {
    if (o.deletedAt || o.etat !== 'present') continue;
    const day = o.dateInhumCrema ?? latestDay(o.dateDeces);
    if (day && (last === null || day > last)) last = day;
  }
  return last;
}

/** Whether the town hall logged that holders and heirs were told of their right to renew (LAW.md, L2223-15). */
export function informationRenouvellementFaite(location: Location): boolean {
  const info = location.champsSupp?.['informationRenouvellement'];
  return typeof info === 'object' && info !== null && typeof (info as { date?: unknown }).date === 'string';
}

/** Since when at least `years` have passed: `from` + years is on or before today. */
function elapsed(from: IsoDate, years: number, today: IsoDate): boolean {
  return compareDates(addYears(from, years), today) <= 0;
}

/**
 * Whether each procedure can start on a plot (spec 002 §4 and §5, error catalogue §8), corrected by the
 * law where LAW.md says so: renewal priced and started at expiry and allowed early only for a burial,
 * conversion refused after expiry (L2223-16), rétrocession only of an empty concession, reprise for
 * non-renewal after the duty to inform (L2223-15), reprise after abandonment blocked by a Mort pour la
 * France burial within 50 years (R2223-22) and counted from the deed (R2223-12).
 */
export function procedurePrecondition(kind: ProcedureKind, ctx: ProcedureContext): Precondition {
  const { location, today } = ctx;
  if (location && !procedureApplies(location.type)) return no(MSG_PROCEDURES.aucuneProcedure);
  const present = countPresent(ctx.occupants);
  switch (kind) {
    case 'renouvellement': {
      if (!location) return no(MSG_PROCEDURES.renouvAucuneConcession);
      if (!location.dateFin || isPerpetual(location)) return no(MSG_PROCEDURES.renouvAucuneDateFin);
      if (compareDates(today, addYears(location.dateFin, -RENEWAL_EARLY_YEARS)) < 0) return no(MSG_PROCEDURES.renouvTropTot);
      if (compareDates(today, addYears(location.dateFin, RENEWAL_WINDOW_YEARS)) >= 0) return no(MSG_PROCEDURES.renouvTropTard);
      // Early renewal is legally a conversion unless a burial is asked for (LAW.md "renewal window").
      const early = compareDates(today, location.dateFin) <= 0;
      return yes(0, early ? [MSG_PROCEDURES.renouvAnticipe] : []);
    }
    case 'conversion': {
      if (!location) return no(MSG_PROCEDURES.conversionAucuneConcession);
      if (isPerpetual(location)) return no(MSG_PROCEDURES.conversionPerpetuelle);
      // CGCT L2223-16: an expired concession cannot be converted (the spec's "up to 2 years after" is not the law).
      if (location.dateFin && compareDates(today, location.dateFin) > 0) return no(MSG_PROCEDURES.conversionEchue);
      return yes();
    }
    case 'donation': {
      if (!location) return no(MSG_PROCEDURES.donationAucuneConcession);
      return yes(1, present > 0 ? [MSG_PROCEDURES.donationOccupee] : []);
    }
    case 'retrocession': {
      if (!location) return no(MSG_PROCEDURES.retroAucuneConcession);
      if (present > 0) return no(MSG_PROCEDURES.retroOccupee);
      if (!location.dateDebut) return no(MSG_PROCEDURES.retroIncomplete);
      return yes();
    }
    case 'repriseNonRenouvellement': {
      if (!location) return no(MSG_PROCEDURES.rnrLibre);
      const validite = concessionValidite(location, today);
      if (validite === 'en_cours' || validite === 'manque_donnee') return no(MSG_PROCEDURES.rnrValide);
      if (validite === 'a_renouveler') return no(MSG_PROCEDURES.rnrPasEchue);
      const burial = lastBurialDate(ctx.occupants);
      if (burial && !elapsed(burial, REPRISE_NR_MIN_YEARS_SINCE_BURIAL, today)) return no(MSG_PROCEDURES.rnrInhumationRecente);
      if (!informationRenouvellementFaite(location)) return no(MSG_PROCEDURES.rnrInformation);
      return yes();
    }
    case 'repriseAbandon': {
      if (!location) return no(MSG_PROCEDURES.raLibre);
      // A monument in péril follows the building code's procedure, not the abandonment reprise (LAW.md; issue 28).
      if (isPeril(location.etatAbandon)) return no(MSG_PROCEDURES.raPeril);
      // R2223-12: thirty years from the deed. With no known deed the act of notoriety (step 0) states it.
      const deed = location.dateDebut ?? location.dateOriginelle;
      if (deed && !elapsed(deed, REPRISE_ABANDON_MIN_CONTRACT_YEARS, today)) return no(MSG_PROCEDURES.raMoins30Ans);
      const burial = lastBurialDate(ctx.occupants);
      if (burial && !elapsed(burial, REPRISE_ABANDON_MIN_YEARS_SINCE_BURIAL, today)) return no(MSG_PROCEDURES.raInhumationRecente);
      if (protectedByMortPourLaFrance(location, ctx.occupants, today)) return no(MSG_PROCEDURES.raMortPourLaFrance);
      return deed ? yes(1) : yes(0, [MSG_PROCEDURES.raNotoriete]);
    }
  }
}

/**
 * CGCT R2223-22: a perpetual or centenary concession holding a "Mort pour la France" cannot be taken back
 * within 50 years of that burial.
 */
export function protectedByMortPourLaFrance(location: Location, occupants: readonly Occupant[], today: IsoDate): boolean {
  const longTerm = isPerpetual(location) || (location.duree !== null && location.duree >= 100);
  if (!longTerm) return false;
  return occupants.some((o) => {
    if (o.deletedAt || !o.criteresSpecifiques.includes(MORT_POUR_LA_FRANCE)) return false;
    const burial = o.dateInhumCrema ?? latestDay(o.dateDeces);
    // Unknown burial date: protected, the town hall must establish it before taking the grave back.
    return burial === null || !elapsed(burial, MORT_POUR_LA_FRANCE_PROTECTION_YEARS, today);
  });
}

export interface ProcedurePanel {
  ongoing: Procedure[];
  others: Array<{ kind: ProcedureKind; precondition: Precondition }>;
  finished: Procedure[];
}

/**
 * The plot sheet's procedures panel (spec 001 §2): ongoing procedures, the other kinds with whether they
 * can start (green or red tick), and finished ones.
 */
export function procedurePanel(ctx: ProcedureContext): ProcedurePanel {
  const live = ctx.procedures.filter((p) => !p.deletedAt);
  const ongoing = live.filter((p) => p.dateFin === null);
  const finished = live.filter((p) => p.dateFin !== null).sort((a, b) => (b.dateFin ?? '').localeCompare(a.dateFin ?? ''));
  const busy = new Set(ongoing.map((p) => p.kind));
  const others = PROCEDURE_KINDS.filter((k) => !busy.has(k)).map((kind) => ({ kind, precondition: procedurePrecondition(kind, ctx) }));
  return { ongoing, others, finished };
}

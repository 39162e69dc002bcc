import { z } from 'zod';
import { DUREES_ANNEES, RENEWAL_EARLY_YEARS, RENEWAL_WINDOW_YEARS } from '../constants/durations';
import type { SurfaceClasse } from '../constants/surfaces';
import { addDays, addYears, compareDates } from '../dates';
import type { Location } from '../entities/location';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';
import { computeDateFin, isCentenaireAllowed } from '../rules/concessionDates';
import { isPerpetual } from '../rules/concessionStatus';
import { noTarifForDateMessage, tarifParAn } from '../tarifs/lookup';
import { isTarifType, priceAt, surfaceFor } from './common';
import { documents, dureeAnnees, stepDate, surfaceClasse, valide } from './fields';
import { MSG_STEPS } from './messages';
import { informationRenouvellementFaite, MSG_PROCEDURES } from './preconditions';
import { defineStep, type EngineContext, type ProcedureDef } from './types';

/**
 * Renewal (spec 002 §2 RENOUVELLEMENT DE CONCESSION, §4, §5, §9), corrected by the law (LAW.md):
 * - priced at the tariff in force on the EXPIRY date, and the new term runs from the expiry date, not from the
 *   day of the renewal (CGCT L2223-15 as read by the Conseil d'État, 2007, Ville de Paris);
 * - possible up to two full years after expiry (L2223-15), at most five years before it (spec 002 §9);
 *   before expiry only to allow a burial, otherwise it is a conversion (LAW.md "renewal window").
 */

/** Step 0: the letters to the family, which are also the information of L2223-15. */
const courriers = defineStep({
  etape: 0,
  titre: 'Courriers aux familles',
  bouton: 'Générer',
  optional: true,
  redoable: true,
  schema: z.lazy(() => z.object({ dateCourrier: stepDate('La date des courriers'), documents, valide })),
  date: (f) => f.dateCourrier,
  data: (f) => ({ courrier: { date: f.dateCourrier, documents: f.documents } }),
  // CGCT L2223-15 (3DS law): the town informs holders and heirs of their right to renew; the letter is it.
  effect: (f, _proc, ctx) => {
    const champsSupp = ctx.location?.champsSupp ?? {};
    if (informationRenouvellementFaite(ctx.location as Location)) return {};
    return { location: { champsSupp: { ...champsSupp, informationRenouvellement: { date: f.dateCourrier, moyens: ['courrier'] } } } };
  },
});

export const renouvellementFields = z.lazy(() => z
  .object({
    dateRenouvellement: stepDate('La date du renouvellement'),
    nouvelleDuree: dureeAnnees,
    perpetuelle: z.boolean({ error: 'Réponse invalide.' }).default(false),
    surfaceClasse,
    parMetreCarre: z.boolean({ error: 'Réponse invalide.' }).default(false),
    /** A burial is asked for: the only ground for a renewal before expiry (LAW.md). */
    inhumationDemandee: z.boolean({ error: 'Réponse invalide.' }).default(false),
    documents,
    valide,
  })
  .refine((f) => f.perpetuelle || f.nouvelleDuree !== null, { message: MSG_STEPS.dureeInvalide, path: ['nouvelleDuree'] }));
export type RenouvellementFields = z.output<typeof renouvellementFields>;

export interface RenewalChoice {
  nouvelleDuree: number | null;
  perpetuelle: boolean;
  surfaceClasse: SurfaceClasse | null;
  parMetreCarre: boolean;
}

/** What 'Voulez vous sauvegarder ce tarif ?' pre-fills in the tariff form (spec 002 §2), for tarif.create. */
export interface TarifDraft {
  typeEmplacement: Tarif['typeEmplacement'];
  duree: number | null;
  perpetuelle: boolean;
  surface: SurfaceClasse | null;
  parMetreCarre: boolean;
  dateApplication: IsoDate;
}

export type RenewalQuote =
  | { ok: true; tarifId: string; prix: number; partCCAS: number; tarifParAn: number | null; dateDebut: IsoDate; dateFin: IsoDate | null }
  | { ok: false; message: string; tarifDraft: TarifDraft | null };

/**
 * The renewal's price and new term (LAW.md, CE 2007): the tariff in force on the expiry date, the new term
 * from the expiry date. No tariff: the spec's 'Aucun tarif trouvé pour la date {date}' and what the tariff
 * form needs to save one.
 */
export function renewalQuote(ctx: EngineContext, choice: RenewalChoice): RenewalQuote {
  const location = ctx.location;
  if (!location?.dateFin) return { ok: false, message: MSG_PROCEDURES.renouvAucuneDateFin, tarifDraft: null };
  const expiry = location.dateFin;
  const surface = surfaceFor(ctx, choice.surfaceClasse);
  const found = priceAt(ctx, location, { ...choice, duree: choice.nouvelleDuree, surfaceClasse: surface, date: expiry, usage: 'renouvellement' });
  if (!found) {
    const tarifDraft = isTarifType(location.type)
      ? { typeEmplacement: location.type, duree: choice.perpetuelle ? null : choice.nouvelleDuree, perpetuelle: choice.perpetuelle, surface: choice.parMetreCarre ? null : surface, parMetreCarre: choice.parMetreCarre, dateApplication: expiry }
      : null;
    return { ok: false, message: noTarifForDateMessage(expiry), tarifDraft };
  }
  const dateFin = computeDateFin({ dateDebut: expiry, duree: choice.nouvelleDuree, perpetuelle: choice.perpetuelle });
  return {
    ok: true, tarifId: found.tarif.id, prix: found.prix.montant, partCCAS: found.prix.partCCAS,
    tarifParAn: tarifParAn(found.prix.montant, choice.nouvelleDuree, choice.perpetuelle), dateDebut: expiry, dateFin,
  };
}

/**
 * Durations offered for the renewal (spec 002 §9), each with whether the price list has a tariff for it at
 * the expiry date: the form rebuilds its list from it (spec 002 §2). The 100-year option follows
 * isCentenaireAllowed for the new term's start (ordonnance 59-33: none since 1959).
 */
export function renewalDurations(ctx: EngineContext, surface: SurfaceClasse | null = null): Array<{ duree: number | null; perpetuelle: boolean; tarif: boolean }> {
  const expiry = ctx.location?.dateFin ?? null;
  const options = [
    ...DUREES_ANNEES.filter((d) => d !== 100 || isCentenaireAllowed(expiry)).map((d) => ({ duree: d as number | null, perpetuelle: false })),
    { duree: null, perpetuelle: true },
  ];
  return options.map((o) => ({ ...o, tarif: renewalQuote(ctx, { nouvelleDuree: o.duree, perpetuelle: o.perpetuelle, surfaceClasse: surface, parMetreCarre: false }).ok }));
}

function renouvCheck(f: RenouvellementFields, _proc: Procedure, ctx: EngineContext): string | null {
  const expiry = ctx.location?.dateFin;
  if (!expiry) return MSG_PROCEDURES.renouvAucuneDateFin;
  if (compareDates(f.dateRenouvellement, addYears(expiry, -RENEWAL_EARLY_YEARS)) < 0) return MSG_PROCEDURES.renouvTropTot;
  // L2223-15: two full years after expiry; on the second anniversary it is échue.
  if (compareDates(f.dateRenouvellement, addYears(expiry, RENEWAL_WINDOW_YEARS)) >= 0) return MSG_PROCEDURES.renouvTropTard;
  if (compareDates(f.dateRenouvellement, expiry) <= 0 && !f.inhumationDemandee) return MSG_PROCEDURES.renouvAnticipe;
  if (!f.perpetuelle && f.nouvelleDuree === 100 && !isCentenaireAllowed(expiry)) return MSG_STEPS.dureeInvalide;
  const quote = renewalQuote(ctx, f);
  return quote.ok ? null : quote.message;
}

/** Step 1: the renewal itself; its effect is the new term on the concession. */
const renouveler = defineStep({
  etape: 1,
  titre: 'Renouvellement de la concession',
  bouton: 'Renouveler',
  schema: renouvellementFields,
  impossible: (_proc, ctx) => (!ctx.location?.dateFin || isPerpetual(ctx.location) ? MSG_PROCEDURES.renouvAucuneDateFin : null),
  deadline: (_proc, ctx) => (ctx.location?.dateFin ? addDays(addYears(ctx.location.dateFin, RENEWAL_WINDOW_YEARS), -1) : null),
  date: (f) => f.dateRenouvellement,
  check: renouvCheck,
  data: (f, _proc, ctx) => {
    const quote = renewalQuote(ctx, f);
    const location = ctx.location as Location;
    return {
      ancienneDateFin: location.dateFin, ancienneDuree: location.duree, dateRenouvellement: f.dateRenouvellement,
      nouvelleDuree: f.perpetuelle ? null : f.nouvelleDuree, perpetuelle: f.perpetuelle, inhumationDemandee: f.inhumationDemandee,
      ...(quote.ok ? { prix: quote.prix, partCCAS: quote.partCCAS, tarifId: quote.tarifId, nouvelleDateFin: quote.dateFin } : {}),
    };
  },
  effect: (f, _proc, ctx) => {
    const quote = renewalQuote(ctx, f);
    if (!quote.ok) return {};
    return { location: { dateDebut: quote.dateDebut, duree: f.perpetuelle ? null : f.nouvelleDuree, perpetuelle: f.perpetuelle, dateFin: quote.dateFin, prix: quote.prix } };
  },
});

export const renouvellement: ProcedureDef = { kind: 'renouvellement', steps: [courriers, renouveler] };

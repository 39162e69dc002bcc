import { z } from 'zod';
import { DUREES_ANNEES } from '../constants/durations';
import { compareDates } from '../dates';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import { computeDateFin } from '../rules/concessionDates';
import { isPerpetual } from '../rules/concessionStatus';
import { NO_TARIF_MESSAGE } from '../tarifs/lookup';
import { mayBeInFrancs, montantConversion, prorataRestant } from '../tarifs/prorata';
import { currentDuree, priceAt, surfaceFor } from './common';
import { documents, dureeAnnees, montant, stepDate, surfaceClasse, valide } from './fields';
import { MSG_STEPS } from './messages';
import { MSG_PROCEDURES } from './preconditions';
import { defineStep, type EngineContext, type ProcedureDef } from './types';

/**
 * Conversion (spec 002 §2, §3, §5), corrected by CGCT L2223-16: only to a longer term, the value of the time
 * left deducted, and never after expiry (the spec's "up to 2 years after" is not the law: an expired
 * concession is renewed, for a longer term if the family wishes). The converted concession is a new grant
 * from the conversion date: the time left is paid back by the deduction, so it is not counted twice.
 */

export const conversionFields = z.lazy(() => z
  .object({
    prixInitial: montant,
    dateContratInitial: stepDate('La date du contrat initial'),
    dateConversion: stepDate('La date de conversion'),
    nouvelleDuree: dureeAnnees,
    perpetuelle: z.boolean({ error: 'Réponse invalide.' }).default(false),
    surfaceClasse,
    parMetreCarre: z.boolean({ error: 'Réponse invalide.' }).default(false),
    documents,
    valide,
  })
  .refine((f) => f.perpetuelle || f.nouvelleDuree !== null, { message: MSG_STEPS.dureeInvalide, path: ['nouvelleDuree'] }));
export type ConversionFields = z.output<typeof conversionFields>;

export type ConversionQuote =
  | {
      ok: true;
      prorataTemporisSoustrait: number;
      prixNouvelleDuree: number;
      montantAPayer: number;
      nouvelleDateEcheance: IsoDate | null;
      tarifId: string;
    }
  | { ok: false; message: string };

/** Whether the new term is longer than the current one (L2223-16); perpetual is the longest. */
export function isLonger(location: Location, nouvelleDuree: number | null, perpetuelle: boolean): boolean {
  if (isPerpetual(location)) return false;
  if (perpetuelle) return true;
  const current = currentDuree(location);
  return nouvelleDuree !== null && (current === null || nouvelleDuree > current);
}

/** Durations the conversion may offer: those longer than the current one (spec 002 §5, L2223-16). */
export function conversionDurations(location: Location): Array<{ duree: number | null; perpetuelle: boolean }> {
  if (isPerpetual(location)) return [];
  const longer = DUREES_ANNEES.filter((d) => d !== 100 && isLonger(location, d, false)).map((d) => ({ duree: d as number | null, perpetuelle: false }));
  return [...longer, { duree: null, perpetuelle: true }];
}

/**
 * The conversion's amounts (spec 002 §3 form fields): the value of the time left on the conversion date, pro
 * rata of the initial price (L2223-16), deducted from the price of the new duration under the tariff in force
 * that day; the new end date counted from the conversion date.
 */
export function conversionQuote(ctx: EngineContext, f: Pick<ConversionFields, 'prixInitial' | 'dateContratInitial' | 'dateConversion' | 'nouvelleDuree' | 'perpetuelle' | 'surfaceClasse' | 'parMetreCarre'>): ConversionQuote {
  const location = ctx.location;
  if (!location?.dateFin) return { ok: false, message: MSG_STEPS.conversionSansDateFin };
  if (f.prixInitial === null) return { ok: false, message: MSG_STEPS.prixInitial };
  const found = priceAt(ctx, location, {
    duree: f.nouvelleDuree, perpetuelle: f.perpetuelle, surfaceClasse: surfaceFor(ctx, f.surfaceClasse), parMetreCarre: f.parMetreCarre, date: f.dateConversion, usage: 'attribution',
  });
  if (!found) return { ok: false, message: NO_TARIF_MESSAGE };
  const prorata = prorataRestant(f.prixInitial, f.dateContratInitial, location.dateFin, f.dateConversion);
  return {
    ok: true,
    prorataTemporisSoustrait: prorata,
    prixNouvelleDuree: found.prix.montant,
    montantAPayer: montantConversion(found.prix.montant, prorata),
    nouvelleDateEcheance: computeDateFin({ dateDebut: f.dateConversion, duree: f.nouvelleDuree, perpetuelle: f.perpetuelle }),
    tarifId: found.tarif.id,
  };
}

const convertir = defineStep({
  etape: 1,
  titre: 'Conversion de la concession',
  bouton: 'Démarrer',
  schema: conversionFields,
  impossible: (_proc, ctx) => {
    const location = ctx.location;
    if (!location) return MSG_PROCEDURES.conversionAucuneConcession;
    if (isPerpetual(location)) return MSG_PROCEDURES.conversionPerpetuelle;
    if (!location.dateFin) return MSG_STEPS.conversionSansDateFin;
    return null;
  },
  date: (f) => f.dateConversion,
  check: (f, _proc, ctx) => {
    const location = ctx.location as Location;
    if (f.prixInitial === null) return MSG_STEPS.prixInitial;
    // L2223-16: an expired concession cannot be converted.
    if (location.dateFin && compareDates(f.dateConversion, location.dateFin) > 0) return MSG_PROCEDURES.conversionEchue;
    if (compareDates(f.dateContratInitial, f.dateConversion) > 0) return MSG_STEPS.dateContratApresConversion;
    if (!isLonger(location, f.nouvelleDuree, f.perpetuelle)) return MSG_STEPS.conversionPlusLongue;
    const quote = conversionQuote(ctx, f);
    return quote.ok ? null : quote.message;
  },
  warnings: (champs) => {
    const date = typeof champs['dateContratInitial'] === 'string' ? champs['dateContratInitial'] : null;
    return mayBeInFrancs(date) ? [MSG_STEPS.francs] : [];
  },
  data: (f, _proc, ctx) => {
    const quote = conversionQuote(ctx, f);
    return {
      prixInitial: f.prixInitial, dateContratInitial: f.dateContratInitial, dateConversion: f.dateConversion,
      nouvelleDuree: f.perpetuelle ? null : f.nouvelleDuree, perpetuelle: f.perpetuelle,
      ...(quote.ok ? { prorataTemporisSoustrait: quote.prorataTemporisSoustrait, prixNouvelleDuree: quote.prixNouvelleDuree, montantAPayer: quote.montantAPayer, nouvelleDateEcheance: quote.nouvelleDateEcheance, tarifId: quote.tarifId } : {}),
    };
  },
  effect: (f, _proc, ctx) => {
    const quote = conversionQuote(ctx, f);
    if (!quote.ok) return {};
    return { location: { dateDebut: f.dateConversion, duree: f.perpetuelle ? null : f.nouvelleDuree, perpetuelle: f.perpetuelle, dateFin: quote.nouvelleDateEcheance, prix: quote.prixNouvelleDuree } };
  },
});

export const conversion: ProcedureDef = { kind: 'conversion', steps: [convertir] };

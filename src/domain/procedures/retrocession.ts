import { z } from 'zod';
import { compareDates } from '../dates';
import type { Location } from '../entities/location';
import { isPerpetual } from '../rules/concessionStatus';
import { cents } from '../tarifs/lookup';
import { prorataRestant, remboursementRetrocession } from '../tarifs/prorata';
import { endConcession, presentOccupants, priceAt } from './common';
import { documents, montant, optionalStepDate, ouiNon, stepDate, valide } from './fields';
import { MSG_STEPS } from './messages';
import { MSG_PROCEDURES } from './preconditions';
import { defineStep, type EngineContext, type ProcedureDef } from './types';

/**
 * Rétrocession (spec 002 §2, §3, §5): one step. Not in statute; the ministerial answers (LAW.md) say: only a
 * concession empty of any body, asked by its holder, with the council's agreement (which may refuse), and a
 * refund pro rata of the time left, less the share that went to the social action centre.
 */

export const retrocessionFields = z.lazy(() => z.object({
  dateRetrocession: stepDate('La date de rétrocession'),
  prixConcessionInitiale: montant,
  accordConseilMunicipal: ouiNon,
  demandeeTitulaire: ouiNon,
  dateDeliberation: optionalStepDate,
  /** Only for a perpetual concession: no term, so the council fixes the amount. */
  montantRembourser: montant,
  documents,
  valide,
}));
export type RetrocessionFields = z.output<typeof retrocessionFields>;

export interface RetrocessionQuote {
  prorata: number;
  /** The share kept back because it went to the CCAS: 'tiers', a percentage, or none. */
  partCCAS: 'tiers' | number | null;
  montantRembourser: number;
}

/**
 * The refund (LAW.md, ministerial answers): the initial price pro rata of the time left on the rétrocession
 * date, less the third given to the social action centre when the tariff of the grant gave it one (a
 * percentage share is kept back the same way: it was never the commune's to return). A perpetual concession
 * has no term: the amount fixed by the council.
 */
export function retrocessionQuote(ctx: EngineContext, f: Pick<RetrocessionFields, 'dateRetrocession' | 'prixConcessionInitiale' | 'montantRembourser'>): RetrocessionQuote | null {
  const location = ctx.location;
  if (!location?.dateDebut || f.prixConcessionInitiale === null) return null;
  if (isPerpetual(location) || !location.dateFin) {
    return f.montantRembourser === null ? null : { prorata: f.montantRembourser, partCCAS: null, montantRembourser: f.montantRembourser };
  }
  const prorata = prorataRestant(f.prixConcessionInitiale, location.dateDebut, location.dateFin, f.dateRetrocession);
  const grant = priceAt(ctx, location, { duree: location.duree, perpetuelle: false, surfaceClasse: location.surfaceClasse, parMetreCarre: false, date: location.dateDebut, usage: 'attribution' });
  if (grant?.tarif.isCCASTier) return { prorata, partCCAS: 'tiers', montantRembourser: remboursementRetrocession(prorata, true) };
  const pct = grant?.tarif.ccas ?? null;
  if (pct) return { prorata, partCCAS: pct, montantRembourser: cents(prorata * (1 - pct / 100)) };
  return { prorata, partCCAS: null, montantRembourser: prorata };
}

const retroceder = defineStep({
  etape: 1,
  titre: 'Rétrocession de la concession',
  bouton: 'Démarrer',
  schema: retrocessionFields,
  impossible: (_proc, ctx) => {
    if (!ctx.location) return MSG_PROCEDURES.retroAucuneConcession;
    if (presentOccupants(ctx).length > 0) return MSG_PROCEDURES.retroOccupee;
    if (!ctx.location.dateDebut) return MSG_PROCEDURES.retroIncomplete;
    return null;
  },
  date: (f) => f.dateRetrocession,
  check: (f, _proc, ctx) => {
    const location = ctx.location as Location;
    if (f.accordConseilMunicipal !== true) return MSG_STEPS.retroAccord;
    if (f.demandeeTitulaire !== true) return MSG_STEPS.retroTitulaire;
    if (location.dateFin && !isPerpetual(location) && compareDates(f.dateRetrocession, location.dateFin) > 0) return MSG_STEPS.retroEchue;
    if (f.prixConcessionInitiale === null) return MSG_STEPS.prixInitial;
    if ((isPerpetual(location) || !location.dateFin) && f.montantRembourser === null) return MSG_STEPS.retroMontantPerpetuelle;
    return null;
  },
  data: (f, _proc, ctx) => {
    const quote = retrocessionQuote(ctx, f);
    return {
      dateRetrocession: f.dateRetrocession, prixConcessionInitiale: f.prixConcessionInitiale, accordConseilMunicipal: f.accordConseilMunicipal,
      demandeeTitulaire: f.demandeeTitulaire, dateDeliberation: f.dateDeliberation, acte: f.documents[0] ?? null,
      ...(quote ? { prorata: quote.prorata, partCCAS: quote.partCCAS, montantRembourser: quote.montantRembourser } : {}),
    };
  },
  effect: (_f, _proc, ctx, last) => (last ? { location: endConcession(ctx) } : {}),
});

export const retrocession: ProcedureDef = { kind: 'retrocession', steps: [retroceder] };

import type { ProcedureKind } from '../../domain/constants/procedures';
import type { SurfaceClasse } from '../../domain/constants/surfaces';
import type { IsoDate } from '../../domain/entities/replicated';
import { conversionQuote, renewalQuote, retrocessionQuote, type EngineContext } from '../../domain/procedures';

/** Form values as the engine's quotes read them. */
const n = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const d = (v: unknown): IsoDate | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const surface = (v: unknown): SurfaceClasse | null => (v === 1 || v === 2 || v === 3 || v === 4 || v === 5 ? v : null);

/**
 * The amounts a step's form shows as it is typed (spec 002 §3): the renewal's price and new end (tariff at
 * expiry, LAW.md), the conversion's prorata and amount (L2223-16), the rétrocession's refund. Null until the
 * fields they need are there.
 */
export function computedAmounts(kind: ProcedureKind, ctx: EngineContext, values: Record<string, unknown>): Record<string, unknown> | null {
  const choice = { nouvelleDuree: n(values['nouvelleDuree']), perpetuelle: values['perpetuelle'] === true, surfaceClasse: surface(values['surfaceClasse']), parMetreCarre: values['parMetreCarre'] === true };
  if (kind === 'renouvellement') {
    if (!choice.perpetuelle && choice.nouvelleDuree === null) return null;
    const q = renewalQuote(ctx, choice);
    return q.ok ? { prix: q.prix, nouvelleDateFin: q.dateFin } : null;
  }
  if (kind === 'conversion') {
    const dateContratInitial = d(values['dateContratInitial']);
    const dateConversion = d(values['dateConversion']);
    if (!dateContratInitial || !dateConversion || (!choice.perpetuelle && choice.nouvelleDuree === null)) return null;
    const q = conversionQuote(ctx, { ...choice, prixInitial: n(values['prixInitial']), dateContratInitial, dateConversion });
    return q.ok ? { ...q } : null;
  }
  if (kind === 'retrocession') {
    const dateRetrocession = d(values['dateRetrocession']);
    if (!dateRetrocession) return null;
    const q = retrocessionQuote(ctx, { dateRetrocession, prixConcessionInitiale: n(values['prixConcessionInitiale']), montantRembourser: n(values['montantRembourser']) });
    return q ? { ...q } : null;
  }
  return null;
}

/** The renewal's 'Aucun tarif trouvé pour la date {date}' for the chosen duration, with what to save. */
export function renewalTarifProblem(ctx: EngineContext, values: Record<string, unknown>) {
  const perpetuelle = values['perpetuelle'] === true;
  const nouvelleDuree = n(values['nouvelleDuree']);
  if (!perpetuelle && nouvelleDuree === null) return null;
  const q = renewalQuote(ctx, { nouvelleDuree, perpetuelle, surfaceClasse: surface(values['surfaceClasse']), parMetreCarre: values['parMetreCarre'] === true });
  return q.ok ? null : q;
}

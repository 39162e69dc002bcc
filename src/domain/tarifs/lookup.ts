import type { TarifType } from '../constants/locationTypes';
import type { SurfaceClasse } from '../constants/surfaces';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';
import { formatFrDate } from '../dates';

export const NO_TARIF_MESSAGE = "Aucun tarif trouvé pour cette durée et ce type d'emplacement.";

/** Renewal without a tariff on the pricing date (spec 002 §8). */
export function noTarifForDateMessage(date: IsoDate): string {
  return `Aucun tarif trouvé pour la date ${formatFrDate(date)}`;
}

export interface TarifQuery {
  typeEmplacement: TarifType;
  duree: number | null;
  perpetuelle: boolean;
  surfaceClasse: SurfaceClasse | null;
  /** The day whose price list applies: the attribution day, or the expiry day for a renewal. */
  date: IsoDate;
}

/**
 * The tariff that applies (spec 000 §4, 001 §9): same type, same duration (or perpetual), same surface
 * class or a per-m² tariff, in force on `date` (dateApplication on or before it); the latest-dated one
 * prevails. Archived tariffs still count for a past date: a renewal is priced at the tariff in force on
 * the expiry date (CGCT L2223-15, CE 2007 Ville de Paris), which may since have been replaced.
 */
export function findTarif(tarifs: readonly Tarif[], q: TarifQuery): Tarif | null {
  let best: Tarif | null = null;
  for (const t of tarifs) {
    if (t.deletedAt || t.typeEmplacement !== q.typeEmplacement || t.dateApplication > q.date) continue;
    if (q.perpetuelle ? !t.perpetuelle : t.perpetuelle || t.duree !== q.duree) continue;
    if (!t.parMetreCarre && t.surface !== q.surfaceClasse) continue;
    if (!best || better(t, best, q)) best = t;
  }
  return best;
}

function better(a: Tarif, b: Tarif, q: TarifQuery): boolean {
  if (a.dateApplication !== b.dateApplication) return a.dateApplication > b.dateApplication;
  // Same day: a tariff for the exact surface class beats a per-m² one, an active one beats an archived one.
  const exact = (t: Tarif) => (!t.parMetreCarre && t.surface === q.surfaceClasse ? 1 : 0);
  if (exact(a) !== exact(b)) return exact(a) > exact(b);
  if (a.archive !== b.archive) return !a.archive;
  return a.version > b.version;
}

export interface Prix {
  /** Price incl. tax, in euros, rounded to the cent. */
  montant: number;
  /** Share paid to the social action centre (CCAS): a percentage of the price, or one third. */
  partCCAS: number;
}

/** Price of an attribution or a renewal under a tariff; per-m² tariffs are multiplied by the surface. */
export function prixTarif(tarif: Tarif, usage: 'attribution' | 'renouvellement', surfaceM2: number | null): Prix | null {
  const base = usage === 'attribution' ? tarif.tarifFixe : (tarif.tarifRenouv ?? tarif.tarifFixe);
  if (base === null) return null;
  if (tarif.parMetreCarre && (surfaceM2 === null || surfaceM2 <= 0)) return null;
  const montant = cents(tarif.parMetreCarre ? base * (surfaceM2 ?? 0) : base);
  return { montant, partCCAS: partCCAS(tarif, montant) };
}

export function partCCAS(tarif: Pick<Tarif, 'ccas' | 'isCCASTier'>, montant: number): number {
  if (tarif.isCCASTier) return cents(montant / 3);
  return tarif.ccas ? cents((montant * tarif.ccas) / 100) : 0;
}

/** Tariff per year (spec 000 §3 tarifDuree): the tariff divided by the duration, null when perpetual. */
export function tarifParAn(montant: number | null, duree: number | null, perpetuelle: boolean): number | null {
  if (perpetuelle || montant === null || !duree) return null;
  return cents(montant / duree);
}

export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

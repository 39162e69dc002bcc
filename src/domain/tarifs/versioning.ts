import type { TarifType } from '../constants/locationTypes';
import { SURFACE_CLASSES, type SurfaceClasse } from '../constants/surfaces';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';

/**
 * The versioning of the price list (spec 000 §4 'Tariff', §2.9, §8): prices are never rewritten behind a
 * concession's back. A deed or a renewal is priced at the tariff in force on its date (CGCT L2223-15; a
 * renewal at the tariff in force at expiry, LAW.md), so an old price is archived, not overwritten:
 * - modifying with a different dateApplication archives the old price and creates a new one;
 * - modifying with the same dateApplication asks confirmation and updates in place;
 * - deleting a price in use archives it; an archived price is deleted for good after confirmation;
 * - the latest-dated price for the same type, duration and surface prevails (src/domain/tarifs/lookup.ts).
 */

/** Spec 000 §8, verbatim. */
export const CONFIRM_TARIF_SAME_DATE = "Un tarif existe déjà à cette date d'application, êtes-vous sûr(e) de vouloir modifier ?";
export const CONFIRM_DELETE_FOR_GOOD = 'Toute suppression est définitive, voulez-vous poursuivre ?';
export const CONFIRM_DELETE = 'Supprimer ?';

/** What a price applies to: its type, its duration (or perpetual) and its surface class (or per m²). */
export type TarifKeyFields = Pick<Tarif, 'typeEmplacement' | 'duree' | 'perpetuelle' | 'surface' | 'parMetreCarre'>;

/** One string per combination of type, duration and surface: two prices with the same key compete. */
export function tarifKey(t: TarifKeyFields): string {
  const duree = t.perpetuelle ? 'perpetuelle' : String(t.duree ?? '');
  const surface = t.parMetreCarre ? 'm2' : String(t.surface ?? '');
  return `${t.typeEmplacement}|${duree}|${surface}`;
}

export type TarifDraft = TarifKeyFields & { dateApplication: IsoDate };

/**
 * What saving the price form does (spec 000 §4):
 * - `create`: no active price for this combination, a new row;
 * - `update`: same dateApplication as the edited (or competing active) price: confirm, then update in place;
 * - `supersede`: a different dateApplication: a new row, the previous price archived.
 * `editing` is the row whose 'Modify' button filled the form, or null for 'Add'; adding a price for a
 * combination that already has an active one is a modification of that one.
 */
export type TarifSavePlan =
  | { kind: 'create' }
  | { kind: 'update'; id: string; confirm: string }
  | { kind: 'supersede'; previousId: string };

export function planTarifSave(tarifs: readonly Tarif[], editing: Tarif | null, draft: TarifDraft): TarifSavePlan {
  const previous = editing && isActive(editing) ? editing : activeFor(tarifs, draft);
  if (!previous) return { kind: 'create' };
  if (previous.dateApplication === draft.dateApplication) return { kind: 'update', id: previous.id, confirm: CONFIRM_TARIF_SAME_DATE };
  return { kind: 'supersede', previousId: previous.id };
}

/**
 * A price is in use once it has come into force: deeds, titres de recette and renewal quotes may have been
 * priced with it, and a renewal keeps being priced at the tariff in force at expiry, so it must stay readable
 * for those past dates. A price dated in the future has priced nothing yet.
 */
export function isTarifInUse(t: Pick<Tarif, 'dateApplication'>, today: IsoDate): boolean {
  return t.dateApplication <= today;
}

/** What 'delete' does to a price (spec 000 §4), and the confirmation the screen asks first (§8). */
export type TarifDeletePlan = { kind: 'archive'; confirm: string } | { kind: 'delete'; confirm: string };

export function planTarifDelete(t: Pick<Tarif, 'archive' | 'dateApplication'>, today: IsoDate): TarifDeletePlan {
  if (t.archive) return { kind: 'delete', confirm: CONFIRM_DELETE_FOR_GOOD };
  if (isTarifInUse(t, today)) return { kind: 'archive', confirm: CONFIRM_DELETE };
  return { kind: 'delete', confirm: CONFIRM_DELETE };
}

/**
 * The rows a new price makes obsolete: the other active prices of the same combination dated before it
 * (the latest-dated prevails, spec 000 §4). Returns whether the new price itself is older than an active one
 * of its combination, in which case it is stored archived: it only prices dates before the newer one.
 */
export function supersededBy(tarifs: readonly Tarif[], next: TarifDraft & { id: string }): { archiveIds: string[]; archiveNew: boolean } {
  const key = tarifKey(next);
  const rivals = tarifs.filter((t) => t.id !== next.id && isActive(t) && tarifKey(t) === key);
  return {
    archiveIds: rivals.filter((t) => t.dateApplication < next.dateApplication).map((t) => t.id),
    archiveNew: rivals.some((t) => t.dateApplication > next.dateApplication),
  };
}

/** The active price of the draft's combination, the latest dated when bad data holds several. */
export function activeFor(tarifs: readonly Tarif[], draft: TarifKeyFields): Tarif | null {
  const key = tarifKey(draft);
  let best: Tarif | null = null;
  for (const t of tarifs) {
    if (!isActive(t) || tarifKey(t) !== key) continue;
    if (!best || t.dateApplication > best.dateApplication) best = t;
  }
  return best;
}

function isActive(t: Tarif): boolean {
  return !t.deletedAt && !t.archive;
}

/** The current prices (not archived) and the archived ones, each sorted by type, duration, surface, date. */
export function splitTarifs(tarifs: readonly Tarif[]): { current: Tarif[]; archived: Tarif[] } {
  const live = tarifs.filter((t) => !t.deletedAt).sort(compareTarifs);
  return { current: live.filter((t) => !t.archive), archived: live.filter((t) => t.archive) };
}

function compareTarifs(a: Tarif, b: Tarif): number {
  return (
    a.typeEmplacement.localeCompare(b.typeEmplacement) ||
    Number(a.perpetuelle) - Number(b.perpetuelle) ||
    (a.duree ?? 0) - (b.duree ?? 0) ||
    Number(a.parMetreCarre) - Number(b.parMetreCarre) ||
    (a.surface ?? 0) - (b.surface ?? 0) ||
    b.dateApplication.localeCompare(a.dateApplication)
  );
}

/** One line of the price grid: a duration, and per surface class the current price or null ('à renseigner'). */
export interface TarifGridRow {
  duree: number | null;
  perpetuelle: boolean;
  bySurface: Array<{ surface: SurfaceClasse; tarif: Tarif | null }>;
  /** The per-m² price of this duration, when there is one. */
  parMetreCarre: Tarif | null;
}

/**
 * The grid of the current prices of one type (spec 000 §2.9 'à renseigner'): a row per duration priced for
 * that type, a column per surface class of spec 000 §3. A cell left null is a combination still to fill; a
 * duration with a per-m² price covers every class, so its empty cells are not missing.
 */
export function tarifGrid(current: readonly Tarif[], type: TarifType): TarifGridRow[] {
  const ofType = current.filter((t) => t.typeEmplacement === type && !t.archive && !t.deletedAt);
  const durations = new Map<string, { duree: number | null; perpetuelle: boolean }>();
  for (const t of ofType) durations.set(t.perpetuelle ? 'p' : String(t.duree), { duree: t.perpetuelle ? null : t.duree, perpetuelle: t.perpetuelle });
  const rows = [...durations.values()].sort((a, b) => Number(a.perpetuelle) - Number(b.perpetuelle) || (a.duree ?? 0) - (b.duree ?? 0));
  return rows.map((d) => {
    const same = ofType.filter((t) => t.perpetuelle === d.perpetuelle && (d.perpetuelle || t.duree === d.duree));
    return {
      ...d,
      bySurface: SURFACE_CLASSES.map((surface) => ({ surface, tarif: latest(same.filter((t) => !t.parMetreCarre && t.surface === surface)) })),
      parMetreCarre: latest(same.filter((t) => t.parMetreCarre)),
    };
  });
}

function latest(list: readonly Tarif[]): Tarif | null {
  return list.reduce<Tarif | null>((best, t) => (!best || t.dateApplication > best.dateApplication ? t : best), null);
}

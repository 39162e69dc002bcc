import type { FirstDrawShown } from './planFirstDraw';

/**
 * The plan's opening picture (issue 29: the plan opened offline in 2.0 to 2.2 s at 20,000 plots, over the 2 s
 * target, most of it building the plots' features and drawing them). When a plots screen has drawn the whole plan
 * at its opening view, untouched (no filter of the user's, no plot chosen, no position, the view as fitted), the
 * map as drawn is kept as a bitmap. The next opening shows that bitmap the moment the screen is laid out, while
 * the map is built and draws the same plots underneath; the map then takes its place.
 *
 * A picture is shown only when it is exactly what the map will draw: made from the replica's current state (its
 * stamp, which moves with every change of the rows, the sync and the day: planStamp), for the same screen's
 * opening set of plots, at the same size and pixel ratio. Anything else is read as absent: a register's plan never
 * shows a plot's colour from before a change.
 */

/** Format of a stored picture: a record of another format is read as absent. */
export const PLAN_PICTURE_FORMAT = 1;

/** Pictures kept per cemetery: a tablet held both ways on the two plots screens. */
export const PLAN_PICTURES_KEPT = 4;

/**
 * Which plots a screen shows at its opening, before any filter of the user's (spec 001 §2): every plot on
 * /concessions, those outside a 'Dispersion pleine nature' rental on /emplacement.
 */
export type PlanPictureSet = Exclude<FirstDrawShown, 'wait'>;

/** What a picture shows: the state it was drawn from, the screen's opening set, and its size on screen. */
export interface PlanPictureKey {
  /** The replica's stamp of the plots drawn (planStamp). */
  stamp: string;
  set: PlanPictureSet;
  /** The map's size in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel when it was drawn. */
  pixelRatio: number;
}

const sameKey = (a: PlanPictureKey, b: PlanPictureKey) => a.stamp === b.stamp && a.set === b.set && a.width === b.width && a.height === b.height && a.pixelRatio === b.pixelRatio;

/** Whether a size is a map's: whole positive CSS pixels (a map laid out with no room has none to show). */
const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 100_000;

/**
 * Whether a stored value describes a picture of this format (its image, a Blob, is checked by the replica: the
 * domain has no DOM). Anything else is not used.
 */
export function isPlanPictureKey(value: unknown): value is PlanPictureKey & { format: typeof PLAN_PICTURE_FORMAT } {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<PlanPictureKey> & { format?: unknown };
  return (
    p.format === PLAN_PICTURE_FORMAT &&
    typeof p.stamp === 'string' &&
    (p.set === 'all' || p.set === 'outside pleine nature') &&
    isSize(p.width) &&
    isSize(p.height) &&
    typeof p.pixelRatio === 'number' &&
    Number.isFinite(p.pixelRatio) &&
    p.pixelRatio > 0
  );
}

/** The stored pictures still made from the replica's current stamp (the others can never be shown again). */
export function currentPictures<T extends PlanPictureKey>(stored: readonly T[], stamp: string): T[] {
  return stored.filter((p) => p.stamp === stamp);
}

/**
 * The picture to show at this opening, among those of the current stamp (currentPictures): exactly the screen's
 * set, size and pixel ratio; null otherwise (the map is drawn without one).
 */
export function pictureFor<T extends PlanPictureKey>(current: readonly T[], want: Omit<PlanPictureKey, 'stamp'>): T | null {
  return current.find((p) => sameKey(p, { ...want, stamp: p.stamp })) ?? null;
}

/**
 * The pictures kept once `added` is stored: those of other stamps dropped (never shown again), the one of the same
 * key replaced, the newest PLAN_PICTURES_KEPT kept (newest first).
 */
export function keptPictures<T extends PlanPictureKey>(stored: readonly T[], added: T): T[] {
  const others = currentPictures(stored, added.stamp).filter((p) => !sameKey(p, added));
  return [added, ...others].slice(0, PLAN_PICTURES_KEPT);
}

import { STATUS_HEX } from '../constants/status';
import type { ConcessionStatusCode } from '../constants/status';
import type { ConcessionStatus } from '../rules/concessionStatus';
import { CONCESSION_STATUS_COLOURS } from '../constants/status';

/** What the plan paints: every status code but 'archivee', whose plot the plan shows free. */
export type PlanPaintCode = Exclude<ConcessionStatusCode, 'archivee'>;

/** How a plot is painted: a renderer-neutral description the map turns into one cached style per key. */
export interface PlotStyleSpec {
  /** Cache key: one style object per key, never one per feature. */
  key: PlanPaintCode;
  fill: string;
  stroke: string;
  strokeWidth: number;
}

function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * The legend entry a plot is painted with, from its status (`concessionStatus`). The plan's legend has one
 * entry 'Équipements / terrain commun' that matches the quick filter 'Equipements / Terrain commun' (spec
 * 001 §2): every plot the filter finds (Jardin du souvenir, Ossuaire, Caveau, Terrain commun, i.e. 'equipements'
 * in `filters`) is painted so, whatever its dates; the date reading of a Terrain commun stays in `filters`
 * for the date quick filters and on its sheet. An unfinished reprise after abandonment wins (the town hall must
 * act), and an archived concession leaves its plot free (as the statistics count it).
 */
export function planPaintCode(status: Pick<ConcessionStatus, 'code' | 'filters'>): PlanPaintCode {
  if (status.code === 'archivee' || status.code === 'libre') return 'libre';
  if (status.code === 'abandon_en_cours') return 'abandon_en_cours';
  if (status.filters.includes('equipements')) return 'equipements';
  return status.code;
}

/**
 * The fill of a plot follows its status colour (constants/status.ts): the plan stays readable through a 0.7
 * alpha, and a free plot keeps a dark outline so that it shows on white.
 */
export function plotStyleSpec(code: PlanPaintCode): PlotStyleSpec {
  const hex = STATUS_HEX[CONCESSION_STATUS_COLOURS[code]];
  const libre = code === 'libre';
  return { key: code, fill: withAlpha(hex, libre ? 0.85 : 0.7), stroke: libre ? '#495057' : hex, strokeWidth: 1 };
}

/** The spec of a plot from its computed status. */
export function plotStyleOf(status: Pick<ConcessionStatus, 'code' | 'filters'>): PlotStyleSpec {
  return plotStyleSpec(planPaintCode(status));
}

/**
 * Legend of the plan: the seven entries of issue 4 in its order, plus 'Pleine' (a current concession whose
 * deceased fill its places is painted apart, so it has its own entry). Each entry has its own colour.
 */
export const PLAN_LEGEND: ReadonlyArray<{ code: PlanPaintCode; label: string }> = [
  { code: 'libre', label: 'Libre' },
  { code: 'en_cours', label: 'En cours' },
  { code: 'pleine', label: 'Pleine' },
  { code: 'a_renouveler', label: 'A renouveler' },
  { code: 'echue', label: 'Échue' },
  { code: 'manque_donnee', label: 'Données manquantes' },
  { code: 'abandon_en_cours', label: 'Reprise par abandon en cours' },
  { code: 'equipements', label: 'Équipements / terrain commun' },
];

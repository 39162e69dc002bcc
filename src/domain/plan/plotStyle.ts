import { STATUS_HEX } from '../constants/status';
import type { ConcessionStatusCode } from '../constants/status';
import type { ConcessionStatus } from '../rules/concessionStatus';
import { CONCESSION_STATUS_COLOURS } from '../constants/status';

/** How a plot is painted: a renderer-neutral description the map turns into one cached style per key. */
export interface PlotStyleSpec {
  /** Cache key: one style object per key, never one per feature. */
  key: ConcessionStatusCode;
  fill: string;
  stroke: string;
  strokeWidth: number;
}

function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * The fill of a plot follows its status colour (constants/status.ts, decided by `concessionStatus`): the
 * plan stays readable through a 0.7 alpha, and a free plot keeps a dark outline so that it shows on white.
 */
export function plotStyleSpec(code: ConcessionStatusCode): PlotStyleSpec {
  const hex = STATUS_HEX[CONCESSION_STATUS_COLOURS[code]];
  const libre = code === 'libre';
  return { key: code, fill: withAlpha(hex, libre ? 0.85 : 0.7), stroke: libre ? '#495057' : hex, strokeWidth: 1 };
}

/** The spec of a plot from its computed status. */
export function plotStyleOf(status: Pick<ConcessionStatus, 'code'>): PlotStyleSpec {
  return plotStyleSpec(status.code);
}

/** Legend of the plan (issue 4: libre, en cours, à renouveler, échue, données manquantes, reprise, équipements). */
export const PLAN_LEGEND: ReadonlyArray<{ code: ConcessionStatusCode; label: string }> = [
  { code: 'libre', label: 'Libre' },
  { code: 'en_cours', label: 'En cours' },
  { code: 'pleine', label: 'Pleine' },
  { code: 'a_renouveler', label: 'A renouveler' },
  { code: 'echue', label: 'Échue' },
  { code: 'manque_donnee', label: 'Données manquantes' },
  { code: 'abandon_en_cours', label: 'Reprise par abandon en cours' },
  { code: 'equipements', label: 'Équipements / terrain commun' },
];

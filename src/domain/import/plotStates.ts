import { isPlaceholder } from './placeholders';
import { cleanText, normalizeText } from './text';
import type { Cell } from './registerValues';

/**
 * The state of a grave as a register or a GIS layer's status attribute writes it (issue 26: 'Reprise',
 * 'Sépulture reprise le 01/04/2026', 'Libre', 'Échue', 'Concédée'…), read into what the import can do with it.
 * The dry run shows every value met with the state it was read as, so the user sees the table before anything
 * is written, and can change it.
 */
export const PLOT_STATES = ['libre', 'concede', 'echue', 'a_renouveler', 'reprise', 'abandon', 'ignore'] as const;
export type PlotState = (typeof PLOT_STATES)[number];

export const PLOT_STATE_LABELS: Record<PlotState, string> = {
  libre: 'Emplacement libre (aucune concession)',
  concede: 'Concession en cours',
  echue: 'Concession échue',
  a_renouveler: 'Concession à renouveler',
  reprise: 'Sépulture reprise (emplacement libre)',
  abandon: 'Concession en état d’abandon',
  ignore: 'Valeur non reprise',
};

export function isPlotState(value: unknown): value is PlotState {
  return typeof value === 'string' && (PLOT_STATES as readonly string[]).includes(value);
}

/** Ordered: 'non renouvelée' is échue before 'renouvel' is read as à renouveler; 'reprise' before 'concédée'. */
const RULES: Array<[RegExp, PlotState]> = [
  [/\breprise?s?\b|\brepris\b|\breleve(e|es|s)?\b|\brelevage\b|\bexhume/, 'reprise'],
  [/\bechue?s?\b|\bexpire(e|es|s)?\b|\bperime(e|es|s)?\b|\bterminee?s?\b|\bfin de concession\b|\bnon renouvele/, 'echue'],
  [/\brenouvel|\ba renouveler\b/, 'a_renouveler'],
  [/\babandon/, 'abandon'],
  [/^(libre|libres|disponible|disponibles|vide|vacant|vacante|inoccupe|inoccupee|non occupe|non occupee|non attribue|non attribuee|non concede|non concedee|a attribuer|a conceder|free|empty)$/, 'libre'],
  [/\boccupe|\bconcede|\battribue|\ben cours\b|\bvalide?\b|\bactif|\bactive\b|\bvendu|\butilise|\bpleine?\b|\bcomplet|\bconcession\b|\bsepulture\b|\boccupation\b|\bprise\b/, 'concede'],
];

/** A status cell read as a state, null when empty, or 'ignore' when no rule knows it (the dry run says so). */
export function readPlotState(cell: Cell): PlotState | null {
  const text = cleanText(cell);
  if (text === null) return null;
  const norm = normalizeText(text);
  for (const [pattern, state] of RULES) if (pattern.test(norm)) return state;
  if (isPlaceholder(text)) return null;
  return 'ignore';
}

/** The key a status value is grouped and chosen by in the dry run's table: case, accents and spacing aside. */
export const plotStateKey = (value: string) => normalizeText(value);

/**
 * The user's reading of the file's status values, as the dry run sends it back: 'reprise=libre;concedee=concede'
 * (each value's key, '=', a state). Returns null when the text is not such a list (the route refuses it).
 */
export function parseStateChoices(text: string | undefined): Record<string, PlotState> | null {
  const choices: Record<string, PlotState> = {};
  if (text === undefined || text.trim() === '') return choices;
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const at = part.lastIndexOf('=');
    const key = plotStateKey(part.slice(0, Math.max(0, at)));
    const state = part.slice(at + 1).trim();
    if (at <= 0 || key === '' || !isPlotState(state)) return null;
    choices[key] = state;
  }
  return choices;
}

/** The choices as parseStateChoices reads them. */
export const formatStateChoices = (choices: Readonly<Record<string, PlotState>>) =>
  Object.entries(choices)
    .map(([key, state]) => `${key}=${state}`)
    .join(';');

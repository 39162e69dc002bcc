/**
 * Concession status codes: the filter values of spec 001 §4 ('en_cours', 'a_renouveler', 'echue',
 * 'abandon_en_cours', 'pleine', 'archivee', 'equipements', 'manque_donnee') plus 'libre' for a plot with no
 * current concession.
 */
export const CONCESSION_STATUS_CODES = [
  'libre',
  'en_cours',
  'a_renouveler',
  'echue',
  'manque_donnee',
  'pleine',
  'abandon_en_cours',
  'equipements',
  'archivee',
] as const;
export type ConcessionStatusCode = (typeof CONCESSION_STATUS_CODES)[number];

/** Labels of the sheet and plan (spec 001 §2 side panel, §4; 002 §4). */
export const CONCESSION_STATUS_LABELS: Record<ConcessionStatusCode, string> = {
  libre: 'Emplacement libre',
  en_cours: 'En cours',
  a_renouveler: 'A renouveler',
  echue: 'Échue',
  manque_donnee: 'Données manquantes',
  pleine: 'Pleine',
  abandon_en_cours: 'Reprise par abandon en cours',
  // Jardin du souvenir and Ossuaire always read 'En cours' (spec 001 §4 list reading).
  equipements: 'En cours',
  archivee: 'Archivée',
};

/** Labels of the quick filter checkboxes (spec 001 §2 concessions screen). */
export const CONCESSION_FILTER_LABELS: Partial<Record<ConcessionStatusCode, string>> = {
  en_cours: 'En cours',
  echue: 'Échue',
  abandon_en_cours: 'Reprise par abandon en cours',
  equipements: 'Equipements / Terrain commun',
  manque_donnee: 'Manque de données',
};

export type StatusColour = 'green' | 'orange' | 'red' | 'grey' | 'blue' | 'violet' | 'brown' | 'white';

/**
 * Colour per status: grey for missing data and red for échue come from spec 002 §4; the rest is our choice.
 * Every colour the plan paints is distinct (legend of issue 4): a full concession (brown) is never confused
 * with commune equipment (blue). Archived shares grey with missing data: the plan paints it as free.
 */
export const CONCESSION_STATUS_COLOURS: Record<ConcessionStatusCode, StatusColour> = {
  libre: 'white',
  en_cours: 'green',
  a_renouveler: 'orange',
  echue: 'red',
  manque_donnee: 'grey',
  pleine: 'brown',
  abandon_en_cours: 'violet',
  equipements: 'blue',
  archivee: 'grey',
};

/** One palette for plan, sheet and lists, readable in the sun (high contrast against white and the plan). */
export const STATUS_HEX: Record<StatusColour, string> = {
  green: '#2f9e44',
  orange: '#e8590c',
  red: '#c92a2a',
  grey: '#868e96',
  blue: '#1c7ed6',
  violet: '#7048e8',
  brown: '#8f5b2e',
  white: '#ffffff',
};

/**
 * The same colours for text and badges (status in lists, the sheet's badge, the plan's side panel): darker, so
 * status text on white or on the shell's grey and white text on a filled badge reach 4.5:1 (WCAG 1.4.3, issue
 * 14). STATUS_HEX stays the plan's fill, where plots are shapes rather than text.
 */
export const STATUS_TEXT_HEX: Record<StatusColour, string> = {
  green: '#267b35',
  orange: '#b44b05',
  red: '#c92a2a',
  grey: '#5f666d',
  blue: '#186ebb',
  violet: '#7048e8',
  brown: '#8f5b2e',
  white: '#ffffff',
};

/** Holders list state (spec 001 §4 Holders list state). */
export const HOLDER_STATE_LABELS = {
  en_cours: 'En cours',
  a_renouveler: 'A renouveler',
  echue: 'échue',
  pas_de_donnees: 'pas de données',
} as const;
export type HolderStateCode = keyof typeof HOLDER_STATE_LABELS;

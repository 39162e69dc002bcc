/** Notification kinds (spec 000 §4). */
export const CRITICITES = ['principale', 'critique'] as const;
export type Criticite = (typeof CRITICITES)[number];

export const CRITICITE_LABELS: Record<Criticite, string> = {
  principale: 'Notifications principales',
  critique: 'Notifications critiques',
};

/** What each kind covers (spec 000 §4), for the account page's toggles. */
export const CRITICITE_DESCRIPTIONS: Record<Criticite, string> = {
  principale:
    'Concession échue, à renouveler, premières actions, étapes de procédure, rappels, paramétrage du compte, avant les élections, suggestions d\'amélioration',
  critique: 'Concessions arrivant à échéance dans l\'année, échues depuis plus de deux ans',
};

/** Titles with a special link (spec 000 §2.6). */
export const NOTIFICATION_TITLES = { avis: 'Donnez votre avis', parametrage: 'Paramétrage du compte' } as const;

/** Notes: 1 active, 2 archived, 3 trash (spec 002 §3). */
export const NOTE_ETATS = { active: 1, archivee: 2, corbeille: 3 } as const;
export type NoteEtat = (typeof NOTE_ETATS)[keyof typeof NOTE_ETATS];
export const NOTE_FILTER_LABELS: Record<NoteEtat, string> = {
  1: 'Dernières notes',
  2: 'Notes archivées',
  3: 'Corbeille',
};

/** Calendar event types (spec 002 §3); 'personnel' is the user's own event, created by clicking a day. */
export const EVENT_TYPES = ['ferie', 'a_renouveler', 'travaux', 'personnel'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

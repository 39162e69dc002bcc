/** The 19 works types (spec 001 §9), verbatim and in the spec's order. */
export const TRAVAUX_TYPES = [
  'Aménagement public',
  'Autorisation de recouvrement',
  'Autorisation de travaux société funéraire',
  'Clôture',
  'Construction de caveau',
  'Construction de cavurne',
  'Construction d\'une fosse',
  'Pose d\'une pierre tombale',
  'Creusement divers',
  'Démolition - reconstruction à l\'identique',
  'Démolition - reconstruction et transformation',
  'Elagage',
  'Enlèvement de pierre tombale',
  'Enlèvement de porte',
  'Entretien divers',
  'Gravure',
  'Monument',
  'Plantations',
  'Rénovation',
] as const;
export type TravauxType = (typeof TRAVAUX_TYPES)[number];

/** Works status labels (spec 001 §4 Works status). */
export const TRAVAUX_STATUS_LABELS = {
  pas_de_donnees: 'PAS DE DONNEES',
  en_cours: 'EN COURS',
  realise: 'RÉALISÉ',
  non_commence: 'NON COMMENCÉ',
} as const;
export type TravauxStatusCode = keyof typeof TRAVAUX_STATUS_LABELS;

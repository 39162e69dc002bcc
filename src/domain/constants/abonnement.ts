/** Subscription option keys (spec 000 §3 Abonnement). */
export const ABONNEMENT_OPTIONS = [
  'recuperation_donnees',
  'update_map',
  'audit_consulting',
  'assistance_juridique',
  'saisie_informations_defunts',
  'saisie_donnes',
  'import_donnes',
  'numerisation',
  'formation',
  'photo_emplacement',
  'photo_aerienne',
] as const;
export type AbonnementOption = (typeof ABONNEMENT_OPTIONS)[number];

/** Labels the new-space wizard shows (spec 000 §3). */
export const ABONNEMENT_WIZARD_LABELS = [
  'Audit',
  'Conseil divers',
  'Import des données',
  'Numérisation des actes de concession',
  'Saisie des archives des actes de concession',
  'Saisie des défunts',
] as const;

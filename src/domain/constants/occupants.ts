/** Presets of the specific criteria of a deceased (spec 001 §5); free text is allowed beside them. */
export const CRITERES_SPECIFIQUES_PRESETS = [
  'Mort pour la France',
  'Militaire',
  'Mort pour le service de la Nation',
  'Personne célèbre',
] as const;

/** The criterion that protects a perpetual or centenary concession for 50 years (CGCT R2223-22). */
export const MORT_POUR_LA_FRANCE = 'Mort pour la France';

/** Deceased characteristic filter values of the list (spec 001 §9). Note the capital S here, as in the spec. */
export const CARACTERISTIQUES_FILTERS = [
  'Mort pour la France',
  'Mort pour le Service de la Nation',
  'Personne célèbre',
  'Autres caractéristiques',
] as const;
export type CaracteristiqueFilter = (typeof CARACTERISTIQUES_FILTERS)[number];

/** Shown for a person with no name (spec 001 §3). */
export const INCONNU = 'Inconnu';

export const MODES_SEPULTURE = ['inhumation', 'cremation'] as const;
export type ModeSepulture = (typeof MODES_SEPULTURE)[number];

/** Where a deceased is now: present in the plot, exhumed, reduced, or reunited with another (spec 001 §4). */
export const ETATS_OCCUPANT = ['present', 'exhume', 'reduit', 'reuni'] as const;
export type EtatOccupant = (typeof ETATS_OCCUPANT)[number];

/** Destinations of ashes after cremation (spec 001 §4 Deceased wizard). */
export const DESTINATIONS_CENDRES = {
  dispersionNature: 'Dispersion en pleine nature sauf voies publiques',
  dispersionJardin: 'Dispersion en Jardin du Souvenir',
  inhumation: 'Inhumation dans la sépulture',
  scellement: 'Scellement sur le monument de la sépulture',
} as const;
export type DestinationCendres = keyof typeof DESTINATIONS_CENDRES;

/** Exhumation request types (spec 001 §4 Exhumation wizard). */
export const EXHUMATION_DEMANDES = {
  famille: 'Demande de la famille',
  justice: 'Demande de la justice',
  securiteSociale: 'Demande de la sécurité sociale',
} as const;
export type ExhumationDemande = keyof typeof EXHUMATION_DEMANDES;

/** Body destinations after exhumation (spec 001 §4); cremation of remains per CGCT R2213-37. */
export const EXHUMATION_DESTINATIONS = {
  memeConcession: 'Réinhumation dans la même concession',
  autreConcession: 'Réinhumation dans une autre concession du cimetière',
  autreCimetiere: 'Réinhumation dans un autre cimetière',
  cremation: 'Crémation des restes exhumés',
} as const;
export type ExhumationDestination = keyof typeof EXHUMATION_DESTINATIONS;

/** Reduction / reunion (spec 001 §4). */
export const REDUCTION_TYPES = ['reduction de corps', 'reunion de corps'] as const;
export type ReductionType = (typeof REDUCTION_TYPES)[number];
export const REDUCTION_DESTINATIONS = ['urne après crémation', 'reliquaire'] as const;

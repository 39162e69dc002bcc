import { EXCLUS_MEANING, type LocationType, type TypeConcession } from '../constants/locationTypes';
import { CAVEAU, TERRAIN_COMMUN } from '../constants/durations';

/** The plot assignment wizard (spec 001 §4 "Plot assignment steps by plot type"). */

export type AttributionStep = 'ossuaire' | 'caveau' | 'jardin' | 'contact' | 'terrainCommun' | 'concessionnaire' | 'concession' | 'typeConcession' | 'actes';

export const ATTRIBUTION_STEP_LABELS: Record<AttributionStep, string> = {
  ossuaire: "Infos sur l'ossuaire",
  caveau: 'Infos sur le caveau provisoire',
  jardin: 'Infos sur le jardin du souvenir',
  contact: 'Contact',
  terrainCommun: 'Terrain commun',
  concessionnaire: 'Concessionnaire',
  concession: 'Concession',
  typeConcession: 'Type de concession',
  actes: 'Actes',
};

/** Ossuaire, Caveau and Jardin du souvenir take one step, Terrain commun two, a concession (the default) four. */
export function attributionSteps(type: LocationType): AttributionStep[] {
  switch (type) {
    case 'Ossuaire':
      return ['ossuaire'];
    case 'Caveau':
      return ['caveau'];
    case 'Jardin du souvenir':
      return ['jardin'];
    case 'Terrain commun':
      return ['contact', 'terrainCommun'];
    default:
      return ['concessionnaire', 'concession', 'typeConcession', 'actes'];
  }
}

/** Values the wizard sets by itself and does not ask: Terrain commun 1 place, Individuelle, 5 years; Caveau 1 place. */
export function attributionPresets(type: LocationType): { nbPlaces?: number; typeConcession?: TypeConcession; duree?: number } {
  if (type === 'Terrain commun') return { nbPlaces: TERRAIN_COMMUN.nbPlaces, typeConcession: TERRAIN_COMMUN.typeConcession, duree: TERRAIN_COMMUN.duree };
  if (type === 'Caveau') return { nbPlaces: CAVEAU.nbPlaces };
  return {};
}

export type ExclusMeaning = 'exclus' | 'autorises' | 'unique' | null;

/** What the person list means for a concession kind (Familiale excluded, Collective authorised, Individuelle one). */
export function exclusMeaning(typeConcession: TypeConcession): ExclusMeaning {
  return EXCLUS_MEANING[typeConcession];
}

export const EXCLUS_LIST_TITLES: Record<'exclus' | 'autorises' | 'unique', string> = {
  exclus: 'Personnes exclues du droit à inhumation',
  autorises: 'Personnes autorisées',
  unique: 'Personne autorisée',
};

/** How many people the list may hold: one for Individuelle, none without a list. */
export function exclusMax(typeConcession: TypeConcession): number {
  const meaning = exclusMeaning(typeConcession);
  if (meaning === null) return 0;
  return meaning === 'unique' ? 1 : Number.POSITIVE_INFINITY;
}

import { EQUIPMENT_TYPES } from '../constants/locationTypes';

/**
 * The plot sheet's variants by concession type (spec 001 §2 plot sheet): a free plot, commune equipment
 * (Jardin du souvenir, Ossuaire), Terrain commun / Caveau, and the full sheet of the granted types. The sheet
 * shows its sections by variant, and the survey round asks only for what the variant's sheet can record.
 */
export type FicheVariant = 'libre' | 'equipement' | 'commun' | 'complete';

export function ficheVariant(location: { type: string } | null): FicheVariant {
  if (!location) return 'libre';
  if ((EQUIPMENT_TYPES as readonly string[]).includes(location.type)) return 'equipement';
  if (location.type === 'Terrain commun' || location.type === 'Caveau') return 'commun';
  return 'complete';
}

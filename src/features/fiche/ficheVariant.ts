import { EQUIPMENT_TYPES } from '../../domain/constants/locationTypes';
import type { Location } from '../../domain/entities/location';

/** The sheet's variants by concession type (spec 001 §2 plot sheet). */
export type FicheVariant = 'libre' | 'equipement' | 'commun' | 'complete';

export function ficheVariant(location: Location | null): FicheVariant {
  if (!location) return 'libre';
  if ((EQUIPMENT_TYPES as readonly string[]).includes(location.type)) return 'equipement';
  if (location.type === 'Terrain commun' || location.type === 'Caveau') return 'commun';
  return 'complete';
}

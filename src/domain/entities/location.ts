import type { EtatAbandon } from '../constants/etatAbandon';
import type { Facture } from '../constants/facture';
import type { LocationType, TypeConcession } from '../constants/locationTypes';
import type { SurfaceClasse } from '../constants/surfaces';
import type { IsoDate, IsoInstant, ReplicatedRow } from './replicated';

/** A person excluded from (Familiale) or authorised to (Collective, Individuelle) burial rights (spec 001 §4). */
export interface Exclu {
  nom: string;
  prenom: string;
  dateDeNaissance: IsoDate | null;
}

/**
 * A concession on a plot (spec 001 §3 Location). One current (not archived) location per plot; archived ones
 * are its history. `duree` in years, null when unknown; `perpetuelle` wins over dates.
 */
export interface Location extends ReplicatedRow {
  emplacementId: string;
  famille: string | null;
  numero: string | null;
  type: LocationType;
  typeConcession: TypeConcession | null;
  duree: number | null;
  perpetuelle: boolean;
  dateDebut: IsoDate | null;
  dateFin: IsoDate | null;
  dateOriginelle: IsoDate | null;
  nbPlaces: number | null;
  etatAbandon: EtatAbandon | null;
  facture: Facture | null;
  notes: string | null;
  isArchived: boolean;
  archivedAt: IsoInstant | null;
  surfaceClasse: SurfaceClasse | null;
  prix: number | null;
  exclus: Exclu[];
  /** Extra fields (spec 001 §3 champsSupp, champsSuppValeurs). */
  champsSupp: Record<string, unknown> | null;
}

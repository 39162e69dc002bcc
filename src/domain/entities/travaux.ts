import type { TravauxType } from '../constants/travaux';
import type { IsoDate, ReplicatedRow } from './replicated';

/** Works on a plot (spec 001 §3 Travaux). */
export interface Travaux extends ReplicatedRow {
  emplacementId: string;
  type: TravauxType;
  dateDebut: IsoDate | null;
  dateFin: IsoDate | null;
  demandeur: { nom: string | null; prenom: string | null } | null;
  executant: { nomSociete: string | null } | null;
  description: string | null;
  documentId: string | null;
  /** The final validation checkbox of the works form (spec 001 §5). */
  valide: boolean;
}

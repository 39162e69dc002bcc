import type { ReductionType } from '../constants/occupants';
import type { IsoDate, ReplicatedRow } from './replicated';

/** A body reduction or reunion (spec 001 §3 Reduction); reunionDefunts is keyed by occupant id. */
export interface Reduction extends ReplicatedRow {
  locationId: string;
  occupantId: string;
  type: ReductionType;
  date: IsoDate | null;
  dateReinhumation: IsoDate | null;
  reunionDefunts: Record<string, { nom: string | null; prenom: string | null }>;
  destination: string | null;
  exhumationId: string | null;
}

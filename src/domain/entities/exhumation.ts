import type { ExhumationDemande, ExhumationDestination } from '../constants/occupants';
import type { IsoDate, ReplicatedRow } from './replicated';

/** Another cemetery receiving an exhumed body (spec 001 §4 Exhumation wizard). */
export interface AutreCimetiere {
  commune: string | null;
  adresse: string | null;
  references: string | null;
  /** SHA-256 of the concession deed and of the entry authorisation in the media store. */
  acteConcession: string | null;
  autorisationEntree: string | null;
}

/** An exhumation of a deceased (spec 001 §3 Exhumation). */
export interface Exhumation extends ReplicatedRow {
  occupantId: string;
  emplacementId: string;
  date: IsoDate | null;
  typeDemande: ExhumationDemande | null;
  tribunalOuService: string | null;
  nomJugeOuContact: string | null;
  destinationCorps: ExhumationDestination | null;
  deplacerCorps: boolean;
  destinationEmplacementId: string | null;
  autreCimetiere: AutreCimetiere | null;
  cremation: boolean;
  /** SHA-256 of the authorisation document in the media store. */
  autorisation: string | null;
}

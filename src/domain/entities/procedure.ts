import type { ProcedureKind, RepriseRegime } from '../constants/procedures';
import type { IsoDate, ReplicatedRow } from './replicated';

/**
 * One step of a procedure (spec 002 §3 etapes): when it was done, whether it is in its posting or
 * suspension phase (`enCours`, reprise after abandonment), and the fields its form recorded.
 */
export interface ProcedureEtape {
  etape: number;
  dateFin: IsoDate | null;
  enCours: boolean;
  champs: Record<string, unknown>;
  /** Date of its first phase, for a step recorded in phases (affichage, then suspension). */
  dateDebut?: IsoDate | null;
  /** The last phase recorded, for a step recorded in phases. */
  phase?: 'affichage' | 'suspension' | null;
}

/**
 * A regulatory procedure on a concession (spec 002 §3). `etat` is the last step done; `dateFin` set means
 * finished. `regime` is kept for repriseAbandon (LAW.md step 7). `data` holds the kind-specific fields of
 * spec 002 §3 (conversion prices, donation answers, reprise PV dates...).
 */
export interface Procedure extends ReplicatedRow {
  emplacementId: string;
  locationId: string | null;
  kind: ProcedureKind;
  etat: number;
  dateDebut: IsoDate | null;
  dateFin: IsoDate | null;
  regime: RepriseRegime | null;
  etapes: ProcedureEtape[];
  data: Record<string, unknown>;
}

import { PROCEDURE_STATUS_LABELS, type ProcedureStatusCode } from '../constants/procedures';
import type { Procedure } from '../entities/procedure';

/** Status of a procedure (spec 001 §4 "Procedure status"): 'réalisé' with an end date, else 'en cours'. */
export function procedureStatus(procedure: Pick<Procedure, 'dateFin'>): { code: ProcedureStatusCode; label: string } {
  const code: ProcedureStatusCode = procedure.dateFin ? 'termine' : 'en_cours';
  return { code, label: PROCEDURE_STATUS_LABELS[code] };
}

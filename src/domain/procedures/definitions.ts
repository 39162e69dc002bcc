import type { ProcedureKind } from '../constants/procedures';
import { conversion } from './conversion';
import { donation } from './donation';
import { renouvellement } from './renouvellement';
import { repriseAbandon } from './repriseAbandon';
import { repriseNonRenouvellement } from './repriseNonRenouvellement';
import { retrocession } from './retrocession';
import type { ProcedureDef } from './types';

/** The procedures the engine runs, by kind (the reprise after abandonment: steps 0 to 13, issue 12). */
export const PROCEDURE_DEFS: Partial<Record<ProcedureKind, ProcedureDef>> = {
  renouvellement,
  conversion,
  donation,
  retrocession,
  repriseNonRenouvellement,
  repriseAbandon,
};

export function procedureDef(kind: ProcedureKind): ProcedureDef | null {
  return PROCEDURE_DEFS[kind] ?? null;
}

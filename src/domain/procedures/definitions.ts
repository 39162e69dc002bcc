import type { ProcedureKind } from '../constants/procedures';
import { conversion } from './conversion';
import { donation } from './donation';
import { renouvellement } from './renouvellement';
import { repriseNonRenouvellement } from './repriseNonRenouvellement';
import { retrocession } from './retrocession';
import type { ProcedureDef } from './types';

/**
 * The procedures the engine runs, by kind. The reprise after abandonment (issue 12) joins them with its
 * steps 0 to 13; until then it can be neither started nor recorded.
 */
export const PROCEDURE_DEFS: Partial<Record<ProcedureKind, ProcedureDef>> = {
  renouvellement,
  conversion,
  donation,
  retrocession,
  repriseNonRenouvellement,
};

export function procedureDef(kind: ProcedureKind): ProcedureDef | null {
  return PROCEDURE_DEFS[kind] ?? null;
}

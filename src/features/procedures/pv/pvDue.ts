import type { StepView } from '../../../domain/procedures';

/** The PV steps of the reprise after abandonment (issue 12): the first finding (3) and the second (9). */
export const PV_STEPS = [3, 9] as const;
export type PvStep = (typeof PV_STEPS)[number];

/** The PV to draw up now on this plot: step 3 or 9 when it is the next step and possible today; else null. */
export function pvStepDue(steps: readonly StepView[], draft: boolean): PvStep | null {
  if (draft) return null;
  const due = steps.find((s) => (PV_STEPS as readonly number[]).includes(s.etape) && s.state.kind === 'aFaire');
  return due ? (due.etape as PvStep) : null;
}

/** The label of the plot's button: the first or the second PV. */
export function pvButtonLabel(etape: PvStep): string {
  return etape === 9 ? 'Dresser le second procès-verbal de constat' : 'Dresser le procès-verbal de constat';
}

/** The procedure screen with the PV's form opened on arrival. */
export function pvRoute(emplacementId: string, etape: PvStep): string {
  return `/repriseAbandon/${emplacementId}?pv=${etape}`;
}

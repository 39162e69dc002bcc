import type { ComponentType } from 'react';
import type { ProcedureKind } from '../../domain/constants/procedures';
import { PvConstatModal } from './pv/PvConstatModal';
import type { StepFormModalProps } from './StepFormModal';

/**
 * Steps whose form is a screen of its own rather than the form built from the step's schema: the PV de constat
 * d'abandon drawn up at the grave (reprise after abandonment, steps 3 and 9, issue 12). Same props as the
 * generic modal, so the step cards open either the same way.
 */
export const CUSTOM_STEP_FORMS: Partial<Record<ProcedureKind, Readonly<Record<number, ComponentType<StepFormModalProps>>>>> = {
  repriseAbandon: { 3: PvConstatModal, 9: PvConstatModal },
};

export function customStepForm(kind: ProcedureKind, etape: number): ComponentType<StepFormModalProps> | null {
  return CUSTOM_STEP_FORMS[kind]?.[etape] ?? null;
}

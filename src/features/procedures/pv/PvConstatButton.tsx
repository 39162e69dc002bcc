import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useProcedureData } from '../../../replica/queries/procedure';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useToday } from '../../../replica/useToday';
import { useCanWrite } from '../../fiche/useFicheActions';
import { procedureScreen } from '../procedureView';
import { pvButtonLabel, pvRoute, pvStepDue } from './pvDue';

/**
 * 'Dresser le procès-verbal de constat' on the plan's side panel and the plot sheet (issue 12): shown when the
 * plot's reprise after abandonment has its PV (step 3 or 9) to do today, for a user who may record it; opens
 * the procedure screen with the PV's form. Reads the replica only: the same offline at the grave.
 */
export function PvConstatButton({ emplacementId, inline = false }: { emplacementId: string; inline?: boolean }) {
  const data = useProcedureData(useEspaceId(), emplacementId);
  const today = useToday();
  const canWrite = useCanWrite();
  const due = useMemo(() => {
    if (!data || !data.procedures.some((p) => p.kind === 'repriseAbandon' && p.dateFin === null && !p.deletedAt)) return null;
    const screen = procedureScreen('repriseAbandon', data, today, new Date().toISOString());
    return pvStepDue(screen.steps, screen.draft);
  }, [data, today]);
  if (!due || !canWrite) return null;
  const button = (
    <Button component={Link} to={pvRoute(emplacementId, due)} size="lg" color="orange" data-testid="pv-constat-button">
      {pvButtonLabel(due)}
    </Button>
  );
  // On the sheet it sits on a line of its own, at its width; in the side panel it fills the width like the others.
  return inline ? <Group>{button}</Group> : button;
}

import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { whenIdle } from '../../../platform/idle';
import { prefetchPlotFocusMap } from '../../plan/PlotFocusMap';
import { MountOnFirstOpen } from '../../shared/MountOnFirstOpen';
import { PlotPlanContent } from './PlotPlanContent';

/**
 * 'Plan de l'emplacement' on the sheet (spec 001 §2: the sheet's map modal, on every variant). The plan's
 * data is read only once the modal opens, so the sheet itself stays light; OpenLayers' chunk is fetched
 * while the browser is idle, and the map, once drawn, stays mounted while the sheet is open, so the modal
 * does not stay blank each time it opens (issue 14).
 */
export function PlanModalButton({ emplacementId }: { emplacementId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => whenIdle(prefetchPlotFocusMap), []);
  return (
    <>
      <Button size="lg" variant="default" onClick={open} onPointerDown={prefetchPlotFocusMap}>
        Plan de l'emplacement
      </Button>
      <MountOnFirstOpen opened={opened}>
        {(shown) => (
          <Modal opened={shown} onClose={close} title="Plan de l'emplacement" size="xl" centered keepMounted>
            <PlotPlanContent emplacementId={emplacementId} />
          </Modal>
        )}
      </MountOnFirstOpen>
    </>
  );
}

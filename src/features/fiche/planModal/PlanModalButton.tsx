import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { prefetchPlotFocusMap } from '../../plan/PlotFocusMap';
import { PlotPlanContent } from './PlotPlanContent';

/**
 * 'Plan de l'emplacement' on the sheet (spec 001 §2: the sheet's map modal, on every variant). The plan's
 * data is read only once the modal opens, so the sheet itself stays light; OpenLayers' chunk is fetched
 * while the browser is idle, and the map, once drawn, stays mounted while the sheet is open, so the modal
 * does not stay blank each time it opens (issue 14).
 */
export function PlanModalButton({ emplacementId }: { emplacementId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (opened) setEverOpened(true);
  }, [opened]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => prefetchPlotFocusMap());
    return () => cancel(handle);
  }, []);
  return (
    <>
      <Button size="lg" variant="default" onClick={open} onPointerDown={prefetchPlotFocusMap}>
        Plan de l'emplacement
      </Button>
      <Modal opened={opened} onClose={close} title="Plan de l'emplacement" size="xl" centered keepMounted={everOpened}>
        {(opened || everOpened) && <PlotPlanContent emplacementId={emplacementId} />}
      </Modal>
    </>
  );
}

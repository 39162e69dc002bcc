import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PlotPlanContent } from './PlotPlanContent';

/**
 * 'Plan de l'emplacement' on the sheet (spec 001 §2: the sheet's map modal, on every variant). The plan's
 * data is read only once the modal opens, so the sheet itself stays light.
 */
export function PlanModalButton({ emplacementId }: { emplacementId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="lg" variant="default" onClick={open}>
        Plan de l'emplacement
      </Button>
      <Modal opened={opened} onClose={close} title="Plan de l'emplacement" size="xl" centered>
        {opened && <PlotPlanContent emplacementId={emplacementId} />}
      </Modal>
    </>
  );
}

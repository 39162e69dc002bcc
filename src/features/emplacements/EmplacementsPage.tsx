import { Checkbox, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { isDispersionPleineNature, matchesOccupation, type PlanPlot } from '../../domain/plan';
import { PlanWorkspace } from '../plan/PlanWorkspace';
import { usePlanData } from '../plan/usePlanData';

/**
 * /emplacement (spec 001 §2 plots screen): Plan / Liste switch, Libre and Occupé checkboxes; a plot under an
 * active 'Dispersion pleine nature' rental is hidden. The list and the filter modal come with issue 6.
 */
export function EmplacementsPage() {
  const data = usePlanData();
  const [view, setView] = useState('plan');
  const [show, setShow] = useState({ libre: false, occupe: false });
  const isShown = useCallback(
    (plot: PlanPlot) => !isDispersionPleineNature(plot.location) && matchesOccupation(plot.status.code, show),
    [show],
  );
  const filterBar = (
    <Group gap="md" role="group" aria-label="Occupation">
      <Checkbox size="lg" label="Libre" checked={show.libre} onChange={(e) => setShow((s) => ({ ...s, libre: e.currentTarget.checked }))} />
      <Checkbox size="lg" label="Occupé" checked={show.occupe} onChange={(e) => setShow((s) => ({ ...s, occupe: e.currentTarget.checked }))} />
    </Group>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1}>EMPLACEMENTS</Title>
        <SegmentedControl
          size="lg"
          aria-label="Affichage"
          value={view}
          onChange={setView}
          data={[
            { value: 'plan', label: 'Plan' },
            { value: 'liste', label: 'Liste' },
          ]}
        />
      </Group>
      {view === 'plan' ? (
        <PlanWorkspace data={data} isShown={isShown} filterBar={filterBar} />
      ) : (
        <Text size="lg">La liste des emplacements arrive bientôt.</Text>
      )}
    </Stack>
  );
}

import { Button, Checkbox, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { EMPTY_FILTERS, filterReducer } from '../../domain/filters';
import type { PlanPlot } from '../../domain/plan';
import { useCanWrite } from '../fiche/useFicheActions';
import { EmplacementsList } from '../listes';
import { FilterButton } from '../plan/FilterButton';
import { PlanWorkspace } from '../plan/PlanWorkspace';
import { usePlanData } from '../plan/usePlanData';
import { usePlanFilter } from '../plan/usePlanFilter';

/** Plots under an active 'Dispersion pleine nature' rental are hidden from this screen (spec 001 §2). */
const hidePleineNature = (plot: PlanPlot) => plot.pleineNature;

/**
 * /emplacement (spec 001 §2 plots screen): Plan / Liste switch, the filter modal, Libre and Occupé checkboxes
 * (the état filter of the shared filter state, so plan and list agree).
 */
export function EmplacementsPage() {
  const data = usePlanData();
  const canWrite = useCanWrite();
  const [view, setView] = useState('plan');
  const [filters, dispatch] = useReducer(filterReducer, EMPTY_FILTERS);
  const isShown = usePlanFilter(filters, hidePleineNature);
  const filterButton = data.plots && <FilterButton plots={data.plots} state={filters} dispatch={dispatch} />;
  const filterBar = (
    <Group gap="md">
      <Group gap="md" role="group" aria-label="Occupation">
        <Checkbox size="md" label="Libre" checked={filters.etats.includes('libre')} onChange={() => dispatch({ type: 'toggle', group: 'etats', value: 'libre' })} />
        <Checkbox size="md" label="Occupé" checked={filters.etats.includes('occupe')} onChange={() => dispatch({ type: 'toggle', group: 'etats', value: 'occupe' })} />
      </Group>
    </Group>
  );
  return (
    <Stack gap="xs" h="calc(100dvh - var(--app-shell-header-height, 64px) - 2 * var(--mantine-spacing-lg))" mih={640}>
      <Group justify="space-between">
        <Title order={1}>EMPLACEMENTS</Title>
        <Group gap="md">
          {canWrite && (
            <Button size="lg" component={Link} to="/ajout-emplacement">
              Ajouter un emplacement
            </Button>
          )}
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
      </Group>
      {view === 'plan' ? (
        <div style={{ flex: 1, minHeight: 0 }}>
          <PlanWorkspace data={data} isShown={isShown} filterBar={filterBar} toolbarStart={filterButton} />
        </div>
      ) : (
        <Stack gap="sm">
          <Group gap="md">
            {filterButton}
            {filterBar}
          </Group>
          <EmplacementsList filters={filters} dispatch={dispatch} />
        </Stack>
      )}
    </Stack>
  );
}

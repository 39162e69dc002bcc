import { Button, Checkbox, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { activeFilterCount, EMPTY_FILTERS, filterReducer } from '../../domain/filters';
import type { PlanPlot } from '../../domain/plan';
import { useCanWrite } from '../fiche/useFicheActions';
import { EmplacementsList } from '../listes';
import { FilterButton } from '../plan/FilterButton';
import { PlanPage } from '../plan/PlanPage';
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
  const data = usePlanData({ snapshot: true });
  const canWrite = useCanWrite();
  const [view, setView] = useState('plan');
  const [toolbarSlot, setToolbarSlot] = useState<HTMLDivElement | null>(null);
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
    <PlanPage plan={view === 'plan'}>
      {/* Title, the plan's toolbar and the page's own buttons share one row (issue 29). */}
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz={22} lh="44px">
          EMPLACEMENTS
        </Title>
        <Group ref={setToolbarSlot} gap="sm" align="center" wrap="wrap" style={{ flex: '1 1 300px' }} />
        <Group gap="sm">
          {canWrite && (
            <Button size="md" h={44} component={Link} to="/ajout-emplacement">
              Ajouter un emplacement
            </Button>
          )}
          <SegmentedControl
            size="md"
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
          <PlanWorkspace data={data} isShown={isShown} firstDrawShown={activeFilterCount(filters) === 0 ? 'outside pleine nature' : 'wait'} filterBar={filterBar} toolbarStart={filterButton} toolbarSlot={toolbarSlot} />
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
    </PlanPage>
  );
}

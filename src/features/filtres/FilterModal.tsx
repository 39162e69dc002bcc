import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import type { Dispatch } from 'react';
import { CARACTERISTIQUES_FILTERS, DUREE_FILTERS, PLOT_TYPE_FILTERS, PROCEDURE_KINDS, PROCEDURE_LABELS, PROCEDURE_STATUS_LABELS, SURFACE_FILTER_BUCKETS } from '../../domain/constants';
import type { FilterAction, FilterState, ListGroup } from '../../domain/filters';
import { CheckGroup } from './CheckGroup';
import { DateSection } from './DateSection';
import { ETAT_OPTIONS, STATUS_FILTER_OPTIONS } from './labels';

/** The sections a modal can show; each list picks its own (see DefuntsFilterModal and friends). */
export type FilterSection = 'statuts' | 'procedureStatuts' | 'procedureKinds' | 'procedureAttente' | 'etats' | 'durees' | 'dates' | 'caracteristiques' | 'surfaces' | 'types' | 'carreAllee';

export interface FilterModalProps {
  opened: boolean;
  onClose: () => void;
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
  /** Carrés and allées of the cemetery, for their selects. */
  carres: readonly string[];
  allees: readonly string[];
}

interface Props extends FilterModalProps {
  title: string;
  sections: readonly FilterSection[];
  /** What the date filters read in this list, e.g. 'Date de décès'. */
  dateLegend?: string;
}

const DUREE_OPTIONS = DUREE_FILTERS.map((d) => ({ value: d.key, label: d.label }));
const SURFACE_OPTIONS = SURFACE_FILTER_BUCKETS.map((b) => ({ value: b.key, label: b.label }));
const TYPE_OPTIONS = PLOT_TYPE_FILTERS.map((t) => ({ value: t.type, label: t.label }));
const CARAC_OPTIONS = CARACTERISTIQUES_FILTERS.map((c) => ({ value: c, label: c }));
const KIND_OPTIONS = PROCEDURE_KINDS.map((k) => ({ value: k, label: PROCEDURE_LABELS[k] }));
// Issue 11: whether the next step can be done now, or the law makes it wait until a date.
const ATTENTE_OPTIONS = [
  { value: 'possible', label: 'Possible maintenant' },
  { value: 'attente', label: "En attente jusqu'au …" },
];
const PROC_OPTIONS = (Object.keys(PROCEDURE_STATUS_LABELS) as Array<keyof typeof PROCEDURE_STATUS_LABELS>).map((k) => ({ value: k, label: PROCEDURE_STATUS_LABELS[k] }));

/**
 * The filter modal of the lists and the plan (spec 001 §2, §4, §9). Choices apply at once (the list behind
 * updates as boxes are ticked); 'Réinitialiser' clears them all. Values of one group are alternatives,
 * groups combine.
 */
export function FilterModal({ opened, onClose, state, dispatch, carres, allees, title, sections, dateLegend }: Props) {
  const toggle = (group: ListGroup) => (value: string) => dispatch({ type: 'toggle', group, value });
  const has = (s: FilterSection) => sections.includes(s);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" styles={{ title: { fontWeight: 700, fontSize: 20 } }}>
      <Stack gap="md">
        {has('statuts') && <CheckGroup legend="Statut de la concession" options={STATUS_FILTER_OPTIONS} values={state.statuts} onToggle={toggle('statuts')} />}
        {has('procedureStatuts') && <CheckGroup legend="Statut de la procédure" options={PROC_OPTIONS} values={state.procedureStatuts} onToggle={toggle('procedureStatuts')} />}
        {has('procedureKinds') && <CheckGroup legend="Type de procédure" options={KIND_OPTIONS} values={state.procedureKinds} onToggle={toggle('procedureKinds')} />}
        {has('procedureAttente') && <CheckGroup legend="Prochaine étape" options={ATTENTE_OPTIONS} values={state.procedureAttente} onToggle={toggle('procedureAttente')} />}
        {has('etats') && <CheckGroup legend="État de l'emplacement" options={ETAT_OPTIONS} values={state.etats} onToggle={toggle('etats')} />}
        {has('types') && <CheckGroup legend="Type d'emplacement" options={TYPE_OPTIONS} values={state.types} onToggle={toggle('types')} />}
        {has('durees') && <CheckGroup legend="Durée" options={DUREE_OPTIONS} values={state.durees} onToggle={toggle('durees')} />}
        {has('dates') && <DateSection legend={dateLegend ?? 'Date'} state={state} dispatch={dispatch} />}
        {has('caracteristiques') && <CheckGroup legend="Caractéristiques" options={CARAC_OPTIONS} values={state.caracteristiques} onToggle={toggle('caracteristiques')} />}
        {has('surfaces') && <CheckGroup legend="Surface" options={SURFACE_OPTIONS} values={state.surfaces} onToggle={toggle('surfaces')} />}
        {has('carreAllee') && (
          <Group grow align="flex-start">
            <MultiSelect size="md" label="Carré" data={[...carres]} value={state.carres} onChange={(values) => dispatch({ type: 'set', group: 'carres', values })} searchable clearable />
            <MultiSelect size="md" label="Allée" data={[...allees]} value={state.allees} onChange={(values) => dispatch({ type: 'set', group: 'allees', values })} searchable clearable />
          </Group>
        )}
        {/* Kept at the foot of the modal while its sections scroll: 'Valider' is always within reach (issue 14). */}
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          style={{ zIndex: 1, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Button size="md" variant="default" onClick={() => dispatch({ type: 'reset' })}>
            Réinitialiser
          </Button>
          {/* 'Valider' only closes: choices already apply. 'Fermer' is the close cross's name. */}
          <Button size="md" onClick={onClose}>
            Valider
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

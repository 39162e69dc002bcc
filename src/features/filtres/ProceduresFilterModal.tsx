import { FilterModal, type FilterModalProps } from './FilterModal';

/** Filters of the procedures and works lists: procedure status, dates, place. */
export function ProceduresFilterModal(props: FilterModalProps) {
  return <FilterModal {...props} title="Filtrer les procédures" dateLegend="Date de début" sections={['procedureStatuts', 'dates', 'carreAllee']} />;
}

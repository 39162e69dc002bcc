import { FilterModal, type FilterModalProps } from './FilterModal';

/** Filters of the procedures list: kind, status, next step possible now or waiting (issue 11), dates, place. */
export function ProceduresFilterModal(props: FilterModalProps) {
  return <FilterModal {...props} title="Filtrer les procédures" dateLegend="Date de début" sections={['procedureKinds', 'procedureStatuts', 'procedureAttente', 'dates', 'carreAllee']} />;
}

import { FilterModal, type FilterModalProps } from './FilterModal';

/** Filters of the works list: start date and place. */
export function TravauxFilterModal(props: FilterModalProps) {
  return <FilterModal {...props} title="Filtrer les travaux" dateLegend="Date de début" sections={['dates', 'carreAllee']} />;
}

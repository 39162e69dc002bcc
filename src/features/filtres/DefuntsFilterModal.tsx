import { FilterModal, type FilterModalProps } from './FilterModal';

/** Filters of the deceased list: date of death, characteristics, and the plot and concession they rest in. */
export function DefuntsFilterModal(props: FilterModalProps) {
  return <FilterModal {...props} title="Filtrer les défunts" dateLegend="Date de décès" sections={['dates', 'caracteristiques', 'statuts', 'types', 'durees', 'carreAllee']} />;
}

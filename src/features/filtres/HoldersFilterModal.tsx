import { FilterModal, type FilterModalProps } from './FilterModal';

/** Filters of the holders list: their concession's status, type, duration and start date, and its place. */
export function HoldersFilterModal(props: FilterModalProps) {
  return <FilterModal {...props} title="Filtrer les concessionnaires" dateLegend="Date de début de la concession" sections={['statuts', 'types', 'durees', 'dates', 'carreAllee']} />;
}

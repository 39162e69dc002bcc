import { FilterModal, type FilterModalProps } from './FilterModal';

/**
 * Filters of the concessions and plots lists, and of the plan (issue 4): every plot and concession value, and
 * the characteristics of the deceased present (a plot answers when one of them has it, spec 001 §9).
 */
export function ConcessionsFilterModal(props: FilterModalProps) {
  return (
    <FilterModal
      {...props}
      title="Filtrer les concessions"
      dateLegend="Date de début de la concession"
      sections={['statuts', 'etats', 'types', 'durees', 'dates', 'caracteristiques', 'surfaces', 'carreAllee']}
    />
  );
}

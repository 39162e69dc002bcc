import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { searchPlots, type PlanPlot } from '../../domain/plan';

export interface PlanSearchProps {
  /** Undefined while the plan shows its first frame only (issue 29): what is typed is answered once they come. */
  plots: readonly PlanPlot[] | undefined;
  onPick: (plot: PlanPlot) => void;
}

function optionLabel(plot: PlanPlot): string {
  return plot.famille ? `${plot.label} — ${plot.famille}` : plot.label;
}

/** The plan's search field: a plot by number or family, then the map flies to it (issue 4). */
export function PlanSearchField({ plots, onPick }: PlanSearchProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PlanPlot | null>(null);
  const found = useMemo(() => (plots ? searchPlots(plots, search, 8) : []), [plots, search]);
  // The picked plot stays among the options, so the field keeps showing its label.
  const options = picked && !found.includes(picked) ? [picked, ...found] : found;
  return (
    <Select
      size="lg"
      w={400}
      maw="100%"
      searchable
      clearable
      aria-label="Rechercher un emplacement"
      placeholder="Rechercher un emplacement (numéro ou famille)"
      nothingFoundMessage={!search.trim() ? undefined : plots ? 'Aucun emplacement trouvé' : 'Chargement des emplacements…'}
      searchValue={search}
      onSearchChange={setSearch}
      value={picked?.id ?? null}
      data={options.map((p) => ({ value: p.id, label: optionLabel(p) }))}
      filter={({ options: all }) => all}
      onChange={(id) => {
        const plot = options.find((p) => p.id === id) ?? null;
        setPicked(plot);
        if (plot) onPick(plot);
      }}
    />
  );
}

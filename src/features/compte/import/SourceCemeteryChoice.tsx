import { Select } from '@mantine/core';
import type { SourceCemetery } from './registerImportApi';

/**
 * Which cemetery of an export goes into this one (issue 26: an openCimetière base may hold several). Shown only
 * when there is a choice; the dry run waits for it.
 */
export function SourceCemeteryChoice({ cimetieres, value, disabled, onChange }: { cimetieres: SourceCemetery[]; value: string | null; disabled: boolean; onChange: (id: string) => void }) {
  if (cimetieres.length < 2) return null;
  return (
    <Select
      size="lg"
      label="Cimetière de l’export à importer dans ce cimetière"
      placeholder="Choisir un cimetière"
      data={cimetieres.map((c) => ({ value: c.id, label: `${c.libelle}${c.ville ? ` (${c.ville})` : ''} — ${c.emplacements} emplacement(s)` }))}
      value={value}
      disabled={disabled}
      allowDeselect={false}
      onChange={(id) => id !== null && onChange(id)}
    />
  );
}

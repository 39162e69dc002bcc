import { Button, Group, Pagination } from '@mantine/core';

export const PAGE_SIZE = 30;

interface PageBarProps {
  total: number;
  /** Filters or a search narrow the list: the count is of results, not of the whole list. */
  narrowed: boolean;
  page: number;
  full: boolean;
  onPage: (page: number) => void;
  onFull: (full: boolean) => void;
}

/** Pages of 30 rows, or the whole list at once (spec 001 §7, §9: page size 30, complete list). */
export function PageBar({ total, narrowed, page, full, onPage, onFull }: PageBarProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Nothing to page through nor to show whole: the list says so in words above (issue 14).
  if (total === 0) return null;
  return (
    <Group justify="space-between">
      {full ? <span /> : <Pagination total={pages} value={page} onChange={onPage} size="lg" aria-label="Pages de la liste" getControlProps={(p) => ({ 'aria-label': `Page ${p}` })} />}
      <Button size="md" variant={full ? 'filled' : 'default'} onClick={() => onFull(!full)}>
        {full ? `Liste par pages de ${PAGE_SIZE}` : narrowed ? `Tous les résultats (${total})` : `Liste complète (${total})`}
      </Button>
    </Group>
  );
}

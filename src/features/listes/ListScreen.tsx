import { Stack, Title } from '@mantine/core';
import type { ListRow } from '../../domain/filters';
import { ListView, type ListViewProps } from './ListView';

/** A list page: its title (spec 001 §2) above the list. */
export function ListScreen<R extends ListRow>({ title, ...props }: ListViewProps<R> & { title: string }) {
  return (
    // Bottom padding keeps the last buttons clear of the floating help button.
    <Stack gap="md" p="md" pb={96}>
      <Title order={1}>{title}</Title>
      <ListView {...props} />
    </Stack>
  );
}

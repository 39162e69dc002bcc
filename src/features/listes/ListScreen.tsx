import { Stack, Title } from '@mantine/core';
import type { ListRow } from '../../domain/filters';
import { ListView, type ListViewProps } from './ListView';

/** A list page: its title (spec 001 §2) above the list. */
export function ListScreen<R extends ListRow>({ title, ...props }: ListViewProps<R> & { title: string }) {
  return (
    <Stack gap="md" p="md">
      <Title order={1}>{title}</Title>
      <ListView {...props} />
    </Stack>
  );
}

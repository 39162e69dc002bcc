import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListRow } from '../../domain/filters';
import { ListView, type ListViewProps } from './ListView';

/** A list page: its title (spec 001 §2) above the list; `aside` beside the title (a register the list exports). */
export function ListScreen<R extends ListRow>({ title, aside, ...props }: ListViewProps<R> & { title: string; aside?: ReactNode }) {
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        {aside}
      </Group>
      <ListView {...props} />
    </Stack>
  );
}

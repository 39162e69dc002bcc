import type { ReactNode } from 'react';
import { Box, Group, Image, Paper, Stack, Title } from '@mantine/core';

interface PublicLayoutProps {
  title: string;
  children: ReactNode;
  /** The workspace chooser lists many cemeteries and needs more room than a form. */
  width?: number;
}

/**
 * Frame of the pages seen before entering a cemetery: sign-in, lost password, account request, chooser. It is
 * the page's main landmark (these pages have no shell around them).
 */
export function PublicLayout({ title, children, width = 480 }: PublicLayoutProps) {
  return (
    <Box component="main" mih="100dvh" bg="cimetiere.7" py={{ base: 'md', sm: 48 }} px="md">
      <Paper maw={width} mx="auto" p={{ base: 'lg', sm: 32 }} radius="lg" shadow="lg">
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <Image src="/icons/icon-192.png" alt="" w={48} h={48} radius="md" />
            <Title order={1} size="h2">
              {title}
            </Title>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

import { Box, CloseButton } from '@mantine/core';
import { useState } from 'react';
import { useEspaceId } from '../../replica/useEnqueue';
import { useSyncStatus } from '../../replica/useSyncStatus';
import { OthersPendingNotice } from './OthersPendingNotice';

/**
 * Above every screen of the shell, while this device holds another user's unsent changes (issue 13). The
 * user may hide it; it comes back when those changes change. The top bar keeps their count and the status
 * panel the same notice.
 */
export function OthersPendingBanner() {
  const espaceId = useEspaceId();
  const status = useSyncStatus(espaceId);
  const [hidden, setHidden] = useState<string | null>(null);
  if (!espaceId || !status || status.others.length === 0) return null;
  const key = status.others.map((o) => `${o.userId}:${o.mutations}`).join();
  if (hidden === key) return null;
  return (
    <Box pos="relative" mb="md">
      <OthersPendingNotice espaceId={espaceId} others={status.others} />
      <CloseButton aria-label="Masquer ce message" pos="absolute" top={6} right={6} size="lg" onClick={() => setHidden(key)} />
    </Box>
  );
}

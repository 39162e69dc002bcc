import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { usePanels } from './panels.store';

/** Floating '?' of the assistant; the shell is never shown on /login and /switch-espace, so neither is it. */
export function HelpButton() {
  const openPanel = usePanels((s) => s.openPanel);
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Tooltip label="Ouvrir l'assistance" position="left">
        <ActionIcon size={56} radius="xl" variant="filled" aria-label="Ouvrir l'assistance" onClick={() => openPanel('help')} fz={28} fw={700}>
          ?
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}

import { ActionIcon, Affix } from '@mantine/core';
import { HoverLabel } from './HoverLabel';
import { usePanels } from './panels.store';

/** Room the floating '?' takes at the bottom right, kept free below the page's content (ShellLayout). */
export const HELP_BUTTON_ROOM = 88;

/**
 * Floating '?' of the assistant; the shell is never shown on /login and /switch-espace, so neither is it.
 * Hidden while the panel is open (the panel has its own close button).
 */
export function HelpButton() {
  const opened = usePanels((s) => s.open === 'help');
  const openPanel = usePanels((s) => s.openPanel);
  if (opened) return null;
  return (
    // No portal: a portal mounts in two renders, the second in the first screen's longest task (issue 14).
    <Affix position={{ bottom: 20, right: 20 }} withinPortal={false}>
      <HoverLabel label="Ouvrir l'assistance" side="left">
        <ActionIcon size={56} radius="xl" variant="filled" aria-label="Ouvrir l'assistance" onClick={() => openPanel('help')} fz={28} fw={700}>
          ?
        </ActionIcon>
      </HoverLabel>
    </Affix>
  );
}

import { ActionIcon } from '@mantine/core';
import { HoverLabel } from './HoverLabel';
import { Icon } from './Icon';
import { usePanels } from './panels.store';

/**
 * The assistance's '?', a control of the top bar like the bell (issue 29): floating over the page it covered
 * 'Ajouter des photos', 'Renouveler' or 'Constituer le dossier' depending on the screen and the width, and a tap
 * meant for them opened the help. In the bar's flow nothing can lie under it, at any size, on any screen.
 * The shell is never shown on /login and /switch-espace, so neither is it. A second tap closes the panel.
 */
export function HelpButton() {
  const opened = usePanels((s) => s.open === 'help');
  const openPanel = usePanels((s) => s.openPanel);
  const close = usePanels((s) => s.close);
  return (
    <HoverLabel label="Assistance" side="bottom-end">
      <ActionIcon variant={opened ? 'white' : 'subtle'} color="white" size={44} aria-label="Ouvrir l'assistance" aria-expanded={opened} onClick={() => (opened ? close() : openPanel('help'))}>
        <Icon name="help" size={26} />
      </ActionIcon>
    </HoverLabel>
  );
}

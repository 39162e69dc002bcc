import { ActionIcon, AppShell, Group, ScrollArea, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { AssistancePanel } from '../../features/aide/AssistancePanel';
import { usePanels } from './panels.store';

export { HELP_PANEL_WIDTH } from './helpPanelWidth';

/**
 * The 'Centre d'aide' panel (spec 002 §2 Help assistant), as the shell's side column rather than a drawer over
 * the page: the screen narrows beside it, so the panel never hides a button the user needs (issue 18).
 */
export function HelpDrawer() {
  const opened = usePanels((s) => s.open === 'help');
  const close = usePanels((s) => s.close);
  const { pathname } = useLocation();
  // Closed, the column is not rendered at all: no hidden links for the keyboard or a screen reader.
  if (!opened) return null;
  return (
    <AppShell.Aside p="md" aria-labelledby="centre-aide-titre">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz={22} id="centre-aide-titre">
          Centre d'aide
        </Title>
        <ActionIcon size={44} variant="subtle" aria-label="Fermer le centre d'aide" onClick={close} fz={26}>
          ×
        </ActionIcon>
      </Group>
      <ScrollArea.Autosize mah="calc(100dvh - 140px)" type="auto">
        <AssistancePanel pathname={pathname} onNavigate={close} />
      </ScrollArea.Autosize>
    </AppShell.Aside>
  );
}

import { Drawer } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { AssistancePanel } from '../../features/aide/AssistancePanel';
import { usePanels } from './panels.store';

/** The in-app assistance window (spec 002 §2 "Help assistant"). */
export function HelpDrawer() {
  const opened = usePanels((s) => s.open === 'help');
  const close = usePanels((s) => s.close);
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={close} position="right" size={400} title="Centre d'aide" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
      <AssistancePanel pathname={pathname} onNavigate={close} />
    </Drawer>
  );
}

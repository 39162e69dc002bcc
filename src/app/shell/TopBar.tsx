import { ActionIcon, Burger, Button, Group, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useWorkspace } from '../session/useWorkspace';
import { HelpButton } from './HelpButton';
import { Icon } from './Icon';
import { NotificationsButton } from './NotificationsButton';
import { usePanels } from './panels.store';
import { SearchBox } from './SearchBox';
import { SyncStatusSlot } from './SyncStatusSlot';
import { TopBarIcon } from './TopBarIcon';

// The library makes its PDF with jsPDF, whose start-up (font tables) took a long task on every first screen
// after sign-in: it loads when first opened (issue 14), and the service worker has it for offline use.
const RessourcesModal = lazy(() => import('../../features/aide/ressources/RessourcesModal').then((m) => ({ default: m.RessourcesModal })));

/**
 * Top navigation bar (spec 000 §2.5): cemetery name, search, sync status, notes, calendar, notifications, the
 * assistance's '?' (issue 29: in the bar, never over the page), Commune.
 * On a tablet held upright the name keeps its room: the search box shrinks first and 'Commune' becomes an icon.
 */
export function TopBar({ unread }: { unread: number }) {
  const workspace = useWorkspace();
  const { menuOpen, toggleMenu, openPanel } = usePanels();
  const [ressources, setRessources] = useState(false);
  const [ressourcesUsed, setRessourcesUsed] = useState(false);
  const openRessources = () => {
    setRessourcesUsed(true);
    setRessources(true);
  };

  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap" justify="space-between">
      {/* Shrinks before anything overlaps it: the name wraps on two lines rather than slide under the search (issue 29). */}
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        {/* 44 px square: a touch target for gloved fingers (WCAG 2.5.5, DESIGN §6), not the 34 px of size md alone. */}
        <Burger opened={menuOpen} onClick={toggleMenu} hiddenFrom="md" color="white" size="md" w={44} h={44} aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'} />
        <Title order={2} fz={{ base: 18, lg: 22 }} lh={1.2} c="white" lineClamp={2} title={workspace?.espace.nom}>
          {workspace?.espace.nom ?? 'Cimetière'}
        </Title>
      </Group>
      {/*
        Upright (under 992 px) this side never shrinks: shrunk, its controls spilled to the left over the name (the
        search button over 'Kerozar'). Wider, its search field gives way first (110 px at least).
      */}
      <Group gap={6} wrap="nowrap" justify="flex-end" miw={0} flex={{ base: '0 0 auto', md: '0 1 auto' }}>
        <SearchBox />
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <SyncStatusSlot />
          <TopBarIcon label="Notes" icon="notes" to="/notes" />
          <TopBarIcon label="Calendrier" icon="calendar" to="/calendrier" />
          <TopBarIcon label="Ressources" icon="library" onClick={openRessources} />
          <NotificationsButton unread={unread} />
          <HelpButton />
          <Button visibleFrom="md" variant="white" size="md" h={44} leftSection={<Icon name="commune" size={22} />} onClick={() => openPanel('account')}>
            Commune
          </Button>
          <ActionIcon hiddenFrom="md" variant="white" size={44} aria-label="Commune" onClick={() => openPanel('account')}>
            <Icon name="commune" size={24} />
          </ActionIcon>
        </Group>
      </Group>
      {/* Kept mounted once opened, so it closes with its transition. */}
      {ressourcesUsed && (
        <Suspense fallback={null}>
          <RessourcesModal opened={ressources} onClose={() => setRessources(false)} />
        </Suspense>
      )}
    </Group>
  );
}

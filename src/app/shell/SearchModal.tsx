import { Suspense, lazy } from 'react';
import { Modal } from '@mantine/core';
import { usePanels } from './panels.store';
import { useSearchQuery } from './searchQuery.store';
import { MountOnFirstOpen } from '../../features/shared/MountOnFirstOpen';
import { LoadingIndicator } from '../../features/shared/LoadingIndicator';

const RecherchePanel = lazy(() => import('../../features/recherche/RecherchePanel').then((m) => ({ default: m.RecherchePanel })));

/**
 * The search modal of spec 000 §2.5; its content belongs to the recherche feature. Keyed by the query, so a
 * new Enter in the top bar starts from the new text; following a result closes it.
 */
export function SearchModal() {
  const opened = usePanels((s) => s.open === 'search');
  const close = usePanels((s) => s.close);
  const query = useSearchQuery((s) => s.query);
  return (
    <MountOnFirstOpen opened={opened}>
      {(open) => (
        <Modal opened={open} onClose={close} title="Recherche" size="xl" styles={{ title: { fontWeight: 700, fontSize: 22 } }}>
          <Suspense fallback={<LoadingIndicator label="Chargement de la recherche" />}>{opened ? <RecherchePanel key={query} query={query} onNavigate={close} /> : null}</Suspense>
        </Modal>
      )}
    </MountOnFirstOpen>
  );
}

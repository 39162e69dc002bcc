import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { DISCARD_QUESTION } from '../../../domain/drafts/drafts';

export interface DiscardGuard {
  /** Runs `then` at once on a form with no work; else asks first, and runs it only on 'Abandonner la saisie'. */
  ask: (then: () => void) => void;
  /** Lets the page go without asking: the work was just recorded (a save that then navigates away). */
  release: () => void;
  /** The question, to render beside the form. */
  modal: ReactNode;
}

/**
 * Asks before filled work is thrown away (issue 29, 'No work lost'; issue 28 for the editors): the form's × and
 * 'Annuler' go through `ask`, a route change away from the page is held by the router's blocker, and closing
 * or reloading the tab gets the browser's own 'leave the page?' question. `onDiscard` runs on the answer
 * 'Abandonner la saisie' (the form's draft is deleted there).
 */
export function useDiscardGuard(dirty: boolean, onDiscard: () => Promise<void> | void): DiscardGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const ask = useCallback((then: () => void) => {
    if (dirty) setPending(() => then);
    else then();
  }, [dirty]);

  const opened = pending !== null || blocker.state === 'blocked';
  const stay = () => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = async () => {
    const then = pending;
    setPending(null);
    await onDiscard();
    // The work is thrown away: what the answer leads to (a navigation, a close) is not held again.
    released.current = true;
    if (blocker.state === 'blocked') blocker.proceed();
    then?.();
  };
  const modal = (
    <Modal opened={opened} onClose={stay} title="Abandonner la saisie ?" centered size="md" zIndex={400}>
      <Text size="lg" mb="lg">
        {DISCARD_QUESTION}
      </Text>
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={stay}>
          Continuer la saisie
        </Button>
        <Button size="lg" color="red" onClick={() => void leave()}>
          Abandonner la saisie
        </Button>
      </Group>
    </Modal>
  );
  return { ask, release, modal };
}

import { useEffect, useState, type ReactNode } from 'react';

interface MountOnFirstOpenProps {
  opened: boolean;
  /** The modal or drawer, given whether it is open. */
  children: (opened: boolean) => ReactNode;
}

/**
 * Builds a modal or drawer the first time it is opened, then keeps it. A closed Mantine Modal or Drawer
 * still mounts a portal, whose mount re-renders it at once in the same task: the first screen had eight of
 * them, nearly all never opened, in its longest task (issue 14, TBT). It is built closed, then opened on the
 * next render, so its opening transition and focus handling are the usual ones.
 */
export function MountOnFirstOpen({ opened, children }: MountOnFirstOpenProps) {
  const [built, setBuilt] = useState(opened);
  const [ready, setReady] = useState(false);
  if (opened && !built) setBuilt(true);
  useEffect(() => {
    if (built) setReady(true);
  }, [built]);
  return built ? children(opened && ready) : null;
}

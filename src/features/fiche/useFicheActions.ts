import { notifications } from '@mantine/notifications';
import { useCallback, useSyncExternalStore } from 'react';
import { canWrite } from '../../domain/roles';
import { getSession, subscribeSession } from '../../platform/session';
import { useEnqueue } from '../../replica/useEnqueue';

/** Whether the signed-in user may change data: ROLE_USER (Consultation) sees every write action hidden. */
export function useCanWrite(): boolean {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return canWrite(session.profile?.roles ?? []);
}

/**
 * Runs one mutation of the catalogue through the outbox: applied on the device at once (the sheet updates
 * through its live query), sent when the network allows. A refusal shows its French message and returns false.
 */
export function useRunMutation(): (name: string, args: Record<string, unknown>, success?: string) => Promise<boolean> {
  const enqueue = useEnqueue();
  return useCallback(
    async (name, args, success) => {
      try {
        await enqueue({ name, args });
        if (success) notifications.show({ color: 'green', message: success });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', title: 'Modification refusée', message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    [enqueue],
  );
}

import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { onForbidden } from '../../platform/http';

/** Spec 000 §6: a 403 triggers an access-denied action; here, a notice naming what was refused. */
export function useForbiddenNotice(): void {
  useEffect(
    () =>
      onForbidden((path) => {
        notifications.show({ color: 'red', title: 'Accès refusé', message: `Vous n'avez pas les droits nécessaires (${path}).` });
      }),
    [],
  );
}

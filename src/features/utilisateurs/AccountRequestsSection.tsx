import { useSyncExternalStore } from 'react';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isSuperAdmin } from '../../domain/roles';
import { getSession, subscribeSession } from '../../platform/session';
import type { AccountDecision, AccountRequest } from './accountRequestsApi';
import { AccountRequestRow } from './AccountRequestRow';
import { OFFLINE_MESSAGE, useAccountRequests } from './useAccountRequests';
import { useSocieteChoices } from './useSocieteChoices';
import { STICKY_ACTIONS } from './tableStyles';
import { LoadingIndicator } from '../shared/LoadingIndicator';

const APPROVED = 'Compte créé : un e-mail a été envoyé pour choisir le mot de passe.';
const REJECTED = 'La demande de compte a été refusée.';
const COLUMNS = ['Date', 'Commune', 'Nom', 'Prénom', 'Fonction', 'E-mail', 'Téléphone', 'Message', 'Actions'];

/** Account requests made on /register, waiting for an administrator of their municipality. */
export function AccountRequestsSection() {
  const { requests, loading, offline, error, decide } = useAccountRequests();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const superAdmin = isSuperAdmin(session.profile?.roles ?? []);
  const societeChoices = useSocieteChoices(superAdmin && !offline);

  async function onDecide(request: AccountRequest, decision: AccountDecision, societeId?: string): Promise<boolean> {
    const done = await decide(request, decision, societeId);
    if (done) notifications.show({ color: 'green', message: decision === 'approve' ? APPROVED : REJECTED });
    return done;
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="demandes-de-compte">
      <Title order={2} id="demandes-de-compte">
        Demandes de compte
      </Title>
      {offline ? (
        <Alert color="orange" variant="light" role="alert">
          <Text size="lg">{OFFLINE_MESSAGE}</Text>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="lg">{error}</Text>
        </Alert>
      ) : null}
      {loading && requests === null ? <LoadingIndicator label="Chargement des demandes" /> : null}
      {!offline && requests !== null && requests.length === 0 ? <Text size="lg">Aucune demande en attente.</Text> : null}
      {!offline && requests !== null && requests.length > 0 ? (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="sm" fz="md" aria-labelledby="demandes-de-compte">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c} style={c === 'Actions' ? STICKY_ACTIONS : undefined}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((r) => (
                <AccountRequestRow key={r.id} request={r} onDecide={onDecide} societeChoices={societeChoices} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import { type AccountDecision, type AccountRequest, type SocieteChoice, formatRequestDate } from './accountRequestsApi';
import { ConfirmDecisionModal } from './ConfirmDecisionModal';
import { SocieteSelect } from './SocieteSelect';
import { STICKY_ACTIONS } from './tableStyles';

interface AccountRequestRowProps {
  request: AccountRequest;
  onDecide: (request: AccountRequest, decision: AccountDecision, societeId?: string) => Promise<boolean>;
  /** Municipalities a super admin may choose for the new account; empty for an admin. */
  societeChoices: SocieteChoice[];
}

const QUESTION: Record<AccountDecision, string> = { approve: 'Valider', reject: 'Refuser' };

/** One pending request with its two decisions, each confirmed first. */
export function AccountRequestRow({ request, onDecide, societeChoices }: AccountRequestRowProps) {
  // The decision stays set while the dialog closes, so its text does not change during the animation.
  const [asking, setAsking] = useState<AccountDecision>('approve');
  const [opened, setOpened] = useState(false);
  const [societeId, setSocieteId] = useState<string | null>(null);
  const who = `${request.prenom} ${request.nom}`;

  function ask(decision: AccountDecision) {
    setAsking(decision);
    setOpened(true);
  }

  return (
    <Table.Tr>
      <Table.Td>{formatRequestDate(request.createdAt)}</Table.Td>
      <Table.Td style={{ minWidth: 140 }}>{request.commune}</Table.Td>
      <Table.Td>{request.nom}</Table.Td>
      <Table.Td>{request.prenom}</Table.Td>
      <Table.Td>{request.fonction ?? ''}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{request.email}</Table.Td>
      <Table.Td>{request.telephone ?? ''}</Table.Td>
      <Table.Td style={{ minWidth: 180 }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.message ?? ''}
        </Text>
      </Table.Td>
      <Table.Td style={STICKY_ACTIONS}>
        <Stack gap="xs">
          <Button size="lg" onClick={() => ask('approve')} aria-label={`Valider la demande de ${who}`}>
            Valider
          </Button>
          <Button size="lg" color="red" variant="outline" onClick={() => ask('reject')} aria-label={`Refuser la demande de ${who}`}>
            Refuser
          </Button>
        </Stack>
        <ConfirmDecisionModal
          opened={opened}
          message={`${QUESTION[asking]} la demande de compte de ${who} ?`}
          confirmLabel={QUESTION[asking]}
          color={asking === 'reject' ? 'red' : 'cimetiere'}
          onConfirm={() => onDecide(request, asking, societeId ?? undefined)}
          onClose={() => setOpened(false)}
        >
          {asking === 'approve' && societeChoices.length > 0 ? <SocieteSelect choices={societeChoices} value={societeId} onChange={setSocieteId} /> : null}
        </ConfirmDecisionModal>
      </Table.Td>
    </Table.Tr>
  );
}

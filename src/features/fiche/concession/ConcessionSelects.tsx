import { Box, Paper, Select, Stack } from '@mantine/core';
import { ETAT_ABANDON_LABELS, ETATS_ABANDON, etatAbandonColour } from '../../../domain/constants/etatAbandon';
import { FACTURE_NON_RENSEIGNEE, FACTURES } from '../../../domain/constants/facture';
import type { Location } from '../../../domain/entities/location';
import { useRunMutation } from '../useFicheActions';

const ETAT_DATA = [{ value: '', label: 'Non renseigné' }, ...ETATS_ABANDON.map((v) => ({ value: String(v), label: ETAT_ABANDON_LABELS[v] }))];
const FACTURE_DATA = [{ value: '', label: FACTURE_NON_RENSEIGNEE }, ...FACTURES.map((f) => ({ value: f, label: f }))];
const COLOURS = { green: '#2f9e44', orange: '#f08c00', red: '#e03131' } as const;

/**
 * The invoice and abandonment selects (spec 001 §4): each change goes through the outbox, so it shows at once
 * and reaches the server when the network allows, with no network at the graveside.
 */
export function ConcessionSelects({ location, writable }: { location: Location; writable: boolean }) {
  const run = useRunMutation();
  const colour = COLOURS[etatAbandonColour(location.etatAbandon)];
  return (
    <Paper withBorder p="md">
      <Stack>
        <Select
          size="lg"
          label="Facture"
          data={FACTURE_DATA}
          value={location.facture ?? ''}
          disabled={!writable}
          allowDeselect={false}
          onChange={(v) => void run('location.setFacture', { id: location.id, facture: v ? v : null })}
        />
        <Select
          size="lg"
          label="État d'abandon"
          data={ETAT_DATA}
          value={location.etatAbandon === null ? '' : String(location.etatAbandon)}
          disabled={!writable}
          allowDeselect={false}
          leftSection={<Box w={18} h={18} style={{ borderRadius: 9, background: colour }} data-testid="etat-abandon-icone" data-colour={etatAbandonColour(location.etatAbandon)} />}
          onChange={(v) => void run('location.setEtatAbandon', { id: location.id, etatAbandon: v ? Number(v) : null })}
        />
      </Stack>
    </Paper>
  );
}

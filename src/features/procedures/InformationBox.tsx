import { Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatFrDate } from '../../domain/dates';
import type { Location } from '../../domain/entities/location';
import { INFORMATION_MOYEN_LABELS, INFORMATION_MOYENS, type InformationMoyen } from '../../domain/mutations/renewalInformation';
import { useRunMutation } from '../fiche/useFicheActions';
import { DateField } from '../shared/DateField';

interface Information {
  date: string;
  moyens: InformationMoyen[];
}

function informationOf(location: Location): Information | null {
  const info = location.champsSupp?.['informationRenouvellement'] as Partial<Information> | undefined;
  return info && typeof info.date === 'string' ? { date: info.date, moyens: Array.isArray(info.moyens) ? info.moyens : [] } : null;
}

/**
 * The duty to inform of CGCT L2223-15 (LAW.md): the date and means by which holders and heirs were told of
 * their right to renew, recorded so the town hall can prove it (location.informRenouvellement); the reprise for
 * non-renewal waits for it.
 */
export function InformationBox({ location, today, canWrite }: { location: Location; today: string; canWrite: boolean }) {
  const run = useRunMutation();
  const info = informationOf(location);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(today);
  const [moyens, setMoyens] = useState<InformationMoyen[]>([]);
  const save = async () => {
    if (await run('location.informRenouvellement', { id: location.id, date, moyens, documents: [] }, 'Information des titulaires enregistrée.')) setOpen(false);
  };
  return (
    <Paper withBorder p="md" data-testid="information-l2223-15">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>Information des titulaires sur leur droit au renouvellement (article L2223-15 du CGCT)</Text>
          <Text>
            {info ? `Effectuée le ${formatFrDate(info.date)} : ${info.moyens.map((m) => INFORMATION_MOYEN_LABELS[m] ?? m).join(', ')}.` : 'Aucune information enregistrée.'}
          </Text>
        </Stack>
        {canWrite && !location.isArchived && (
          <Button size="lg" variant="light" onClick={() => setOpen(true)}>
            Enregistrer l'information
          </Button>
        )}
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Information des titulaires" size="lg">
        <Stack>
          <DateField label="Date de l'information" value={date} onChange={setDate} />
          <Checkbox.Group label="Moyens d'information" size="lg" value={moyens} onChange={(v) => setMoyens(v as InformationMoyen[])}>
            <Stack gap="xs" mt="xs">
              {INFORMATION_MOYENS.map((m) => (
                <Checkbox key={m} value={m} label={INFORMATION_MOYEN_LABELS[m]} size="lg" />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button size="lg" onClick={() => void save()}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

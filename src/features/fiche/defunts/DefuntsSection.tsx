import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EQUIPMENT_TYPES } from '../../../domain/constants/locationTypes';
import type { Occupant } from '../../../domain/entities/occupant';
import { countPresent } from '../../../domain/rules/concessionStatus';
import { isPleineNaturePlot } from '../../../domain/wizards/defunt';
import type { FicheData } from '../../../replica/queries/fiche';
import { DefuntWizard } from '../wizard/defunt/DefuntWizard';
import { ExhumationWizard } from '../wizard/exhumation/ExhumationWizard';
import { ReductionWizard } from '../wizard/reduction/ReductionWizard';
import { DefuntRow } from './DefuntRow';
import { DeleteDefuntModal } from './DeleteDefuntModal';
import { MoveDefuntModal } from './MoveDefuntModal';

export type DefuntAction = 'modifier' | 'exhumer' | 'reduire' | 'deplacer' | 'supprimer';

/**
 * The deceased of the concession (spec 001 §2): an exhumed one has left the list; reduced and reunited ones
 * stay with their picture. The exhumation and réduction actions are hidden on Jardin du souvenir and Ossuaire
 * unless an exhumation already exists there.
 */
export function DefuntsSection({ fiche, writable }: { fiche: FicheData; writable: boolean }) {
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<{ kind: DefuntAction; occupant: Occupant } | null>(null);
  const location = fiche.location;
  const shown = fiche.occupants.filter((o) => o.etat !== 'exhume');
  const pleineNature = isPleineNaturePlot(fiche.emplacement, fiche.occupants.filter((o) => o.locationId === location?.id));
  const presents = countPresent(fiche.occupants.filter((o) => o.locationId === location?.id));
  const equipment = location !== null && (EQUIPMENT_TYPES as readonly string[]).includes(location.type);
  const exhumationAllowed = !equipment || fiche.exhumations.length > 0;
  const close = () => setAction(null);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Défunts</Title>
        {writable && location && (
          <Button size="lg" variant="light" onClick={() => setAdding(true)}>
            Ajouter un défunt
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {shown.length === 0 && <Text>Aucun défunt.</Text>}
        {shown.map((o) => (
          <DefuntRow
            key={o.id}
            occupant={o}
            pending={fiche.pending.has(o.id)}
            writable={writable}
            exhumationAllowed={exhumationAllowed && o.etat === 'present'}
            onAction={(kind) => setAction({ kind, occupant: o })}
          />
        ))}
      </Stack>
      {adding && location && <DefuntWizard location={location} emplacementId={fiche.emplacement.id} pleineNature={pleineNature} presents={presents} onClose={() => setAdding(false)} />}
      {action?.kind === 'modifier' && location && <DefuntWizard location={location} emplacementId={fiche.emplacement.id} pleineNature={pleineNature} occupant={action.occupant} onClose={close} />}
      {action?.kind === 'exhumer' && <ExhumationWizard occupant={action.occupant} onClose={close} />}
      {action?.kind === 'reduire' && <ReductionWizard occupant={action.occupant} others={shown.filter((o) => o.id !== action.occupant.id && o.etat === 'present')} onClose={close} />}
      {action?.kind === 'deplacer' && <MoveDefuntModal occupant={action.occupant} onClose={close} />}
      {action?.kind === 'supprimer' && <DeleteDefuntModal occupant={action.occupant} onClose={close} />}
    </Paper>
  );
}

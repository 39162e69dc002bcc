import { Button, Modal, Stack, Text } from '@mantine/core';
import { ofScopeLabel, type RoundScope } from '../../../domain/round/round';

interface StartRoundModalProps {
  opened: boolean;
  plot: { carre: string | null; allee: string | null };
  /** Live plots of the plot's allée and of its carré. */
  alleeCount: number;
  carreCount: number;
  onStart: (scope: RoundScope) => void;
  onClose: () => void;
}

const count = (n: number) => `${n} emplacement${n > 1 ? 's' : ''}`;

/** 'Commencer une tournée': the allée or the carré of this plot, each one large button for a finger. */
export function StartRoundModal({ opened, plot, alleeCount, carreCount, onStart, onClose }: StartRoundModalProps) {
  const allee: RoundScope = { kind: 'allee', carre: plot.carre, allee: plot.allee };
  const carre: RoundScope = { kind: 'carre', carre: plot.carre, allee: plot.allee };
  const choice = (scope: RoundScope, n: number) => (
    <Button size="lg" h="auto" py="sm" variant="light" onClick={() => onStart(scope)} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}>
      <Stack gap={0} align="flex-start">
        <span>Tournée {ofScopeLabel(scope)}</span>
        <Text span size="sm" fw={400}>
          {count(n)}, à partir de cette fiche
        </Text>
      </Stack>
    </Button>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Commencer une tournée" centered size="lg" closeButtonProps={{ 'aria-label': 'Fermer', size: 'xl' }}>
      <Stack>
        <Text size="lg">Passez d’une fiche à l’autre avec « Suivant » : chaque fiche ouverte est comptée, avec les photos prises, les états relevés et les défunts ajoutés. La tournée reste sur cet appareil, même hors ligne.</Text>
        {choice(allee, alleeCount)}
        {choice(carre, carreCount)}
        <Button size="lg" variant="default" onClick={onClose}>
          Annuler
        </Button>
      </Stack>
    </Modal>
  );
}

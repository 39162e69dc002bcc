import { Checkbox, Stack, Text } from '@mantine/core';
import type { ActesChoice } from './useAttributionActes';

/**
 * The 'actes' step of the assignment of a concession (spec 001 §4): which deeds to generate on Valider. They are
 * made on the device and kept as documents of the new concession; they can also be generated later from the sheet.
 */
export function ActesStep({ value, onChange }: { value: ActesChoice; onChange: (v: ActesChoice) => void }) {
  return (
    <Stack>
      <Text size="lg">Actes à générer à la validation :</Text>
      <Checkbox size="lg" label="Acte de concession" checked={value.acte} onChange={(e) => onChange({ ...value, acte: e.currentTarget.checked })} />
      <Checkbox size="lg" label="Titre de recette" checked={value.titre} onChange={(e) => onChange({ ...value, titre: e.currentTarget.checked })} />
      <Text size="sm" c="dimmed">
        Ils pourront aussi être générés plus tard depuis la fiche.
      </Text>
    </Stack>
  );
}

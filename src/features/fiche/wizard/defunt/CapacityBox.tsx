import { Alert, Checkbox, Stack, Textarea } from '@mantine/core';
import type { BurialCheck } from '../../../../domain/rules/burialCapacity';

export interface Depassement {
  confirme: boolean;
  motif: string;
}

/** Whether the wizard may leave its first step: a full concession needs the confirmation and a reason (issue 28). */
export function depassementReady(check: BurialCheck, d: Depassement): boolean {
  return !check.pleine || (d.confirme && d.motif.trim().length >= 3);
}

/**
 * The preliminary check of the deceased wizard (spec 001 §4 'Step 1 is a preliminary check'; issue 28): an
 * expired concession says so before any burial; a full one asks for an explicit confirmation and its reason,
 * recorded with the deceased on the concession. The server refuses the same burial without them.
 */
export function CapacityBox({ check, value, onChange, showError }: {
  check: BurialCheck; value: Depassement; onChange: (d: Depassement) => void; showError: boolean;
}) {
  if (!check.echeance && !check.pleine) return null;
  const missing = showError && !depassementReady(check, value);
  return (
    <Stack gap="sm" mb="md">
      {check.echeance && (
        <Alert color="orange" title="Concession échue" role="alert">
          {check.echeance}
        </Alert>
      )}
      {check.pleine && (
        <Alert color="red" title={`Concession pleine (capacité ${check.capacite}, ${check.presents} défunt${check.presents > 1 ? 's' : ''} présent${check.presents > 1 ? 's' : ''})`} role="alert">
          <Stack gap="sm">
            La capacité est atteinte. Un défunt de plus ne peut être ajouté que sur confirmation, avec le motif du dépassement, conservé avec la concession.
            <Checkbox
              size="lg"
              label="Je confirme l’ajout d’un défunt au-delà de la capacité"
              checked={value.confirme}
              onChange={(e) => onChange({ ...value, confirme: e.currentTarget.checked })}
              error={missing && !value.confirme ? 'Confirmez le dépassement de capacité.' : undefined}
            />
            <Textarea
              size="lg"
              label="Motif du dépassement"
              withAsterisk
              value={value.motif}
              onChange={(e) => onChange({ ...value, motif: e.currentTarget.value })}
              error={missing && value.motif.trim().length < 3 ? 'Le motif du dépassement de capacité est obligatoire.' : undefined}
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

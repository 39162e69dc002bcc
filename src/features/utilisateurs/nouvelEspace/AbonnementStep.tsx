import { Stack, Switch } from '@mantine/core';
import type { AbonnementOption } from '../../../domain/constants/abonnement';
import { WIZARD_OPTIONS } from '../../../domain/users/newSpace';
import { DateField } from '../../shared/DateField';
import type { WizardState } from './wizardState';

interface Props {
  abonnement: WizardState['abonnement'];
  errors: Record<string, string>;
  onChange: (abonnement: WizardState['abonnement']) => void;
}

/** Step 4 (spec 000 §2.12): the start date (required) and the option switches (labels of spec 000 §3). */
export function AbonnementStep({ abonnement, errors, onChange }: Props) {
  const toggle = (key: AbonnementOption, on: boolean) =>
    onChange({ ...abonnement, options: on ? [...abonnement.options, key] : abonnement.options.filter((o) => o !== key) });
  return (
    <Stack gap="md">
      <DateField label="Date de début" required value={abonnement.dateDebut} error={errors['abonnement.dateDebut']} onChange={(dateDebut) => onChange({ ...abonnement, dateDebut })} />
      {WIZARD_OPTIONS.map((o) => (
        <Switch key={o.key} size="lg" label={o.label} checked={abonnement.options.includes(o.key)} onChange={(e) => toggle(o.key, e.currentTarget.checked)} />
      ))}
    </Stack>
  );
}

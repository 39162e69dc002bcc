import { Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { HOLDER_TYPES } from '../../../domain/constants/contacts';
import type { EngineContext } from '../../../domain/procedures';
import { holders } from '../../../domain/procedures/common';
import { knownCivilite } from '../../../domain/rules/civilite';
import { personName } from '../../../domain/rules/labels';
import { CiviliteChoice } from '../../shared/CiviliteChoice';
import type { StepFormValues } from './GenericField';

const BENEFICIAIRE_FIELDS: Array<[string, string, string?]> = [
  ['nom', 'Nom du bénéficiaire'],
  ['prenom', 'Prénom du bénéficiaire'],
  ['nomJeuneFille', 'Nom de naissance'],
  ['dateDeNaissance', 'Date de naissance', 'date'],
  ['adresse', 'Adresse'],
  ['codePostal', 'Code postal'],
  ['commune', 'Commune'],
  ['telephone', 'Téléphone'],
  ['email', 'Courriel', 'email'],
];

/**
 * Step 2 of a donation, 'Enregistrer' (spec 002 §2, §3): the donor among the holders, the beneficiary who
 * becomes a contact of the concession at step 3, and the quality given (typeDeContact).
 */
export function DonationFields({ form, ctx, readOnly }: { form: UseFormReturn<StepFormValues>; ctx: EngineContext; readOnly: boolean }) {
  const donors = holders(ctx).map((c) => ({ value: c.id, label: `${personName(c)} (${c.typeDeContact ?? ''})` }));
  return (
    <>
      <Controller
        control={form.control}
        name="donateurId"
        render={({ field, fieldState }) => (
          <Select size="lg" label="Donateur" placeholder="Choisir le titulaire donateur" data={donors} value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} disabled={readOnly} error={fieldState.error?.message} />
        )}
      />
      <Fieldset legend="Bénéficiaire" disabled={readOnly}>
        <Controller
          control={form.control}
          name="beneficiaire.civilite"
          render={({ field }) => <CiviliteChoice label="Civilité" value={knownCivilite(field.value)} onChange={field.onChange} disabled={readOnly} />}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          {BENEFICIAIRE_FIELDS.map(([name, label, type]) => (
            <Controller
              key={name}
              control={form.control}
              name={`beneficiaire.${name}`}
              render={({ field, fieldState }) => (
                <TextInput size="lg" label={label} type={type ?? 'text'} disabled={readOnly} error={fieldState.error?.message} value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.currentTarget.value)} />
              )}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Group grow>
        <Controller
          control={form.control}
          name="typeDeContact"
          render={({ field }) => (
            <Select size="lg" label="Qualité du bénéficiaire" data={[...HOLDER_TYPES]} value={typeof field.value === 'string' ? field.value : 'Concessionnaire'} onChange={(v) => field.onChange(v ?? 'Concessionnaire')} disabled={readOnly} allowDeselect={false} />
          )}
        />
      </Group>
    </>
  );
}

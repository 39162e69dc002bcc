import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CIVILITE_LABELS, CIVILITES, DEFAULT_CIVILITE, DEFAULT_FONCTION, FONCTIONS } from '../../domain';
import { requestAccount } from '../../platform/auth';
import { PublicLayout } from './PublicLayout';
import { type RegisterInput, type RegisterValues, registerSchema } from './authSchemas';
import { userMessage } from './userMessage';

const DEFAULTS: RegisterInput = {
  civilite: DEFAULT_CIVILITE,
  nom: '',
  prenom: '',
  fonction: DEFAULT_FONCTION,
  email: '',
  telephone: '',
  commune: '',
  message: '',
};

/**
 * /register: a town-hall agent asks for an account; an administrator validates it, then an e-mail lets them
 * choose a password. Defaults follow spec 000 §9 (civility H, function Maire).
 */
export function RegisterPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: DEFAULTS,
  });
  const errors = formState.errors;

  async function submit(values: RegisterValues) {
    setError(null);
    try {
      await requestAccount(values);
      setSent(true);
    } catch (e) {
      setError(userMessage(e));
    }
  }

  return (
    <PublicLayout title="Demande de compte" width={640}>
      {sent ? (
        <Alert color="cimetiere" variant="light" title="Demande envoyée">
          <Text size="lg">
            Votre demande de compte a bien été envoyée. Un administrateur va la valider ; vous recevrez alors un e-mail pour choisir votre mot de
            passe.
          </Text>
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack gap="md">
            <Controller
              control={control}
              name="civilite"
              render={({ field }) => (
                <Radio.Group label="Civilité" size="lg" value={field.value} onChange={field.onChange}>
                  <Group gap="xl" mt={6}>
                    {CIVILITES.map((c) => (
                      <Radio key={c} value={c} label={CIVILITE_LABELS[c]} size="lg" />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nom" autoComplete="family-name" error={errors.nom?.message} {...register('nom')} />
              <TextInput label="Prénom" autoComplete="given-name" error={errors.prenom?.message} {...register('prenom')} />
            </SimpleGrid>
            <Controller
              control={control}
              name="fonction"
              render={({ field }) => (
                <Select
                  label="Fonction"
                  data={[...FONCTIONS]}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? DEFAULT_FONCTION)}
                  allowDeselect={false}
                  error={errors.fonction?.message}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Adresse e-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
              <TextInput label="Téléphone" type="tel" inputMode="numeric" autoComplete="tel" error={errors.telephone?.message} {...register('telephone')} />
            </SimpleGrid>
            <TextInput label="Commune" autoComplete="address-level2" error={errors.commune?.message} {...register('commune')} />
            <Textarea label="Message" autosize minRows={3} error={errors.message?.message} {...register('message')} />
            {error ? (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              Envoyer la demande
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="lg" py={10}>
        Retour à la connexion
      </Anchor>
    </PublicLayout>
  );
}

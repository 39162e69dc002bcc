import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../platform/auth';
import { PublicLayout } from './PublicLayout';
import { type LostPasswordValues, lostPasswordSchema } from './authSchemas';
import { userMessage } from './userMessage';

/** /lost-password (spec 000 §2.3): one e-mail field, then the server's confirmation. */
export function LostPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LostPasswordValues>({ resolver: zodResolver(lostPasswordSchema), defaultValues: { email: '' } });

  async function submit(values: LostPasswordValues) {
    setError(null);
    try {
      setSent(await requestPasswordReset(values.email));
    } catch (e) {
      setError(userMessage(e));
    }
  }

  return (
    <PublicLayout title="Mot de passe oublié">
      {sent ? (
        <Alert color="cimetiere" variant="light" title="Demande envoyée">
          <Text size="lg">{sent}</Text>
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack gap="md">
            <Text>Saisissez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.</Text>
            <TextInput label="Adresse e-mail" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
            {error ? (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              Envoyer
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

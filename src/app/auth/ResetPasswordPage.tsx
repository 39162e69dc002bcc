import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset } from '../../platform/auth';
import { PublicLayout } from './PublicLayout';
import { type ResetPasswordValues, resetPasswordSchema } from './authSchemas';
import { userMessage } from './userMessage';

/** /reset-password?token=… : the link of the reset (or welcome) e-mail, to choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  async function submit(values: ResetPasswordValues) {
    setError(null);
    try {
      await confirmPasswordReset(token, values.password);
      setDone(true);
    } catch (e) {
      setError(userMessage(e));
    }
  }

  return (
    <PublicLayout title="Nouveau mot de passe">
      {done ? (
        <Alert color="cimetiere" variant="light" title="Mot de passe enregistré">
          <Text size="lg">Votre mot de passe a été enregistré. Vous pouvez vous connecter.</Text>
        </Alert>
      ) : !token ? (
        <Alert color="red" variant="light">
          Ce lien est incomplet. Veuillez refaire une demande de mot de passe.
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack gap="md">
            <PasswordInput label="Nouveau mot de passe" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
            <PasswordInput
              label="Confirmer le mot de passe"
              autoComplete="new-password"
              error={formState.errors.confirmation?.message}
              {...register('confirmation')}
            />
            {error ? (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              Enregistrer
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="lg" py={10}>
        Aller à la connexion
      </Anchor>
    </PublicLayout>
  );
}

import { useForm } from 'react-hook-form';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AlertModal } from './AlertModal';
import { LoadingModal } from './LoadingModal';
import { PublicLayout } from './PublicLayout';
import { useSignIn } from './useSignIn';

interface Credentials {
  username: string;
  password: string;
}

/** /login (spec 000 §2.2). */
export function LoginPage() {
  const { submit, error, clearError, loadingWorkspace, submitting } = useSignIn();
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

  return (
    <PublicLayout title="Connexion">
      <form noValidate onSubmit={handleSubmit((values) => submit(values.username, values.password))}>
        <Stack gap="md">
          <TextInput
            label="Nom d'utilisateur"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={formState.errors.username?.message}
            {...register('username', { required: "Saisissez votre nom d'utilisateur." })}
          />
          <PasswordInput
            label="Mot de passe"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password', { required: 'Saisissez votre mot de passe.' })}
          />
          <Button type="submit" loading={submitting} fullWidth mt="sm">
            Se connecter
          </Button>
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/lost-password" size="lg" py={10}>
              Mot de passe oublié ?
            </Anchor>
            <Anchor component={Link} to="/register" size="lg" py={10}>
              Demander un compte
            </Anchor>
          </Group>
        </Stack>
      </form>
      <AlertModal message={error} onClose={clearError} />
      <LoadingModal opened={loadingWorkspace} />
    </PublicLayout>
  );
}

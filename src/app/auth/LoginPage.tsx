import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { clearLoginPrefill, loginPrefill } from '../boot/prefilledLogin';
import { PublicLayout } from './PublicLayout';
import { useSignIn } from './useSignIn';

// The dialogs are loaded when first needed: Mantine's Modal (focus trap, portal, scroll area) is not part of
// the sign-in page's first load (issue 14).
const AlertModal = lazy(() => import('./AlertModal').then((m) => ({ default: m.AlertModal })));
const LoadingModal = lazy(() => import('./LoadingModal').then((m) => ({ default: m.LoadingModal })));

interface FieldErrors {
  username?: string;
  password?: string;
}

/** The two fields are required; a form library would weigh more on the first load than these two checks. */
function validate(username: string, password: string): FieldErrors {
  return {
    ...(username.trim() === '' ? { username: "Saisissez votre nom d'utilisateur." } : {}),
    ...(password === '' ? { password: 'Saisissez votre mot de passe.' } : {}),
  };
}

interface LoginPageProps {
  /**
   * Drawn at build time (src/app/boot/loginShell.tsx): its button cannot submit, so that a press before the app
   * has started never sends the form natively (a GET with the password in the address).
   */
  staticShell?: boolean;
}

/** /login (spec 000 §2.2). */
export function LoginPage({ staticShell = false }: LoginPageProps) {
  const { submit, error, clearError, loadingWorkspace, submitting } = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  // What was typed in the pre-rendered page before the app started (dist/login.html).
  const [prefill] = useState(loginPrefill);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // 'Se connecter' pressed on the drawn page: sign in now, once (the live value, not the state: StrictMode
    // runs this effect twice in development).
    if (loginPrefill()?.submit) form.current?.requestSubmit();
    clearLoginPrefill();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const found = validate(username, password);
    setErrors(found);
    if (!found.username && !found.password) void submit(username, password);
  }

  return (
    <PublicLayout title="Connexion">
      <form ref={form} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label="Nom d'utilisateur"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            name="username"
            defaultValue={prefill?.username}
            autoFocus={prefill?.focused === 'username'}
            error={errors.username}
          />
          <PasswordInput
            label="Mot de passe"
            autoComplete="current-password"
            name="password"
            defaultValue={prefill?.password}
            autoFocus={prefill?.focused === 'password'}
            defaultVisible={prefill?.passwordShown}
            error={errors.password}
          />
          <Button type={staticShell ? 'button' : 'submit'} data-login-submit loading={submitting} fullWidth mt="sm">
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
      <Suspense fallback={null}>
        {error !== null ? <AlertModal message={error} onClose={clearError} /> : null}
        {loadingWorkspace ? <LoadingModal opened /> : null}
      </Suspense>
    </PublicLayout>
  );
}

import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooseEspace, loadProfile, signIn } from '../../platform/auth';
import { clearSession } from '../../platform/session';
import { onlyWorkspace } from '../../platform/workspaces';
import { redirectTarget } from '../session/redirect';
import { signInErrorMessage } from './signInErrorMessage';

/**
 * Sign-in flow of spec 000 §2.2: credentials, then the loading modal while the cemeteries are fetched;
 * one cemetery goes straight in, several go to the chooser, which keeps the place the user came from.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [loadingWorkspace, setLoadingWorkspace] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(username: string, password: string): Promise<void> {
    setSubmitting(true);
    let signedIn = false;
    try {
      const auth = await signIn(username.trim(), password);
      signedIn = true;
      setLoadingWorkspace(true);
      const profile = await loadProfile(auth.data);
      const single = onlyWorkspace(profile.espaces);
      if (single) {
        await chooseEspace(single.espace.id);
        navigate(redirectTarget(location.state), { replace: true });
      } else {
        navigate('/switch-espace', { replace: true, state: location.state });
      }
    } catch (e) {
      // A half-finished sign-in must not leave a profile without its cemeteries on the device.
      if (signedIn) await clearSession();
      setError(signInErrorMessage(e));
    } finally {
      setLoadingWorkspace(false);
      setSubmitting(false);
    }
  }

  return { submit, error, clearError: () => setError(null), loadingWorkspace, submitting };
}

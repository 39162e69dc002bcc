import '../../platform/zodWithoutEval';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { verifySession } from '../../platform/auth';
import { getSession, replicaScopeOf, subscribeSession } from '../../platform/session';
import { setReplicaScope } from '../../replica/scope';
import { App, router } from '../App';
import { registerServiceWorker } from '../pwa';
import { applyDeferredStyles } from './deferredStyles';
import { captureLoginPrefill } from './prefilledLogin';
import { whenFirstScreenReady } from './whenFirstScreenReady';
import { whenRouterInitialized } from './whenRouterInitialized';

/**
 * The app itself: loaded by the entry (src/main.tsx) at once, or on the drawn sign-in page only when the user
 * first acts there (startWhenUsed.ts).
 */
export function startApp(root: HTMLElement): void {
  dayjs.locale('fr');

  // Start-up check of spec 000 §4: the stored profile opens the app at once (offline too); the server check
  // runs beside it and signs out only on a refused refresh.
  void verifySession();
  // An impersonated user's replicas are not the administrator's (src/replica/scope.ts): follow the session's
  // marker, which verifySession above loads.
  subscribeSession(() => setReplicaScope(replicaScopeOf(getSession())));
  // Registered once the first screen is shown, so its precache does not compete with the first load (issue 14).
  void whenFirstScreenReady(router).then(registerServiceWorker);

  void applyDeferredStyles().then(() => {
    const app = createRoot(root);
    const tree = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (root.dataset.prerendered === 'login') {
      // /login arrives drawn (dist/login.html): what was typed there is read and the app's page replaces it in
      // the same task, so no key or press falls between the two.
      captureLoginPrefill(root);
      flushSync(() => app.render(tree));
    } else {
      // A transition, so React renders the first screen in slices (issue 14, TBT), once the router has its
      // route chunks (whenRouterInitialized.ts says why). Until then index.html shows its own loader.
      void whenRouterInitialized(router).then(() => startTransition(() => app.render(tree)));
    }
  });
}

import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { watchPrerenderedLogin } from './app/boot/prefilledLogin';
import { startWhenUsed } from './app/boot/startWhenUsed';

/**
 * The entry: only what decides when the app starts. The stylesheets above are preloaded, not applied
 * (vite.config.ts, deferEntryStyles); the app applies them before its first render.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

const start = (): void => {
  void import('./app/boot/startApp').then(({ startApp }) => startApp(root));
};

if (root.dataset.prerendered === 'login') {
  // A press on the drawn sign-in page's button from now on is kept for the app's page (prefilledLogin.ts).
  watchPrerenderedLogin(root);
  startWhenUsed(root, start);
} else {
  start();
}

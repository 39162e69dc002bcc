import './app/boot/styles';
import { watchPrerenderedLogin } from './app/boot/prefilledLogin';
import { startWhenUsed } from './app/boot/startWhenUsed';

/**
 * The entry of /login (login.html, drawn at build time by scripts/prerenderLogin.ts): only what decides when
 * the app starts. The app is loaded at the user's first act on the drawn page (startWhenUsed.ts), so the
 * page's main thread stays free while it is read (issue 14, first load). Every other page starts the app at
 * once (src/main.tsx).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans login.html');

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

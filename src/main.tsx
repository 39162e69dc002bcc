import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { startApp } from './app/boot/startApp';

/**
 * The entry of every page but /login (src/loginEntry.tsx). The stylesheets above are preloaded, not applied
 * (vite.config.ts, deferEntryStyles); the app applies them before its first render.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');
startApp(root);

import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa';
import { verifySession } from './platform/auth';

dayjs.locale('fr');

// Start-up check of spec 000 §4: the stored profile opens the app at once (offline too); the server check runs
// beside it and signs out only on a refused refresh.
void verifySession();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

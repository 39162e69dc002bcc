import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appDirOf, dataDirOf, e2eSmtpPort, E2E_PORT, serverPort } from './e2e/support/paths';

/**
 * Journeys run on E2E_WORKERS workers side by side (default 2, one per core of the CI machine), each against a server
 * of its own (e2e/support/paths.ts). Playwright hands each worker the next file as soon as it is free, so no table of
 * last run's times has to be kept to share them out.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
    // Each worker's own server (E2E_PORT is read in the worker).
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's /usr/bin/chromium, without the omnibox popup's renderer of each context (see the script).
      executablePath: resolve('e2e/support/chromium.sh'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // A click on an element that never becomes clickable fails within this time, not at the test's timeout.
    actionTimeout: 15_000,
    // A journey that reloads or opens a page offline allows the service worker (test.use in its file); the others
    // block it: its install precaches the whole app (about 3.5 s of CPU per journey, bench/RESULTS.md 'Sign-in and
    // first sync'), which they never use, on a 2-core machine where the journeys share the cores.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The real server with demo data, one per worker, serving a snapshot of the build (server/main.ts serves ./dist of
  // its working directory): see e2e/support/paths.ts.
  webServer: Array.from({ length: workers }, (_, worker) => {
    const port = serverPort(worker);
    const [appDir, dataDir] = [appDirOf(port), dataDirOf(port)];
    return {
      command: `rm -rf ${dataDir} ${appDir} && mkdir -p ${appDir} && cp -r dist ${appDir}/dist && cd ${appDir} && ${resolve('node_modules/.bin/tsx')} ${resolve('server/main.ts')}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '1', NODE_ENV: 'test', E2E_RESET: '1', JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234', SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}/?ignoreTLS=true&connectionTimeout=5000` },
    };
  }),
});

import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_APP_DIR, E2E_DATA_DIR, E2E_PORT as port, e2eSmtpPort } from './e2e/support/paths';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    // The real server with demo data, serving a snapshot of the build (server/main.ts serves ./dist of its
    // working directory): see e2e/support/paths.ts.
    command: `rm -rf ${E2E_DATA_DIR} ${E2E_APP_DIR} && mkdir -p ${E2E_APP_DIR} && cp -r dist ${E2E_APP_DIR}/dist && cd ${E2E_APP_DIR} && ${resolve('node_modules/.bin/tsx')} ${resolve('server/main.ts')}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), DATA_DIR: E2E_DATA_DIR, DEMO_DATA: '1', NODE_ENV: 'test', E2E_RESET: '1', JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234', SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}/?ignoreTLS=true&connectionTimeout=5000` },
  },
});

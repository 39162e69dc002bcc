import { resolve } from 'node:path';

/** The port of this run's server: scripts/e2e.sh runs two shards side by side, each with a port of its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

/**
 * The e2e server serves a copy of dist/ taken when it starts: other engineers rebuild dist/ while the suite
 * runs, and a half-written dist/ answers 404 for the app shell. The service worker test edits this copy.
 * One copy and one data folder per port, so shards running together never share them.
 */
export const E2E_APP_DIR = resolve(`.tmp/e2e-app-${E2E_PORT}`);
export const E2E_DIST = resolve(E2E_APP_DIR, 'dist');
export const E2E_DATA_DIR = resolve(`.tmp/e2e-data-${E2E_PORT}`);

/**
 * The SMTP server the e2e server sends to (playwright.config.ts sets SMTP_URL to it): e2e/mail.spec.ts starts
 * a real one there (tests/helpers/smtpSink.ts); in the other specs nothing listens and mails are retried.
 */
export function e2eSmtpPort(appPort: number): number {
  return appPort + 1000;
}

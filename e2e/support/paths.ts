import { resolve } from 'node:path';

/**
 * The e2e server serves a copy of dist/ taken when it starts: other engineers rebuild dist/ while the suite
 * runs, and a half-written dist/ answers 404 for the app shell. The service worker test edits this copy.
 */
export const E2E_APP_DIR = resolve('.tmp/e2e-app');
export const E2E_DIST = resolve(E2E_APP_DIR, 'dist');
export const E2E_DATA_DIR = resolve('.tmp/e2e-data');

/**
 * The SMTP server the e2e server sends to (playwright.config.ts sets SMTP_URL to it): e2e/mail.spec.ts starts
 * a real one there (tests/helpers/smtpSink.ts); in the other specs nothing listens and mails are retried.
 */
export function e2eSmtpPort(appPort: number): number {
  return appPort + 1000;
}

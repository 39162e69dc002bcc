import { resolve } from 'node:path';

/** The first server's port (E2E_PORT); worker n of the run uses the port n after it. */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4319);

/**
 * The port of this worker's server: the run has one server per worker (playwright.config.ts), and each worker
 * talks only to its own, so that two journeys running side by side never share data. Playwright numbers its
 * workers from 0 (TEST_PARALLEL_INDEX, set before a worker loads any file; a worker replaced after a failure
 * keeps the number). Outside a worker (the config read by the runner) it is the first server's.
 */
export const E2E_PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export function serverPort(worker: number): number {
  return E2E_BASE_PORT + worker;
}

/**
 * The e2e server serves a copy of dist/ taken when it starts: other engineers rebuild dist/ while the suite
 * runs, and a half-written dist/ answers 404 for the app shell. The service worker test edits this copy.
 * One copy and one data folder per port, so servers running together never share them.
 */
export const appDirOf = (port: number) => resolve(`.tmp/e2e-app-${port}`);
export const dataDirOf = (port: number) => resolve(`.tmp/e2e-data-${port}`);
export const E2E_DIST = resolve(appDirOf(E2E_PORT), 'dist');

/**
 * The SMTP server the e2e server sends to (playwright.config.ts sets SMTP_URL to it): e2e/mail.spec.ts starts
 * a real one there (tests/helpers/smtpSink.ts); in the other specs nothing listens and mails are retried.
 */
export function e2eSmtpPort(appPort: number): number {
  return appPort + 1000;
}

import { resolve } from 'node:path';

/**
 * The e2e server serves a copy of dist/ taken when it starts: other engineers rebuild dist/ while the suite
 * runs, and a half-written dist/ answers 404 for the app shell. The service worker test edits this copy.
 */
export const E2E_APP_DIR = resolve('.tmp/e2e-app');
export const E2E_DIST = resolve(E2E_APP_DIR, 'dist');
export const E2E_DATA_DIR = resolve('.tmp/e2e-data');

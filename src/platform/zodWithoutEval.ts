import { config } from 'zod';

/**
 * The CSP allows no 'unsafe-eval' (server/http/securityHeaders.ts). Zod 4 probes for eval with `Function('')`
 * the first time it parses an object, which the browser reports as a CSP violation (Lighthouse's best
 * practices, issue 14) before zod falls back to its interpreter. Going jitless skips the probe and keeps the
 * same interpreter. Imported first by the app's entry and by the workers that parse.
 */
config({ jitless: true });

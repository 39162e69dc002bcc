import { configDefaults, defineConfig } from 'vitest/config';
import ProjectOrderSequencer from './tests/projectOrderSequencer';

// tests/domain tests src/domain, pure code by the house rules (no DOM, no Node, no globals, no mocks): its
// files share their workers' module cache instead of re-importing the same modules for each of its ~110 files
// (measured on 22 of them: 29 s of CPU down to 11 s).
const DOMAIN = ['tests/domain/**/*.test.ts'];
// tests/server builds the whole server in each file (Fastify, drizzle, PGlite, the PDF and XML readers): about
// 3 s of imports a file, for ~80 files, twice in CI (PGlite, then PostgreSQL). Each file opens its own database
// and app and mocks nothing, so its files share their workers' module cache too: measured side by side, the
// server suite on PGlite took 442 s isolated and 202 s shared (imports 230 s of CPU down to 20 s).
// Every other file (jsdom, mocks, fake IndexedDB) keeps a process of its own.
const SERVER = ['tests/server/**/*.test.ts'];
// tests/sync runs the real server (buildApp on PGlite) with tablets whose replicas each get an IndexedDB factory of
// their own (tests/sync/device.ts): no global state either, and the same ~3 s of imports a file. Shared, measured
// side by side: 64 s and 122 core-seconds isolated, 37 s and 66 core-seconds shared.
const SYNC = ['tests/sync/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1). Many files wait (timers, sockets, a
    // second process) more than they compute, so two workers keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: DOMAIN, isolate: false },
      },
      {
        extends: true,
        test: { name: 'server', include: SERVER, isolate: false },
      },
      {
        extends: true,
        test: { name: 'sync', include: SYNC, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts'],
          // tests/scale runs real server processes on a real PostgreSQL: only when TEST_DATABASE_URL names one
          // (scripts/test-postgres.sh), never skipped half-way.
          exclude: [...configDefaults.exclude, ...DOMAIN, ...SERVER, ...SYNC, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/scale/**'])],
        },
      },
    ],
  },
});

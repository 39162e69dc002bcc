import { configDefaults, defineConfig } from 'vitest/config';

// tests/domain tests src/domain, pure code by the house rules (no DOM, no Node, no globals, no mocks): its
// files share their workers' module cache instead of re-importing the same modules for each of its ~110 files
// (measured on 22 of them: 29 s of CPU down to 11 s). Every other file keeps a process of its own.
const DOMAIN = ['tests/domain/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1). Many files wait (timers, sockets, a
    // second process) more than they compute, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: DOMAIN, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts'],
          // tests/scale runs real server processes on a real PostgreSQL: only when TEST_DATABASE_URL names one
          // (scripts/test-postgres.sh), never skipped half-way.
          exclude: [...configDefaults.exclude, ...DOMAIN, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/scale/**'])],
        },
      },
    ],
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts'],
    // tests/scale runs real server processes on a real PostgreSQL: only when TEST_DATABASE_URL names one
    // (scripts/test-postgres.sh), never skipped half-way.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/scale/**'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1). Many files wait (timers, sockets, a
    // second process) more than they compute, so two workers keep both cores busy.
    maxWorkers: 2,
  },
});

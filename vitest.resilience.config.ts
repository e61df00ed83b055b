import { defineConfig } from 'vitest/config';

/**
 * Fault tests (`npm run test:resilience`): real server processes, a real
 * PostgreSQL, signals and dropped connections. Kept out of `npm test` (see
 * vitest.config.ts): they need PostgreSQL and take a few seconds each. One
 * file at a time, so a test killing backends or processes never disturbs
 * another's timing.
 */
export default defineConfig({
  test: {
    include: ['test/resilience/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/resilience/**', 'node_modules/**'],
          globalSetup: ['test/support/global-setup.ts', 'test/support/sdk-package-setup.ts', 'test/support/portal-web-setup.ts'],
        },
      },
      {
        // The web app's own logic (formatting, error mapping…): no database, no packed SDK, the SDK from source.
        extends: true,
        resolve: { conditions: ['@partner-portal/source'] },
        test: {
          name: 'portal-web',
          include: ['packages/portal-web/{src,vite}/**/*.test.ts'],
        },
      },
    ],
  },
});

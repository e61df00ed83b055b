import { defineConfig } from 'vitest/config';

/** Everything the API project's files need first: the migrated database, the packed SDK, the built web app. */
const API_SETUP = ['test/support/global-setup.ts', 'test/support/sdk-package-setup.ts', 'test/support/portal-web-setup.ts'];

/**
 * Files that drive Debian's Chromium against the real server (the portal web app, the SDK in a page, CORS
 * from another origin). Their own project, so CI can run them once — on PostgreSQL, the production engine —
 * instead of on both engines: the engine is under test in the api project, the browser flows here.
 */
const BROWSER_FILES = [
  'test/portal-web.test.ts',
  // Every portal-web file but the served-file checks over plain HTTP (no browser there).
  'test/portal-web-!(serving).test.ts',
  'test/sdk-browser.test.ts',
  'test/sdk-cross-origin.test.ts',
  'test/cors-browser.test.ts',
];

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
          exclude: ['test/resilience/**', 'node_modules/**', ...BROWSER_FILES],
          globalSetup: API_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER_FILES,
          globalSetup: API_SETUP,
        },
      },
      {
        // The web app's own logic (formatting, error mapping…): no database, no packed SDK, the SDK from source.
        extends: true,
        resolve: { conditions: ['@partner-portal/source'] },
        test: {
          name: 'portal-web',
          include: ['packages/portal-web/{src,vite}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

const pg = process.env.TEST_DATABASE_URL;
const api = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.integration.test.ts'],
    env: { TEST_DB: db },
    // the files of a tier share one module graph per worker instead of importing the whole server again
    // for each file (each builds its own app on its own database, and nothing in the server keeps state
    // at module level that a test changes): 40% less CPU for these tiers (docs/testing.md)
    isolate: false,
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './apps/server/test/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      api('api-pglite', 'pglite'),
      ...(pg ? [api('api-postgres', 'pg')] : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          // a folder for the run's site templates (apps/web/e2e/support.ts, `startSite`)
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
          // one module graph for every browser file (as the API tiers): the server, the SSR bundle and the
          // support module are imported once per run instead of once per file (~6 s of CPU each, ~45 files);
          // each file still starts its own site and browser in its hooks (docs/testing.md)
          isolate: false,
          // one retry in CI: a page on a loaded 2-core machine can miss a frame; the closing line names
          // every test that passed only on its retry, and the failed attempt prints what its pages
          // showed (apps/web/e2e/support.ts), so a flaky test is seen and fixed, not hidden
          retry: process.env.CI ? 1 : 0,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

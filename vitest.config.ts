import { defineConfig } from 'vitest/config';

/**
 * Unit tests (pure code) and the integration suite. The integration suite runs twice: on an
 * in-memory PGlite and, when TEST_DATABASE_URL names a PostgreSQL server (npm test starts one),
 * on that server. No React Router plugin here: tests import modules directly.
 */
const integrationFiles = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/** Server tests that need no database run once, with the unit tests. */
const serverUnitFiles = 'server/**/*.unit.test.ts';

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: integrationFiles,
    exclude: [serverUnitFiles],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', serverUnitFiles] },
      },
      integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});

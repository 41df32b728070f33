import { defineConfig } from 'vitest/config';
import { rootAlias } from './root-alias';

/**
 * One naming scheme: `*.test.ts(x)` is pure (no database) and runs once; `*.integration.test.ts`
 * needs a database and runs twice: on an in-memory PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server (npm test starts one), on that server. No React Router plugin here: tests import
 * modules directly (route modules through createRoutesStub).
 */
const integrationFiles = ['**/*.integration.test.ts'];
const excluded = ['node_modules/**', 'build/**'];

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: integrationFiles,
    exclude: excluded,
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: [rootAlias] },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...excluded, ...integrationFiles] },
      },
      integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});

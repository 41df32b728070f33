import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactExceptEmail } from './preact-aliases';
import { rootAlias } from './root-alias';

/**
 * One naming scheme: `*.test.ts(x)` is pure (no database) and runs once; `*.integration.test.ts`
 * needs a database and runs twice: on an in-memory PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server (npm test starts one), on that server. No React Router plugin here: tests import
 * modules directly (route modules through createRoutesStub).
 */
/** A file of an installed package, by path (past its "exports", which name its CommonJS build for Node). */
const installed = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));
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
  plugins: [preactExceptEmail()],
  resolve: {
    alias: [
      rootAlias,
      // Their ES module builds, whose own imports of React reach the plugin above (Node would load
      // their CommonJS builds, and React with them, in the tests without a DOM).
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^react-router$/, replacement: installed('react-router/dist/development/index.mjs') },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Libraries that import React are transformed, so that they too get Preact (preact-aliases.ts).
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /radix-ui/,
          /@radix-ui\//,
          /sonner/,
          /react-remove-scroll/,
          /use-callback-ref/,
          /use-sidecar/,
          /react-style-singleton/,
          /@floating-ui\/react-dom/,
        ],
      },
    },
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

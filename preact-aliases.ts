import type { Plugin } from 'vite';

/**
 * The pages are written against React's API and run on Preact through its React compatibility
 * layer (decision 0115): about 10 KB of gzip in the browser where react-dom is 60. Vite resolves
 * these names for the pages and their server render, Vitest for the tests. The e-mail templates
 * (server/newsletter/templates) stay on React: @react-email/render renders them with react-dom,
 * and the server bundle that holds them resolves `react` as it is. The react and react-dom
 * packages stay installed for them and because libraries name them as peer dependencies.
 */
const PREACT_ALIASES: Readonly<Record<string, string>> = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/** For Vite's `resolve.alias`: the names matched exactly (`react`, not `react-router`). */
export const preactAliases = Object.entries(PREACT_ALIASES).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
  replacement,
}));

const EMAIL_TEMPLATES = '/server/newsletter/templates/';

/**
 * For Vitest, which runs the pages' tests and the e-mail templates' tests in one process: Preact
 * for every module but the templates.
 */
export function preactExceptEmail(): Plugin {
  return {
    name: 'preact-except-email',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = PREACT_ALIASES[source];
      if (!target || importer?.includes(EMAIL_TEMPLATES)) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'bench/results/',
      // Deliberately violating files, linted only by the tests of the rules they break.
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  // The import direction of ARCHITECTURE.md: core imports nothing of ours, server never imports app.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../server/*', '../app/*', '**/server/**', '**/app/**', 'node:*', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**'] }] },
  },
  // Services own their state (issue 8): no mutable module-level state in server/. What must live
  // as long as the process is owned by an object built in server/services.ts. Constants stay
  // allowed: lookup tables built from a list (new Set([...])), patterns, URLs, formatters.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...moduleStateSelectors()],
    },
  },
);

/** The no-restricted-syntax entries that forbid mutable state held by a module-level variable. */
function moduleStateSelectors() {
  const topLevel = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration';
  const message = (what) =>
    `${what} keeps process state in a module; build it in the composition root (server/services.ts) and hand it to the service that needs it.`;
  return [
    { selector: `${topLevel}[kind!='const']`, message: message('A module-level let/var') },
    {
      selector: `${topLevel} > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0]`,
      message: message('An empty module-level Map/Set'),
    },
    {
      selector: `${topLevel} > VariableDeclarator > NewExpression.init:not([callee.name=/^(Map|Set|WeakMap|WeakSet|RegExp|URL|TextEncoder|TextDecoder)$/]):not([callee.object.name='Intl'])`,
      message: message('An object created at module level'),
    },
    {
      selector: `${topLevel} > VariableDeclarator > ArrayExpression.init[elements.length=0]`,
      message: message('An empty module-level array'),
    },
    {
      selector: `${topLevel} > VariableDeclarator > ObjectExpression.init[properties.length=0]`,
      message: message('An empty module-level object'),
    },
  ];
}

import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of ARCHITECTURE.md, as zones (Bulletproof React's habit):
 *   core ◄── server                     (core imports nothing of ours; server never imports app)
 *   core ◄── app/ui ◄── app/components ◄── app/features/<one> ◄── app/shell ◄── app/routes
 * Browser code reaches server/ only through `*.server.ts(x)` modules, which React Router keeps out
 * of the browser bundle by name (and names when one leaks). A feature never imports another feature.
 * tests/import-rules.test.ts lints a violating fixture per zone and sees each one fail.
 */
const features = fs.existsSync('app/features') ? fs.readdirSync('app/features') : [];
// Tests under app/ run in Node and may set up real services.
const browserCode = './app/**/!(*.server|*.test).{ts,tsx}';
const zones = [
  {
    target: './core',
    from: ['./app', './server', './scripts', './tests', './bench'],
    message: 'core/ is pure domain logic: it imports only core/.',
  },
  {
    target: './server',
    from: './app',
    message: 'server/ never imports app/ (the HTTP layer only mounts the React Router build).',
  },
  { target: browserCode, from: './server', message: 'Browser code reaches server/ only through a *.server.ts module.' },
  {
    target: './app/ui',
    from: ['./app/components', './app/features', './app/shell', './app/routes'],
    message: 'app/ui holds primitives: it imports only app/ui and core.',
  },
  {
    target: './app/components',
    from: ['./app/features', './app/shell', './app/routes'],
    message: 'app/components is shared by features: it never imports a feature, the shell or a route.',
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: ['./app/features', './app/shell', './app/routes'],
    except: [`./${feature}`],
    message:
      'A feature imports app/ui, app/components, core and its own folder; what two features share moves to app/components.',
  })),
  {
    target: './app/shell',
    from: './app/routes',
    message: 'The shell composes features; routes compose the shell, not the other way round.',
  },
];

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
      'reports/',
      // Violating code on purpose, linted only by tests/import-rules.test.ts.
      'tests/lint-fixtures/',
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Climbing out of a folder reads better as '~/core/…' than as '../../core/…'.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import across folders through '~/'." }] }],
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
  // core runs in the browser and on the server alike: no Node APIs, no React.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: "Import across folders through '~/'." },
            { group: ['node:*', 'react', 'react-dom'], message: 'core/ is pure: no Node APIs, no React.' },
          ],
        },
      ],
    },
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

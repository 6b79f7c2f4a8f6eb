// Flat config. machines/ is framework-free: importing React, wouter or src/, or touching
// fetch/window/document there, is an error (DESIGN.md §3).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/api/generated/**', 'data/**', 'test-results/**', 'playwright-report/**', 'docs/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Views only render machine state and read queries (DESIGN §3, §4): they never hold a client or
    // a fetcher. Reads come from src/flows/queries.ts, changes from the actors a machine invokes.
    files: ['src/views/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/views/registration/test-harness.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'openapi-fetch', message: 'Views never call the API: read through src/flows/queries.ts or send an event to a machine.' }],
          patterns: [
            { group: ['**/api/clients', '**/api/generated/*'], message: 'Views never hold a client: read through src/flows/queries.ts.' },
            {
              group: ['**/api/*', '**/api/queries/*'],
              importNamePattern: '^(create\\w*Api|unwrap|suggestAddresses|submit\\w*|\\w+Queries)$',
              allowTypeImports: true,
              message: 'Views never bind the API themselves: use useQueries() (src/flows/queries.ts) or the flow hook in src/flows/.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call the network.' }, { name: 'XMLHttpRequest', message: 'Views never call the network.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]", message: 'Views never call the API: a machine invokes it as an actor.' },
        { selector: "VariableDeclarator[init.callee.name='useSessionServices'] > ObjectPattern > Property[key.name=/^(api|clients)$/]", message: 'Views never hold the session\'s clients: use useQueries() or a flow hook.' },
        { selector: "MemberExpression[object.callee.name='useSessionServices'][property.name=/^(api|clients)$/]", message: 'Views never hold the session\'s clients: use useQueries() or a flow hook.' },
      ],
    },
  },
  {
    // Server modules talk through each other's index.ts (scripts/import-graph.test.ts also checks for cycles).
    files: ['server/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[a-z-]+/.', message: "Import another module through its index.ts ('../<module>')." }] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'], message: 'machines/ is framework-free: no React.' },
            { group: ['wouter', 'wouter/*'], message: 'machines/ is framework-free: no router.' },
            { regex: '^(?!.*src/api/generated/)(.*/)?src/|^@/', message: 'machines/ must not import from src/: inject effects through setup() and .provide().' },
            // The contract's types are the machines' types too: read as types only, never as code.
            { group: ['**/src/api/generated/**'], allowTypeImports: true, message: 'machines/ may read the contract only as types (import type).' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Inject network effects as actors.' },
        { name: 'window', message: 'machines/ has no window: inject it.' },
        { name: 'document', message: 'machines/ has no document: inject it.' },
        { name: 'localStorage', message: 'Inject storage.' },
        { name: 'sessionStorage', message: 'Inject storage.' },
        { name: 'navigator', message: 'Inject the device facts.' },
        { name: 'XMLHttpRequest', message: 'Inject network effects as actors.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'Inject network effects as actors.' },
        { object: 'globalThis', property: 'window', message: 'machines/ has no window.' },
        { object: 'globalThis', property: 'document', message: 'machines/ has no document.' },
      ],
    },
  },
);

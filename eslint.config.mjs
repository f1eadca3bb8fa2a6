// One ESLint flat config for every package. The boundary rules are the architecture's
// (ARCHITECTURE.md, STYLE.md): remotes never import each other or the shell; only shared-ui
// touches Chakra; only shared-sdk touches axios; shared-ui never reaches the API layer.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// the remotes' names and folders: the registry (release/remotes.json)
const REGISTRY = JSON.parse(fs.readFileSync(new URL('./release/remotes.json', import.meta.url), 'utf8')).remotes;
const REMOTES = Object.keys(REGISTRY);
const folderOf = (name) => REGISTRY[name].folder;
const packageOf = (name) => REGISTRY[name].package;

const otherRemotes = (self) => REMOTES.filter((r) => r !== self);
const noRemote = (names) =>
  names.flatMap((r) => [
    { group: [packageOf(r), `${packageOf(r)}/*`], message: 'Remotes never import each other: share through shared-sdk or shared-ui.' },
    { group: [`**/${folderOf(r)}/**`, `**/${folderOf(r)}`], message: 'Remotes never import each other: share through shared-sdk or shared-ui.' },
  ]);
const noShell = [
  { group: ['@portal/shell', '@portal/shell/*', '**/shell/src/**'], message: 'Parcels never import the shell: use mount props and the bus.' },
];
const noChakra = [{ group: ['@chakra-ui/*', '@ark-ui/*'], message: 'Only shared-ui imports Chakra (it is tree-shaken inside the shared shared-ui chunk).' }];
const noAxios = [{ group: ['axios', 'axios/*'], message: 'Only shared-sdk talks to the network: use its `api`.' }];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.e2e-fixture/**', '**/*.gen.ts', '.releases/**', '.sandbox-data/**', 'test-results/**', 'playwright-report/**', '.tools/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      // `/// <reference path>` is how a package carries a declaration file to its importers
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    },
  },
  {
    // React packages only: shared-sdk and the sandbox have no hooks (a `useX` helper there is not one)
    files: ['shell/src/**', 'shared-ui/src/**', ...REMOTES.map((r) => `${folderOf(r)}/src/**`)],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map((self) => ({
    files: [`${folderOf(self)}/src/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noRemote(otherRemotes(self)), ...noShell, ...noChakra, ...noAxios] }] },
  })),
  {
    files: ['shell/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noRemote(REMOTES), ...noChakra, ...noAxios] }] },
  },
  {
    files: ['shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/shared-sdk',
              importNames: ['api', 'apiClient', 'request', 'configureApi'],
              message: 'shared-ui never calls the API: take data through props.',
            },
          ],
          patterns: [...noRemote(REMOTES), ...noShell, ...noAxios],
        },
      ],
    },
  },
  {
    files: ['shared-sdk/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react/*', '@portal/shared-ui', '@chakra-ui/*'], message: 'shared-sdk is logic without React.' }, ...noShell, ...noRemote(REMOTES)] },
      ],
    },
  },
);

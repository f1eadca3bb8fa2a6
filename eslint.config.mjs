// One ESLint flat config for every package. The boundary rules are the architecture's: remotes
// never import each other or the shell; only shared-ui touches Chakra; only shared-sdk touches
// axios; shared-ui never reaches the API layer; an area package (api/<area>) is imported by its own
// remote alone, never by another remote, another area package, the shell or the core. Each boundary holds for static imports
// (no-restricted-imports) and for import() and require() (portal/no-restricted-dynamic-imports).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// the remotes' names and folders: the registry (release/remotes.json)
const REGISTRY = JSON.parse(
  fs.readFileSync(new URL('./release/remotes.json', import.meta.url), 'utf8'),
).remotes;
const REMOTES = Object.keys(REGISTRY);
const folderOf = (name) => REGISTRY[name].folder;
const packageOf = (name) => REGISTRY[name].package;

const otherRemotes = (self) => REMOTES.filter((r) => r !== self);
const noRemote = (names) =>
  names.flatMap((r) => [
    {
      group: [packageOf(r), `${packageOf(r)}/*`],
      message: 'Remotes never import each other: share through shared-sdk or shared-ui.',
    },
    {
      group: [`**/${folderOf(r)}/**`, `**/${folderOf(r)}`],
      message: 'Remotes never import each other: share through shared-sdk or shared-ui.',
    },
  ]);
// the area packages (api/<area>, named in their package.json): each area's calls, rules and types,
// bundled by that area's remote; what two areas need is in the core (shared-sdk)
const AREA_PACKAGES = fs
  .readdirSync(new URL('./api/', import.meta.url))
  .filter((dir) => fs.existsSync(new URL(`./api/${dir}/package.json`, import.meta.url)));
const areaPackageOf = (area) =>
  JSON.parse(fs.readFileSync(new URL(`./api/${area}/package.json`, import.meta.url), 'utf8')).name;
const noArea = (areas) =>
  areas.flatMap((area) => [
    {
      group: [areaPackageOf(area), `${areaPackageOf(area)}/*`, `**/api/${area}/src/**`, `**/api/${area}/src`],
      message:
        "An area package is its own remote's alone: what two areas (or the shell) need is in the core, shared-sdk.",
    },
  ]);
const noShell = [
  {
    group: ['@portal/shell', '@portal/shell/*', '**/shell/src/**'],
    message: 'Parcels never import the shell: use mount props and the bus.',
  },
];
const noChakra = [
  {
    group: ['@chakra-ui/*', '@ark-ui/*'],
    message: 'Only shared-ui imports Chakra (it is tree-shaken inside the shared shared-ui chunk).',
  },
];
const noAxios = [
  { group: ['axios', 'axios/*'], message: 'Only shared-sdk talks to the network: use its `api`.' },
];

/** A no-restricted-imports `group` glob as a regular expression over a module specifier. */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    if (glob[i] !== '*') {
      source += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    } else if (glob[i + 1] !== '*') {
      source += '[^/]*';
    } else if (glob[i + 2] === '/') {
      source += '(?:.*/)?';
      i += 2;
    } else {
      source += '.*';
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/** The module an import() or require() names, when it is written out; null when computed. */
function staticSpecifier(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/**
 * The names taken from an import()/require() result, when the code shows them
 * (`const { a } = await import(m)`, `(await import(m)).a`, `require(m).a`); null when it does not.
 */
function takenNames(call) {
  const value = call.parent?.type === 'AwaitExpression' ? call.parent : call;
  const user = value.parent;
  if (user?.type === 'VariableDeclarator' && user.init === value && user.id.type === 'ObjectPattern') {
    const names = user.id.properties.map((p) =>
      p.type === 'Property' && !p.computed && p.key.type === 'Identifier' ? p.key.name : null,
    );
    return names.includes(null) ? null : names;
  }
  if (user?.type === 'MemberExpression' && user.object === value && !user.computed)
    return [user.property.name];
  return null;
}

/**
 * no-restricted-imports' `patterns` and `paths` applied to import() and require(), which that rule
 * does not see. A path restricted to some names is reported unless the code shows it takes none.
 */
const noRestrictedDynamicImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { patterns: { type: 'array' }, paths: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { patterns = [], paths = [] } = context.options[0] ?? {};
    const groups = patterns.map((p) => ({ tests: p.group.map(globToRegExp), message: p.message }));
    const check = (node, specifierNode) => {
      const specifier = staticSpecifier(specifierNode);
      if (specifier === null) return;
      const group = groups.find((g) => g.tests.some((test) => test.test(specifier)));
      if (group) return context.report({ node, message: group.message });
      for (const path of paths) {
        if (path.name !== specifier) continue;
        const names = takenNames(node);
        if (!path.importNames || names === null || names.some((n) => path.importNames.includes(n)))
          return context.report({ node, message: path.message });
      }
    };
    return {
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length > 0)
          check(node, node.arguments[0]);
      },
    };
  },
};
const portalPlugin = { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } };

/** A boundary: the same restrictions for static imports and for import()/require(). */
const boundary = (options) => ({
  'no-restricted-imports': ['error', options],
  'portal/no-restricted-dynamic-imports': ['error', options],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      '**/.e2e-fixture/**',
      '**/*.gen.ts',
      '.releases/**',
      '.sandbox-data/**',
      'test-results/**',
      'playwright-report/**',
      '.tools/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { portal: portalPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      // `/// <reference path>` is how a package carries a declaration file to its importers
      '@typescript-eslint/triple-slash-reference': [
        'error',
        { path: 'always', types: 'prefer-import', lib: 'always' },
      ],
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
    rules: boundary({
      patterns: [
        ...noRemote(otherRemotes(self)),
        ...noArea(AREA_PACKAGES.filter((area) => area !== self)),
        ...noShell,
        ...noChakra,
        ...noAxios,
      ],
    }),
  })),
  {
    files: ['shell/src/**'],
    rules: boundary({ patterns: [...noRemote(REMOTES), ...noArea(AREA_PACKAGES), ...noChakra, ...noAxios] }),
  },
  {
    files: ['shared-ui/src/**'],
    rules: boundary({
      paths: [
        {
          name: '@portal/shared-sdk',
          importNames: ['api', 'apiClient', 'request', 'configureApi'],
          message: 'shared-ui never calls the API: take data through props.',
        },
      ],
      patterns: [...noRemote(REMOTES), ...noArea(AREA_PACKAGES), ...noShell, ...noAxios],
    }),
  },
  {
    files: ['shared-sdk/src/**'],
    rules: boundary({
      patterns: [
        {
          group: ['react', 'react-dom', 'react/*', '@portal/shared-ui', '@chakra-ui/*'],
          message: 'shared-sdk is logic without React.',
        },
        ...noShell,
        ...noRemote(REMOTES),
        ...noArea(AREA_PACKAGES),
      ],
    }),
  },
  ...AREA_PACKAGES.map((self) => ({
    files: [`api/${self}/src/**`],
    rules: boundary({
      patterns: [
        {
          group: ['react', 'react-dom', 'react/*', '@portal/shared-ui', '@chakra-ui/*'],
          message: 'An area package is logic without React, like the core.',
        },
        ...noShell,
        ...noRemote(REMOTES),
        ...noArea(AREA_PACKAGES.filter((area) => area !== self)),
        ...noAxios,
      ],
    }),
  })),
);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
const {
  TIERS,
  TIER_MODULE,
  coreKey,
  coreNames,
  coreOfKey,
  formerCores,
  tierModule,
  tierModuleQuery,
  isFormerCoreRequest,
  exportNames,
  tierModuleSource,
  tierSharing,
  withCoreKeys,
} = require('../sharedTiers.cjs');
const {
  REMOTES,
  OWN_COPY_ALLOWED,
  federationSharing,
  shellProvides,
  sharedConfig,
} = require('../federation.cjs');

import { compatibilityProblems } from '../../release/src/store/compatibility';

const ROOT = path.resolve(__dirname, '../..');

function writeFiles(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiers-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A workspace file, following relative specifiers the way the builds do. */
function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The value names imported from each tiered module by the files reachable from `entries` through
 * static imports (an `import()` starts a chunk of its own, loaded later, and is not followed).
 */
/** The source file an area package's import names (`@portal/api-cdn`, `@portal/api-cdn/rules`), or null. */
function areaPackageSource(specifier: string): string | null {
  const match = /^@portal\/api-([a-z]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const dir = path.join(ROOT, 'api', match[1]!);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const entry = manifest.exports[`.${match[2] ?? ''}`];
  return entry ? path.join(dir, entry) : null;
}

function namesImported(entries: string[]): Record<string, Set<string>> {
  const names: Record<string, Set<string>> = Object.fromEntries(
    Object.keys(TIERS).map((name) => [name, new Set<string>()]),
  );
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    for (const statement of source.statements) {
      if (
        !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
        !statement.moduleSpecifier
      )
        continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      // a type-only import or export brings no code along
      const typeOnly = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly === true
        : statement.isTypeOnly;
      if (specifier.startsWith('.') && typeOnly) continue;
      if (specifier.startsWith('.')) {
        const next = resolveSource(file, specifier);
        if (next) queue.push(next);
        continue;
      }
      // an area package is bundled into its remote: its own imports of the shared modules count
      const areaEntry = typeOnly ? null : areaPackageSource(specifier);
      if (areaEntry) {
        queue.push(areaEntry);
        continue;
      }
      const target = names[specifier];
      if (!target) continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) target.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) target.add('*');
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements)
            if (!el.isTypeOnly) target.add((el.propertyName ?? el.name).text);
      } else if (
        !statement.isTypeOnly &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        for (const el of statement.exportClause.elements)
          if (!el.isTypeOnly) target.add((el.propertyName ?? el.name).text);
      }
    }
  }
  return names;
}

/** Each remote's dashboard widgets (`./widgets/*` in its webpack config): the parts of remotes `/` loads. */
function widgetEntries(): string[] {
  return Object.keys(REMOTES).flatMap((name) => {
    const dir = path.join(ROOT, `mfe-${name}`);
    const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find((p: { constructor: { name: string } }) =>
      ['RemoteContainerPlugin', 'ModuleFederationPlugin'].includes(p?.constructor?.name),
    );
    return Object.entries(federation._options.exposes as Record<string, string>)
      .filter(([key]) => key.startsWith('./widgets/'))
      .map(([, file]) => path.join(dir, file));
  });
}

describe('exportNames', () => {
  it('reads the value names a module exports, following export * and leaving types out', () => {
    const dir = writeFiles({
      'index.ts':
        "export * from './a';\nexport { b, type B, c as renamed } from './b';\nexport type { Only } from './b';\nexport * as ns from './b';\n",
      'a.ts':
        'export const a = 1, a2 = 2;\nexport function f() {}\nexport class K {}\nexport interface I {}\nexport type T = 1;\nexport default 3;\nexport declare const ambient: number;\n',
      'b.ts': 'export const b = 1;\nexport const c = 2;\nexport type B = 1;\nexport type Only = 2;\n',
    });
    expect(exportNames(path.join(dir, 'index.ts')).sort()).toEqual([
      'K',
      'a',
      'a2',
      'b',
      'f',
      'ns',
      'renamed',
    ]);
  });

  it('refuses a tiered module that does more than re-export', () => {
    const dir = writeFiles({
      'index.ts': "import './setup';\nexport { b } from './b';\n",
      'b.ts': 'export const b = 1;\n',
      'setup.ts': '',
    });
    expect(() => exportNames(path.join(dir, 'index.ts'), { barrel: true })).toThrow(/re-exports only/);
  });
});

describe('shared tiers', () => {
  const shell = path.join(ROOT, 'shell');
  const host = federationSharing(shell, { host: true });

  it.each(Object.keys(TIERS))(
    '%s: the module a build imports re-exports every name once, the core from the core',
    (name) => {
      const whole = host.rules[0].use.options.files[name];
      const all = exportNames(whole, { barrel: true });
      expect(all.length).toBeGreaterThan(TIERS[name].core.length);
      for (const core of TIERS[name].core) expect(all).toContain(core);
      const source = tierModuleSource('consumer', name, whole, () => {});
      const reexported = [...source.matchAll(/export \{ ([^}]*) \} from "([^"]*)"/g)].map(
        ([, list, from]) => ({ from, names: list!.split(', ') }),
      );
      expect(reexported.map((r) => r.from)).toEqual([coreKey(name), name]);
      expect(reexported[0]!.names).toEqual(TIERS[name].core);
      expect([...reexported[0]!.names, ...reexported[1]!.names].sort()).toEqual([...all].sort());
    },
  );

  it('gives the shell the core from its entry file and the whole module on demand; a remote takes both', () => {
    for (const name of Object.keys(TIERS)) {
      expect(host.shared[coreKey(name)]).toMatchObject({
        eager: true,
        singleton: true,
        import: expect.stringMatching(/shared-tier\.mjs\?core=/),
      });
      expect(host.shared[name]).toMatchObject({
        eager: false,
        singleton: true,
        import: host.rules[0].use.options.files[name],
      });
      expect(host.shared[coreKey(name)].version).toBe(host.shared[name].version);
    }
    expect([...host.routed].sort()).toEqual(Object.keys(TIERS).sort());
    for (const remote of Object.keys(REMOTES)) {
      // a remote built now imports from the current cores only
      const keys = Object.keys(federationSharing(path.join(ROOT, `mfe-${remote}`), { host: false }).shared);
      for (const name of Object.keys(TIERS))
        for (const former of formerCores(name)) expect(keys).not.toContain(former.key);
      const sharing = federationSharing(path.join(ROOT, `mfe-${remote}`), { host: false });
      for (const name of Object.keys(TIERS)) {
        // the SDK, which a remote may bring a copy of (OWN_COPY_ALLOWED), has both tiers from its own build
        const own = OWN_COPY_ALLOWED.includes(name);
        const files = sharing.rules[0].use.options.files;
        expect(sharing.shared[coreKey(name)]).toMatchObject({
          import: own ? expect.stringMatching(/shared-tier\.mjs\?core=/) : false,
          packageName: name,
          requiredVersion: host.shared[name].requiredVersion,
        });
        expect(sharing.shared[name]).toMatchObject({
          import: own ? files[name] : false,
          requiredVersion: host.shared[name].requiredVersion,
        });
      }
    }
  });

  it('tells promote about the cores, former ones included, at the version of their module, with the names each tier holds', () => {
    const provided = shellProvides(shell);
    const config = sharedConfig(shell);
    for (const name of Object.keys(TIERS)) {
      // a module a remote may bring its own copy of (the SDK) is provided with its core protocol, its cores too
      const protocol = name === '@portal/shared-sdk' ? { coreProtocol: 1 } : {};
      expect(provided[coreKey(name)]).toEqual({
        version: config[name].version,
        requiredVersion: config[name].requiredVersion,
        exports: [...TIERS[name].core].sort(),
        ...protocol,
      });
      for (const former of formerCores(name)) {
        expect(provided[former.key]).toEqual({
          version: config[name].version,
          requiredVersion: config[name].requiredVersion,
          exports: [...former.names].sort(),
          ...protocol,
        });
      }
      expect(provided[name].exports).toEqual(expect.arrayContaining(TIERS[name].core));
      expect(provided[name].exports.length).toBeGreaterThan(TIERS[name].core.length);
    }
    // a package shared whole lists no names: every name of it is there
    expect(provided.react).toEqual({
      version: config.react.version,
      requiredVersion: config.react.requiredVersion,
    });
    expect(provided['react-router-dom'].exports).toContain('useNavigate');
    expect(Object.keys(withCoreKeys({ react: {} }))).toEqual(['react']);
  });

  // A remote built against a core imports its names from that core's share key: the shell provides
  // each former core exactly as it was, on demand, out of its entry file and out of the area pages'
  // preloads. These are the cores shells have provided; a list here never changes.
  const SHIPPED_CORES: Record<string, string[]> = {
    '@portal/shared-ui/core': [
      'Alert',
      'Badge',
      'Box',
      'Button',
      'Card',
      'CheckboxField',
      'DateText',
      'DonutChart',
      'EmptyState',
      'ErrorState',
      'Field',
      'Flex',
      'GridItem',
      'HStack',
      'Heading',
      'Hint',
      'IconButton',
      'Image',
      'LOCALIZED_QUERY',
      'Link',
      'LoadingState',
      'Menu',
      'NativeSelect',
      'PasswordField',
      'Portal',
      'PortalProviders',
      'Price',
      'QueryView',
      'ResourceListWidget',
      'SimpleGrid',
      'Skeleton',
      'Stack',
      'StatusBadge',
      'Tabs',
      'Text',
      'TextField',
      'TruncatedText',
      'clearFormDrafts',
      'createAreaQueryClient',
      'createParcel',
      'keepFormDraftsOf',
      'useApiErrorMessage',
      'useParcelProps',
      'usePortalLocale',
    ],
    '@portal/shared-sdk/core': [
      'CAPTCHA_LENGTH',
      'SCROLL_AREA_HEIGHT_PX',
      'SLIDER_INTERVAL_MS',
      'TOAST_TIMEOUT_MS',
      'api',
      'bus',
      'clearToken',
      'configureApi',
      'displayStatus',
      'firstQueryFor',
      'formatDate',
      'formatPrice',
      'formatTimeUnit',
      'getProfile',
      'getSessionSnapshot',
      'getToken',
      'invoiceDonutSegments',
      'isApiError',
      'isDomainStatus',
      'isOtpCode',
      'normalizeTimestamp',
      'permissionCovers',
      'sameFirstQuery',
      'serverPollInterval',
      'setLocale',
      'setProfile',
      'setToken',
      'setWallet',
      'subscribeSession',
      'toLatinDigits',
      'validateLoginPassword',
    ],
    '@tanstack/react-query/core': [
      'QueryClient',
      'QueryClientProvider',
      'onlineManager',
      'queryOptions',
      'useMutation',
      'useQuery',
      'useQueryClient',
    ],
  };

  it('keeps every core a shell has provided, each under its own share key, as it was', () => {
    const provided = shellProvides(shell);
    for (const [key, names] of Object.entries(SHIPPED_CORES)) {
      const core = coreOfKey(key);
      expect(core).not.toBeNull();
      expect([...coreNames(core.name, core.generation)].sort()).toEqual([...names].sort());
      expect(provided[key].exports).toEqual([...names].sort());
    }
    for (const name of Object.keys(TIERS)) {
      // a new generation has a key of its own; the current core is not one of the shipped ones unless unchanged
      const keys = [coreKey(name), ...formerCores(name).map((former: { key: string }) => former.key)];
      expect(new Set(keys).size).toBe(keys.length);
      for (const former of formerCores(name)) expect(former.generation).toBeLessThan(TIERS[name].generation);
    }
  });

  it('lets `release promote` take a remote built against a former core, and refuse a name no core of that key had', () => {
    const provided = shellProvides(shell);
    // each core at the version the shell provides it, as a remote built against this shell records it
    const shared = Object.keys(SHIPPED_CORES).map((name) => {
      const { version } = provided[name];
      return {
        name,
        version,
        requiredVersion: `^${version}`,
        singleton: true,
        assets: { js: { sync: [], async: [] } },
      };
    });
    const built = (sharedImports: Record<string, string[]>) => ({
      name: 'mfe_account',
      metaData: { sharedImports },
      shared,
    });
    expect(
      compatibilityProblems(
        built({
          '@portal/shared-ui/core': ['PasswordField', 'Box'],
          '@tanstack/react-query/core': ['useMutation'],
          '@portal/shared-sdk/core': ['isOtpCode'],
        }),
        provided,
      ),
    ).toEqual([]);
    expect(compatibilityProblems(built({ '@portal/shared-ui/core': ['DataTable'] }), provided)).toEqual([
      "@portal/shared-ui/core: the remote imports DataTable, which the shell's @portal/shared-ui/core does not export",
    ]);
  });

  it("provides a former core from the whole module's file, on demand, and its module exports the names it had", () => {
    for (const name of Object.keys(TIERS)) {
      for (const former of formerCores(name)) {
        const config = host.shared[former.key];
        expect(config).toMatchObject({
          eager: false,
          singleton: true,
          packageName: name,
          version: host.shared[name].version,
        });
        expect(isFormerCoreRequest(config.import)).toBe(true);
        expect(isFormerCoreRequest(host.shared[coreKey(name)].import)).toBe(false);
        const whole = host.rules[0].use.options.files[name];
        expect(tierModuleSource('core', name, whole, () => {}, former.generation)).toBe(
          `export { ${former.names.join(', ')} } from ${JSON.stringify(whole)};\n`,
        );
      }
    }
    expect(() => coreNames('@portal/shared-ui', 99)).toThrow(/no core of generation 99/);
    // the loader and the preload list read the query tierModule writes, one parser for both
    const request = tierModule('core', '@portal/shared-ui', 1);
    expect(tierModuleQuery(request.slice(TIER_MODULE.length))).toEqual({
      role: 'core',
      name: '@portal/shared-ui',
      generation: 1,
    });
    expect(
      tierModuleQuery(tierModule('consumer', '@tanstack/react-query').slice(TIER_MODULE.length)),
    ).toEqual({ role: 'consumer', name: '@tanstack/react-query', generation: undefined });
    expect(isFormerCoreRequest(tierModule('consumer', '@portal/shared-ui', 1))).toBe(false);
    expect(isFormerCoreRequest(`/elsewhere/module.mjs?core=x&generation=1`)).toBe(false);
  });

  it('leaves modules it does not tier alone', () => {
    const sharing = tierSharing({ react: { singleton: true } }, { provide: true, wholeFile: () => '' });
    expect(sharing.shared).toEqual({ react: { singleton: true } });
    expect(sharing.routed).toEqual([]);
    expect(sharing.routing.test.test('react')).toBe(false);
  });

  it("routes the imports of a tiered module to the module that imports it by tiers, except that module's own", () => {
    const { routing } = federationSharing(shell, { host: true });
    const issuer = path.join(shell, 'src/App.tsx');
    expect(routing.test.test('@portal/shared-ui')).toBe(true);
    expect(routing.test.test('@portal/shared-ui/testing')).toBe(false);
    expect(routing.test.test('react')).toBe(false);
    const data = { request: '@portal/shared-ui', contextInfo: { issuer } };
    routing.rewrite(data);
    expect(data.request).toBe(tierModule('consumer', '@portal/shared-ui'));
    const own = { request: '@portal/shared-ui', contextInfo: { issuer: TIER_MODULE } };
    routing.rewrite(own);
    expect(own.request).toBe('@portal/shared-ui');
  });

  // what the shell's entry reaches by static imports (shared-ui is built into it) and the
  // dashboard's widgets import must be in the cores: the entry consumes its shared modules where
  // the whole modules are not, and `/` would otherwise download them whole. A chunk the shell loads
  // lazily (the command palette) is not part of the entry: it may take names beyond the cores.
  it("holds in its cores every name the shell's entry, shared-ui and the dashboard widgets import", () => {
    const widgets = widgetEntries();
    expect(widgets.length).toBeGreaterThanOrEqual(3);
    // shared-ui as its index reaches it by static imports (its lazily loaded parts, the calendar's
    // grid for one, are chunks of their own)
    const imported = namesImported([
      path.join(shell, 'src/index.ts'),
      path.join(ROOT, 'shared-ui/src/index.ts'),
      ...widgets,
    ]);
    expect(imported['@tanstack/react-query']!.has('QueryClientProvider')).toBe(true);
    expect(imported['@portal/shared-ui']!.has('createParcel')).toBe(true);
    for (const [name, names] of Object.entries(imported)) {
      expect([...names].filter((n) => !TIERS[name].core.includes(n))).toEqual([]);
    }
  });

  // every name in a core is in the shell's entry file, so `/` downloads it: a name nothing there
  // imports any more leaves the core, with a new generation (the former core stays provided)
  it("holds in its cores nothing the shell's entry, shared-ui and the dashboard widgets do not import", () => {
    const imported = namesImported([
      path.join(shell, 'src/index.ts'),
      path.join(ROOT, 'shared-ui/src/index.ts'),
      ...widgetEntries(),
    ]);
    for (const name of Object.keys(TIERS)) {
      expect(TIERS[name].core.filter((n: string) => !imported[name]!.has(n))).toEqual([]);
    }
  });
});

// Shared modules in two tiers (build/README.md, "Shared tiers"). A shared module is provided
// whole, because the consumers of a share are unknown when the shell is built: for shared-ui that
// is every component any area uses, charts and wizards included, and the dashboard downloaded all
// of it. A tiered module is shared twice instead:
//
// - its core (`<name>/core`, then `<name>/core-<generation>`): the names the shell (shared-ui,
//   built into it, included) and the dashboard's widgets use, in the shell's entry file;
// - `<name>`: the whole module, as before, provided on demand: its file holds what the core does not,
//   and it is fetched with the first part of the page that uses any other name (an area, a dialog).
//
// A build imports the module as usual; webpack's NormalModuleReplacementPlugin sends the import to a generated
// module (./shared-tier.mjs, through ./shared-tier-loader.cjs) that imports each name from its tier,
// the core or `<name>`, which Module Federation then consumes like any shared module. It has no
// side effects, so webpack links every import to the tier that has the name, and a chunk using only
// core names never waits for the whole module.
//
// A core is a contract with every remote already built, which imports its core names from it. A
// name may join a core. A name leaves only with a new generation of the core, under a share key of
// its own: the shell keeps providing every former core, exactly as it was, on demand (a chunk of
// its own, fetched only by a page with a remote built against it), and its entry holds the current
// one alone. Builds from before the tiers consume the whole module, which stays shared under its
// own name.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The tiered modules: the current core (`core`, its `generation`) and the former cores (`formerCores`,
 * by generation), every name as the last shell of that generation provided it. A former core's list
 * never changes (build/test/shared-tiers.test.ts: every name `/` needs is in the current core, and
 * the current core holds nothing `/` does not need).
 */
const TIERS = {
  '@portal/shared-ui': {
    // generation 2: the form fields, tabs and alerts of the shell's own sign-in form left the core with it
    generation: 2,
    core: [
      'Badge',
      'Box',
      'Button',
      'Card',
      'DateText',
      'DonutChart',
      'EmptyState',
      'ErrorState',
      'Field',
      'Flex',
      'GridItem',
      'HStack',
      'Heading',
      'IconButton',
      'Image',
      'Link',
      'LoadingState',
      'Menu',
      'NativeSelect',
      'Portal',
      'PortalProviders',
      'Price',
      'QueryView',
      'ResourceListWidget',
      'SimpleGrid',
      'Skeleton',
      'Stack',
      'StatusBadge',
      'Text',
      'TruncatedText',
      'createParcel',
      'useParcelProps',
      'usePortalLocale',
      // the shell's own data (its query client, the slides' meta) and the dashboard cards' error texts
      'LOCALIZED_QUERY',
      'createAreaQueryClient',
      'useApiErrorMessage',
      // the shell's session events: drafts removed on logout and when another account signs in
      'clearFormDrafts',
      'keepFormDraftsOf',
    ],
    formerCores: {
      1: [
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
        'Hint',
        'Flex',
        'GridItem',
        'HStack',
        'Heading',
        'IconButton',
        'Image',
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
        'TruncatedText',
        'TextField',
        'createParcel',
        'useParcelProps',
        'usePortalLocale',
        'LOCALIZED_QUERY',
        'createAreaQueryClient',
        'useApiErrorMessage',
        'clearFormDrafts',
        'keepFormDraftsOf',
      ],
    },
  },
  '@portal/shared-sdk': {
    // generation 2: the sign-in form's rules (captcha length, OTP code, password) left the core with it
    generation: 2,
    core: [
      'api',
      'bus',
      'clearToken',
      'configureApi',
      'formatDate',
      'formatPrice',
      'getProfile',
      'getSessionSnapshot',
      'getToken',
      'invoiceDonutSegments',
      'isApiError',
      'normalizeTimestamp',
      'SCROLL_AREA_HEIGHT_PX',
      'setLocale',
      'setProfile',
      'setToken',
      'setWallet',
      'SLIDER_INTERVAL_MS',
      'subscribeSession',
      'TOAST_TIMEOUT_MS',
      'toLatinDigits',
      // shared-ui's time series names durations as the portal does everywhere
      'formatTimeUnit',
      // the dashboard's servers: a server's state as shown, and how often to ask again
      'displayStatus',
      'serverPollInterval',
      // the shell's gates: what a session signed in with an API token may see
      'permissionCovers',
      // the shell hands an area page's early first answer to its first mount
      'firstQueryFor',
      'sameFirstQuery',
      // the shell's 401 answer: why the provider ended the session, for the login page
      'takeSessionEndReason',
      // an area package's calls (cdn's, bundled by mfe-cdn, whose Domains widget is on the
      // dashboard) go through the core's one client
      'apiClient',
      'request',
      'requestEnvelope',
      'withMessage',
      // support's calls (bundled by mfe-support, whose latest-tickets widget is on the dashboard)
      // read a failed download's envelope into the core's ApiError and ask for its reply count
      'ApiError',
      'TICKET_DETAIL_REPLY_COUNT',
    ],
    formerCores: {
      1: [
        'api',
        'bus',
        'CAPTCHA_LENGTH',
        'clearToken',
        'configureApi',
        'formatDate',
        'formatPrice',
        'getProfile',
        'isDomainStatus',
        'getSessionSnapshot',
        'getToken',
        'invoiceDonutSegments',
        'isApiError',
        'isOtpCode',
        'normalizeTimestamp',
        'SCROLL_AREA_HEIGHT_PX',
        'setLocale',
        'setProfile',
        'setToken',
        'setWallet',
        'SLIDER_INTERVAL_MS',
        'subscribeSession',
        'TOAST_TIMEOUT_MS',
        'toLatinDigits',
        'validateLoginPassword',
        'formatTimeUnit',
        'displayStatus',
        'serverPollInterval',
        'permissionCovers',
        'firstQueryFor',
        'sameFirstQuery',
      ],
    },
  },
  '@tanstack/react-query': {
    // generation 2: mutations left the core with the shell's sign-in forms
    generation: 2,
    core: ['QueryClient', 'QueryClientProvider', 'onlineManager', 'queryOptions', 'useQuery'],
    formerCores: {
      1: [
        'QueryClient',
        'QueryClientProvider',
        'onlineManager',
        'queryOptions',
        'useMutation',
        'useQuery',
        'useQueryClient',
      ],
    },
  },
};

/** The module every import of a tiered module is routed to; its code comes from the loader. */
const TIER_MODULE = path.join(__dirname, 'shared-tier.mjs');
const TIER_LOADER = path.join(__dirname, 'shared-tier-loader.cjs');

/** The share key of a tiered module's core of `generation` (the current one unless named): `<name>/core`, then `<name>/core-<n>`. */
const coreKey = (name, generation = TIERS[name].generation) =>
  generation === 1 ? `${name}/core` : `${name}/core-${generation}`;

/** A tiered module's former cores: generation, share key and names. */
const formerCores = (name) =>
  Object.entries(TIERS[name].formerCores ?? {}).map(([generation, names]) => ({
    generation: Number(generation),
    key: coreKey(name, Number(generation)),
    names,
  }));

/** The names of a tiered module's core of `generation`, current or former. */
function coreNames(name, generation = TIERS[name].generation) {
  const names =
    generation === TIERS[name].generation ? TIERS[name].core : TIERS[name].formerCores?.[generation];
  if (!names) throw new Error(`${name} has no core of generation ${generation}`);
  return names;
}

/**
 * `build/shared-tier.mjs?<role>=<name>`: the generated module importing `name` (role `consumer`) or
 * providing its core (`core`), of `generation` when a former one.
 */
const tierModule = (role, name, generation) =>
  `${TIER_MODULE}?${role}=${encodeURIComponent(name)}${generation === undefined ? '' : `&generation=${generation}`}`;

/** What a generated module's query (`?<role>=<name>[&generation=<n>]`, as tierModule writes it) asks for. */
function tierModuleQuery(query) {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const [[role, name] = []] = params;
  return { role, name, generation: params.has('generation') ? Number(params.get('generation')) : undefined };
}

/** Whether a request is a former core's generated module: the shell provides it, but no current build consumes it. */
function isFormerCoreRequest(request) {
  if (typeof request !== 'string' || !request.startsWith(`${TIER_MODULE}?`)) return false;
  const { role, generation } = tierModuleQuery(request.slice(TIER_MODULE.length));
  return role === 'core' && generation !== undefined;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${from}: cannot find ${specifier}`);
  return found;
}

/**
 * The value names an ES module exports, read from its source (type-only exports left out),
 * following `export * from './relative'`. `onFile` hears every file read (loader dependencies);
 * `barrel`: the file must hold re-exports only.
 */
function exportNames(file, { onFile = () => {}, barrel = false } = {}, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  onFile(file);
  // typescript is a root devDependency; only the builds of tiered modules need it
  const ts = require('typescript');
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const names = [];
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  const has = (node, kind) => Boolean(node.modifiers?.some((modifier) => modifier.kind === kind));
  if (barrel) {
    const other = source.statements.find(
      (statement) => !ts.isExportDeclaration(statement) || !statement.moduleSpecifier,
    );
    if (other)
      throw new Error(
        `${file}: a tiered shared module re-exports only (export … from), found: ${other.getText(source).slice(0, 80)}`,
      );
  }
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause) {
        const specifier = statement.moduleSpecifier.text;
        if (!specifier.startsWith('.'))
          throw new Error(`${file}: cannot follow export * from '${specifier}'`);
        names.push(
          ...exportNames(resolveRelative(file, specifier), { onFile }, seen).filter(
            (name) => name !== 'default',
          ),
        );
      } else if (ts.isNamespaceExport(clause)) {
        names.push(clause.name.text);
      } else {
        for (const element of clause.elements) if (!element.isTypeOnly) names.push(element.name.text);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      exported(statement)
    ) {
      if (has(statement, ts.SyntaxKind.DeclareKeyword)) continue;
      names.push(has(statement, ts.SyntaxKind.DefaultKeyword) ? 'default' : statement.name.text);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      if (has(statement, ts.SyntaxKind.DeclareKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) throw new Error(`${file}: destructured exports are not read`);
        names.push(declaration.name.text);
      }
    }
  }
  return [...new Set(names)];
}

/**
 * The generated module's code: a tiered module's core (`core`; a former one when `generation` names
 * it), or the module a build imports (`consumer`, always from the current core).
 */
function tierModuleSource(role, name, wholeFile, onFile, generation) {
  const tier = TIERS[name];
  if (!tier) throw new Error(`${name} is not a tiered shared module`);
  const list = (names) => names.join(', ');
  if (role === 'core')
    return `export { ${list(coreNames(name, generation))} } from ${JSON.stringify(wholeFile)};\n`;
  if (role !== 'consumer') throw new Error(`unknown shared tier role ${role}`);
  const rest = exportNames(wholeFile, { onFile, barrel: true }).filter((n) => !tier.core.includes(n));
  return [
    `export { ${list(tier.core)} } from ${JSON.stringify(coreKey(name))};`,
    rest.length ? `export { ${list(rest)} } from ${JSON.stringify(name)};` : '',
    '',
  ].join('\n');
}

/**
 * The request rewrite that sends a build's imports of tiered modules to the generated module that
 * imports them by tiers; that module's own imports of them go on to Module Federation. For webpack's
 * NormalModuleReplacementPlugin, which rewrites a request before it is resolved, and so before
 * Module Federation takes the requests of shared modules (in `factorize`, ahead of resolution).
 */
function sharedTierRouting(names) {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return {
    test: new RegExp(`^(?:${escaped.join('|') || '(?!)'})$`),
    rewrite: (data) => {
      if (data.contextInfo?.issuer !== TIER_MODULE) data.request = tierModule('consumer', data.request);
    },
  };
}

/**
 * Routes a build's imports of the tiered modules (`shared`: its MF `shared` config, by share key).
 * Returns the MF `shared` config with the cores added, the module rules to add, the request
 * rewrite (`routing`: for webpack's NormalModuleReplacementPlugin) and the names routed.
 * `provide`: the shell, whose core is eager and whose whole module is provided on demand from
 * `wholeFile(name)`.
 */
function tierSharing(shared, { provide, wholeFile }) {
  const result = {};
  const files = {};
  for (const [name, config] of Object.entries(shared)) {
    if (!TIERS[name]) {
      result[name] = config;
      continue;
    }
    files[name] = wholeFile(name);
    // packageName: where Module Federation's manifest reads the core's version from
    const core = { ...config, packageName: name };
    const whole = { ...config };
    // the shell, or a remote with a copy of its own (federation.cjs OWN_COPY_ALLOWED): both tiers
    // from this build; the shell's core in its entry file, its whole module on demand
    if (provide || config.import !== false) {
      Object.assign(core, { import: tierModule('core', name) }, provide && { eager: true });
      Object.assign(whole, { import: files[name] }, provide && { eager: false });
    }
    result[coreKey(name)] = core;
    result[name] = whole;
    // the shell also provides the former cores, on demand, for the remotes built against them
    if (provide) {
      for (const former of formerCores(name)) {
        result[former.key] = {
          ...config,
          packageName: name,
          import: tierModule('core', name, former.generation),
          eager: false,
        };
      }
    }
  }
  const wholeFiles = Object.values(files);
  const rules = [
    { test: TIER_MODULE, sideEffects: false, use: { loader: TIER_LOADER, options: { files } } },
    // a tiered module is a barrel of re-exports (exportNames checks): without side effects of its
    // own, the core's imports go past it to the files that define the names, and the barrel, with
    // whatever only it reaches, stays in the whole module's file
    { resource: (file) => wholeFiles.includes(file), sideEffects: false },
  ];
  return {
    shared: result,
    rules,
    routed: Object.keys(files),
    routing: sharedTierRouting(Object.keys(files)),
  };
}

/**
 * The share keys the shell's `shared` config (by share key) stands for once tiered: each tiered
 * module adds its current core and its former ones.
 */
function withCoreKeys(shared) {
  return Object.fromEntries(
    Object.entries(shared).flatMap(([name, config]) =>
      TIERS[name]
        ? [
            [name, config],
            [coreKey(name), config],
            ...formerCores(name).map((former) => [former.key, config]),
          ]
        : [[name, config]],
    ),
  );
}

/** The tiered module and generation a share key names a core of, or null. */
function coreOfKey(key) {
  for (const name of Object.keys(TIERS)) {
    if (coreKey(name) === key) return { name, generation: TIERS[name].generation };
    const former = formerCores(name).find((core) => core.key === key);
    if (former) return { name, generation: former.generation };
  }
  return null;
}

module.exports = {
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
  sharedTierRouting,
  withCoreKeys,
};
